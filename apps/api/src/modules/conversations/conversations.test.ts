/**
 * The relayed conversation (issue 20): a company answers in its inbox, the client gets it by mail
 * from the conversation's own address and replies through a real SMTP connection to the app's
 * receiver, or from the follow link; each side sees the whole thread; mail preferences hold.
 */
import { randomUUID } from 'node:crypto';
import { CONVERSATION_TEXTS, INBOX_TEXTS, QUOTE_MSG } from '@cimenta/shared';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { confirmedRequest, makeCompany, mailsTo } from '../../../test/quotes-factory';

const DOMAIN = 'respuestas.cimenta.test';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    configure: (c) => {
      c.inboundDomain = DOMAIN;
      c.inboundSmtp = { host: '127.0.0.1', port: 0 };
    },
  });
}, 60_000);
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers?: Record<string, string>) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload: payload as object, headers });

/** A mail sent to the app's SMTP receiver, as another mail server would. */
async function sendInbound(mail: { from: string; to: string; text: string }) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: t.app.inboundMail?.port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({ ...mail, subject: 'Re: respuesta' });
  } finally {
    transport.close();
  }
}

async function setup() {
  const a = await makeCompany(t.app);
  const b = await makeCompany(t.app);
  const req = await confirmedRequest(t, [a.id, b.id]);
  return { a, b, req };
}

/** Company `c` answers; the reply-to address the client got. */
async function answer(c: Awaited<ReturnType<typeof makeCompany>>, requestId: string, body: string) {
  const r = await api('POST', `/inbox/quotes/${requestId}/messages`, { body }, c.owner.headers);
  expect(r.statusCode).toBe(200);
  await t.drain();
  return r;
}

describe('the company answers', () => {
  it('the client gets it by mail from the conversation’s own address, with the follow link; the state is respondida', async () => {
    const { a, req } = await setup();
    const r = await answer(a, req.id, 'Podemos pasar el martes a verlo. ¿Le va bien por la mañana?');
    expect(r.json().message).toBe(CONVERSATION_TEXTS.answered);
    expect(r.json().messages).toMatchObject([
      { author: 'company', via: 'web', body: 'Podemos pasar el martes a verlo. ¿Le va bien por la mañana?' },
    ]);
    const mail = (await mailsTo(t, req.body.email)).find((m) => m.subject.includes('ha respondido'));
    expect(mail?.replyTo).toMatch(new RegExp(`^r\\+[0-9a-f]{20}@${DOMAIN.replace(/\./g, '\\.')}$`));
    expect(mail?.text).toContain('Podemos pasar el martes');
    expect(mail?.text).toContain(`/presupuestos/seguimiento/${req.follow}`);
    expect(mail?.text).toContain('Recibes este correo porque');
    expect(mail?.text).not.toContain(a.email);
    expect((await api('GET', `/inbox/quotes/${req.id}`, undefined, a.owner.headers)).json().status).toBe('respondida');
  });

  it('only a company the request reached can answer it (404 for any other)', async () => {
    const { req } = await setup();
    const other = await makeCompany(t.app);
    const r = await api('POST', `/inbox/quotes/${req.id}/messages`, { body: 'Hola' }, other.owner.headers);
    expect(r.statusCode).toBe(404);
    expect(r.json().errors).toBe(INBOX_TEXTS.notFound);
    expect((await api('POST', `/inbox/quotes/${req.id}/messages`, { body: '   ' }, other.owner.headers)).statusCode).toBe(400);
  });
});

describe('the client replies by mail (real SMTP)', () => {
  it('reaches the right conversation with the quoted text stripped; the company is told and sees the whole thread', async () => {
    const { a, b, req } = await setup();
    await answer(a, req.id, '¿Le va bien el martes?');
    await answer(b, req.id, 'Le enviamos el presupuesto mañana.');
    const toA = (await mailsTo(t, req.body.email)).find((m) => m.text.includes('martes'))?.replyTo as string;
    const info = await sendInbound({
      from: `Lucía <${req.body.email.toUpperCase()}>`,
      to: toA,
      text: 'Sí, el martes a las 10 me va bien.\n\nEl lun, 3 nov 2026 a las 10:00, Cimenta <hola@cimenta.es> escribió:\n> ¿Le va bien el martes?',
    });
    expect(info.accepted).toEqual([toA]);
    const thread = (await api('GET', `/inbox/quotes/${req.id}`, undefined, a.owner.headers)).json();
    expect(thread.messages.map((m: { author: string; body: string; via: string }) => [m.author, m.via, m.body])).toEqual([
      ['company', 'web', '¿Le va bien el martes?'],
      ['client', 'mail', 'Sí, el martes a las 10 me va bien.'],
    ]);
    expect(thread.status).toBe('vista');
    // B's conversation is untouched.
    const ofB = (await api('GET', `/inbox/quotes/${req.id}`, undefined, b.owner.headers)).json();
    expect(ofB.messages.map((m: { author: string }) => m.author)).toEqual(['company']);
    await t.drain();
    const notice = (await mailsTo(t, a.email)).find((m) => m.subject.includes('Nuevo mensaje'));
    expect(notice?.text).toContain('Sí, el martes a las 10');
    expect(notice?.text).not.toContain(req.body.email);
    expect(notice?.text).toContain('Puedes desactivarlos');
  });

  it('refuses unknown addresses at RCPT and drops replies from another sender', async () => {
    const { a, req } = await setup();
    await answer(a, req.id, '¿Le va bien el martes?');
    const toA = (await mailsTo(t, req.body.email)).find((m) => m.subject.includes('ha respondido'))?.replyTo as string;
    await expect(sendInbound({ from: req.body.email, to: `r+${'0'.repeat(20)}@${DOMAIN}`, text: 'Hola' })).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(sendInbound({ from: req.body.email, to: 'cualquiera@example.com', text: 'Hola' })).rejects.toMatchObject({
      responseCode: 550,
    });
    await sendInbound({ from: 'intruso@example.com', to: toA, text: 'Soy el cliente, de verdad' });
    const thread = (await api('GET', `/inbox/quotes/${req.id}`, undefined, a.owner.headers)).json();
    expect(thread.messages).toHaveLength(1);
  });
});

describe('the follow link', () => {
  it('shows the request and each company’s conversation; the client replies and shares the phone with one company', async () => {
    const { a, b, req } = await setup();
    await answer(a, req.id, 'Podemos ir el martes.');
    const view = await api('POST', '/quotes/follow', { token: req.follow });
    expect(view.statusCode).toBe(200);
    const v = view.json();
    expect(v).toMatchObject({ name: 'Lucía Martín', work: 'Reformas integrales · Reforma de baños', hasPhone: true });
    const byId = Object.fromEntries(v.companies.map((c: { id: string }) => [c.id, c]));
    expect(byId[a.id].messages.map((m: { body: string }) => m.body)).toEqual(['Podemos ir el martes.']);
    expect(byId[b.id].messages).toEqual([]);

    const reply = await api('POST', '/quotes/follow/messages', { token: req.follow, company: b.id, body: '¿Cuándo podrían venir?' });
    expect(reply.json().message).toBe(CONVERSATION_TEXTS.replied);
    const ofB = (await api('GET', `/inbox/quotes/${req.id}`, undefined, b.owner.headers)).json();
    expect(ofB.messages).toMatchObject([{ author: 'client', via: 'web', body: '¿Cuándo podrían venir?' }]);
    expect(ofB.phone).toBeNull();

    expect((await api('POST', '/quotes/follow/phone', { token: req.follow, company: a.id })).json().message).toBe(
      CONVERSATION_TEXTS.phoneShared,
    );
    expect((await api('GET', `/inbox/quotes/${req.id}`, undefined, a.owner.headers)).json().phone).toBe('612345678');
    expect((await api('GET', `/inbox/quotes/${req.id}`, undefined, b.owner.headers)).json().phone).toBeNull();
    expect(
      (await api('POST', '/quotes/follow', { token: req.follow })).json().companies.find((c: { id: string }) => c.id === a.id).phoneShared,
    ).toBe(true);
  });

  it('refuses a forged token and a company the request did not reach', async () => {
    const { req } = await setup();
    const [id] = req.follow.split('.');
    for (const token of [`${id}.forged`, 'nada', `${randomUUID()}.${req.follow.split('.')[1]}`]) {
      const r = await api('POST', '/quotes/follow', { token });
      expect(r.statusCode).toBe(404);
      expect(r.json().errors).toBe(QUOTE_MSG.invalidLink);
    }
    const r = await api('POST', '/quotes/follow/messages', { token: req.follow, company: randomUUID(), body: 'Hola' });
    expect(r.statusCode).toBe(404);
    expect(r.json().errors).toBe(CONVERSATION_TEXTS.notInRequest);
  });
});

describe('the inbox’s mail preferences', () => {
  it('are all on at first, saved for real, and honoured: no mail for a new message or a new request when off', async () => {
    const { b, req } = await setup();
    expect((await api('GET', '/inbox/preferences', undefined, b.owner.headers)).json()).toEqual({
      newContact: true,
      newRequest: true,
      newMessage: true,
      weeklySummary: true,
    });
    const off = { newContact: true, newRequest: false, newMessage: false, weeklySummary: false };
    const saved = await api('PUT', '/inbox/preferences', off, b.owner.headers);
    expect(saved.json()).toEqual({ message: CONVERSATION_TEXTS.preferencesSaved, preferences: off });
    expect((await api('GET', '/inbox/preferences', undefined, b.owner.headers)).json()).toEqual(off);
    const before = (await mailsTo(t, b.email)).length;
    await api('POST', '/quotes/follow/messages', { token: req.follow, company: b.id, body: '¿Cuándo podrían venir?' });
    const second = await confirmedRequest(t, [b.id]);
    await t.drain();
    expect((await mailsTo(t, b.email)).length).toBe(before);
    // Still in the inbox.
    expect((await api('GET', `/inbox/quotes/${second.id}`, undefined, b.owner.headers)).statusCode).toBe(200);
    expect((await api('PUT', '/inbox/preferences', { ...off, newMessage: 'no' }, b.owner.headers)).statusCode).toBe(400);
    // New contacts: off too; the message still lands in the inbox, and its sender still gets a copy.
    await api('PUT', '/inbox/preferences', { ...off, newContact: false }, b.owner.headers);
    const sender = `pedro.${randomUUID().slice(0, 6)}@example.es`;
    const contact = await api('POST', `/companies/${b.id}/contact`, {
      contact: { name: 'Pedro Ruiz', email: sender, message: '¿Hacen terrazas?' },
    });
    expect(contact.statusCode).toBe(200);
    await t.drain();
    expect((await mailsTo(t, b.email)).length).toBe(before);
    expect(await mailsTo(t, sender)).toHaveLength(1);
    const inbox = (await api('GET', '/inbox', undefined, b.owner.headers)).json();
    expect(inbox.items.some((i: { kind: string; name: string }) => i.kind === 'contact' && i.name === 'Pedro Ruiz')).toBe(true);
  });
});
