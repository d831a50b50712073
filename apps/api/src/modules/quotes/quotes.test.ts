/** Quote requests (issue 20): a pending request, its email confirmed by a signed link, then the companies' mails. */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FIELD_LABELS, QUOTE_MSG } from '@cimenta/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, pngDataUrl, type TestApp } from '../../../test/helper';
import {
  confirmToken as confirmTokenOf,
  makeCompany as makeFactoryCompany,
  mailsTo as mailsToOf,
  quoteRequest,
} from '../../../test/quotes-factory';
import { signedTokens } from '../../lib/signed';

let t: TestApp;
let ids: string[];

beforeAll(async () => {
  // A minute to fill the form: tests that want to pass sign a token issued earlier.
  t = await createTestApp({
    configure: (c) => {
      c.quoteMinFillMs = 60_000;
    },
  });
  ids = [];
}, 60_000);
afterAll(() => t.close());

const oldEnough = () => t.app.services.quotes.formToken(Date.now() - 61_000);
const request = (companies: string[], over: Record<string, unknown> = {}) => quoteRequest(t.app, companies, over);
const makeCompany = (app = t.app) => makeFactoryCompany(app);

const post = (payload: unknown, remoteAddress?: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/v1/quotes', payload: payload as object, ...(remoteAddress ? { remoteAddress } : {}) });
const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/quotes/confirm', payload: { token } });

const mailsTo = (email: string) => mailsToOf(t, email);
const confirmToken = (email: string) => confirmTokenOf(t, email);
const row = async (q: string) => (await t.database.db.execute(sql.raw(q))).rows[0] as Record<string, unknown>;

describe('a request', () => {
  it('waits for the email: only the client hears of it, with consent stored', async () => {
    const cs = [await makeCompany(), await makeCompany(), await makeCompany()];
    ids = cs.map((c) => c.id);
    const body = request(ids);
    const r = await post(body);
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(QUOTE_MSG.pendingConfirmation);
    await t.drain();
    for (const c of cs) expect(await mailsTo(c.email)).toEqual([]);
    const [mail] = await mailsTo(body.email);
    expect(mail?.subject).toContain('Confirma tu solicitud');
    for (const c of cs) expect(mail?.text).toContain(c.name);
    expect(mail?.text).toContain('Recibes este correo porque');
    const stored = await row(`select consent_at, confirmed_at, phone from quote_requests where email = '${body.email}'`);
    expect(stored.consent_at).toBeTruthy();
    expect(stored.confirmed_at).toBeNull();
    expect(stored.phone).toBe('612345678');
  });

  it('confirmed by its link, reaches each picked company once, without the client’s email or phone', async () => {
    const cs = [await makeCompany(), await makeCompany()];
    const body = request(cs.map((c) => c.id));
    expect((await post(body)).statusCode).toBe(200);
    await t.drain();
    const token = await confirmToken(body.email);
    const r = await confirm(token);
    expect(r.statusCode).toBe(200);
    expect(
      r
        .json()
        .companies.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual(cs.map((c) => c.id).sort());
    await t.drain();
    for (const c of cs) {
      const mails = await mailsTo(c.email);
      expect(mails).toHaveLength(1);
      const text = mails[0]?.text ?? '';
      expect(text).toContain('Cambiar la bañera');
      expect(text).toContain('Reforma de baños');
      expect(text).toContain('Madrid');
      expect(text).toContain('/my-profile/solicitudes');
      expect(text).toContain('Recibes este correo porque');
      expect(text).not.toContain(body.email);
      expect(text).not.toContain('612');
      expect(mails[0]?.replyTo).toBeUndefined();
    }
    const client = await mailsTo(body.email);
    const done = client.find((m) => m.subject.includes('ha llegado a 2 empresas'));
    expect(done).toBeTruthy();
    for (const c of cs) expect(done?.text).toContain(`/company/${c.id}`);
    expect(done?.text).toContain(`/presupuestos/seguimiento/${r.json().follow}`);
    expect(done?.text).toContain('Para dejar de recibir');
    // Single use.
    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toBe(QUOTE_MSG.alreadyConfirmed);
    await t.drain();
    for (const c of cs) expect(await mailsTo(c.email)).toHaveLength(1);
  });

  it('refuses a forged, altered or expired confirmation link', async () => {
    const body = request([(await makeCompany()).id]);
    expect((await post(body)).statusCode).toBe(200);
    await t.drain();
    const token = await confirmToken(body.email);
    const [id, exp, sig] = token.split('.');
    expect((await confirm(`${id}.${Number(exp) + 1}.${sig}`)).statusCode).toBe(404);
    expect((await confirm(`${randomUUID()}.${exp}.${sig}`)).statusCode).toBe(404);
    // Signed right, but for the form and not for a confirmation.
    expect((await confirm(signedTokens(t.app.infra.jwt).sign('quote-form', [id as string, exp as string]))).statusCode).toBe(404);
    const expired = signedTokens(t.app.infra.jwt).sign('quote-confirm', [id as string, String(Date.now() - 1000)]);
    const r = await confirm(expired);
    expect(r.statusCode).toBe(404);
    expect(r.json().errors).toBe(QUOTE_MSG.invalidLink);
    expect((await row(`select confirmed_at from quote_requests where id = '${id}'`)).confirmed_at).toBeNull();
  });

  it('keeps up to 5 photos private and shows them only through signed links that expire', async () => {
    const c = await makeCompany();
    const png = await pngDataUrl();
    const body = request([c.id], { images: Array.from({ length: 5 }, () => ({ content: png })) });
    expect((await post(body)).statusCode).toBe(200);
    const stored = await row(`select id, images from quote_requests where email = '${body.email}'`);
    const images = stored.images as string[];
    expect(images).toHaveLength(5);
    for (const url of images) expect(url).toMatch(new RegExp(`^/private/quotes/${stored.id}/[0-9a-f-]{36}\\.webp$`));
    // In the private store, nothing under /uploads.
    expect(readdirSync(join(t.dataDir, 'private', 'quotes', String(stored.id)))).toHaveLength(5);
    expect(existsSync(join(t.dataDir, 'uploads', 'quotes', String(stored.id)))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: (images[0] as string).replace('/private/', '/uploads/') })).statusCode).toBe(404);
    await t.drain();
    expect((await confirm(await confirmToken(body.email))).statusCode).toBe(200);
    await t.drain();
    const [mail] = await mailsTo(c.email);
    const links = [...(mail?.text ?? '').matchAll(/https?:\/\/\S+(\/api\/v1\/quote-photos\/[\w.-]+)/g)].map((m) => m[1] as string);
    expect(links).toHaveLength(5);
    const photo = await t.app.inject({ method: 'GET', url: links[0] as string });
    expect(photo.statusCode, `${links[0]} ${photo.body.slice(0, 200)}`).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, max-age=86400');
    expect(photo.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    // A link altered, or signed for another purpose, or expired, opens nothing.
    const token = (links[0] as string).split('/').pop() as string;
    const tampered = token.replace(/.$/, (ch) => (ch === 'a' ? 'b' : 'a'));
    const [req, ph] = token.split('.') as [string, string];
    const sign = signedTokens(t.app.infra.jwt);
    for (const bad of [
      tampered,
      sign.sign('quote-follow', [req, ph, String(Math.floor(Date.now() / 1000) + 3600)]),
      sign.sign('quote-photo', [req, ph, String(Math.floor(Date.now() / 1000) - 1)]),
      sign.sign('quote-photo', [req, randomUUID(), String(Math.floor(Date.now() / 1000) + 3600)]),
      'x'.repeat(400),
    ]) {
      const r = await t.app.inject({ method: 'GET', url: `/api/v1/quote-photos/${bad}` });
      expect(r.statusCode).toBe(404);
      expect(r.json().errors).toBe(QUOTE_MSG.invalidLink);
    }
    // The company's inbox shows the same photos by links of its own, relative, that open them.
    const item = await t.app.inject({ method: 'GET', url: `/api/v1/inbox/quotes/${stored.id}`, headers: c.owner.headers });
    expect(item.statusCode).toBe(200);
    const shown = item.json().photos as string[];
    expect(shown).toHaveLength(5);
    for (const url of shown) expect(url).toMatch(/^\/api\/v1\/quote-photos\/[\w-]+\.[\w-]+\.\d+\.[\w-]+$/);
    expect((await t.app.inject({ method: 'GET', url: shown[4] as string })).statusCode).toBe(200);
    const six = await post(request([c.id], { images: Array.from({ length: 6 }, () => ({ content: png })) }));
    expect(six.statusCode).toBe(400);
  });

  it('a company hidden before the confirmation does not receive it', async () => {
    const [a, b] = [await makeCompany(), await makeCompany()];
    const body = request([a.id, b.id]);
    expect((await post(body)).statusCode).toBe(200);
    await t.database.db.execute(sql.raw(`update companies set hidden_at = now() where id = '${b.id}'`));
    await t.drain();
    const r = await confirm(await confirmToken(body.email));
    expect(r.statusCode).toBe(200);
    expect(r.json().companies.map((c: { id: string }) => c.id)).toEqual([a.id]);
    await t.drain();
    expect(await mailsTo(a.email)).toHaveLength(1);
    expect(await mailsTo(b.email)).toEqual([]);
    expect((await row(`select count(*)::int as n from quote_request_companies where company_id = '${b.id}'`)).n).toBe(0);
  });
});

describe('the purge of unconfirmed requests', () => {
  const age = (id: unknown, days: number) =>
    t.database.db.execute(
      sql`update quote_requests set created_at = now() - make_interval(days => ${days}) where id = ${String(id)}::uuid`,
    );
  const folder = (id: unknown) => join(t.dataDir, 'private', 'quotes', String(id));
  const exists = async (id: unknown) =>
    (await t.database.db.execute(sql`select 1 from quote_requests where id = ${String(id)}::uuid`)).rows.length === 1;

  it('deletes those older than the link, with their photos, and keeps the rest', async () => {
    const c = await makeCompany();
    const png = await pngDataUrl();
    const oldBody = request([c.id], { images: [{ content: png }, { content: png }] });
    expect((await post(oldBody)).statusCode).toBe(200);
    const old = await row(`select id from quote_requests where email = '${oldBody.email}'`);
    await t.drain();
    expect(readdirSync(folder(old.id)).length).toBeGreaterThanOrEqual(2);
    const recentBody = request([c.id], { images: [{ content: png }] });
    expect((await post(recentBody)).statusCode).toBe(200);
    const recent = await row(`select id from quote_requests where email = '${recentBody.email}'`);
    const confirmedBody = request([c.id]);
    expect((await post(confirmedBody)).statusCode).toBe(200);
    await t.drain();
    const oldToken = await confirmToken(oldBody.email);
    expect((await confirm(await confirmToken(confirmedBody.email))).statusCode).toBe(200);
    const confirmed = await row(`select id from quote_requests where email = '${confirmedBody.email}'`);
    await age(old.id, 8);
    await age(recent.id, 6);
    await age(confirmed.id, 30);

    expect(await t.app.services.quotes.purgePending()).toBeGreaterThanOrEqual(1);
    expect(await exists(old.id)).toBe(false);
    expect(existsSync(folder(old.id))).toBe(false);
    expect((await row(`select count(*)::int as n from quote_request_companies where request_id = '${old.id}'`)).n).toBe(0);
    // Its link says what an expired one says.
    expect((await confirm(oldToken)).statusCode).toBe(404);
    expect(await exists(recent.id)).toBe(true);
    expect(readdirSync(folder(recent.id)).length).toBeGreaterThanOrEqual(1);
    expect(await exists(confirmed.id)).toBe(true);
    // Nothing left to do.
    expect(await t.app.services.quotes.purgePending()).toBe(0);
  });

  it('runs from the daily job', async () => {
    const c = await makeCompany();
    const body = request([c.id]);
    expect((await post(body)).statusCode).toBe(200);
    const pending = await row(`select id from quote_requests where email = '${body.email}'`);
    await age(pending.id, 8);
    await t.app.infra.jobs.send('quote-purge', { day: new Date().toISOString().slice(0, 10) });
    await t.drain();
    expect(await exists(pending.id)).toBe(false);
  });
});

describe('refused', () => {
  // A company of their own when they run before the first test (shuffled).
  beforeAll(async () => {
    if (!ids.length) ids = [(await makeCompany()).id];
  });
  const count = async () => Number((await row('select count(*)::int as n from quote_requests')).n);

  it.each([
    ['no company', { companies: [] }, QUOTE_MSG.companiesRequired],
    ['four companies', { companies: [randomUUID(), randomUUID(), randomUUID(), randomUUID()] }, QUOTE_MSG.companiesMax],
    ['a company twice', 'twice', QUOTE_MSG.companiesRepeated],
    ['no consent', { consent: false }, 'Debes aceptar'],
    ['consent missing', { consent: undefined }, 'Debes aceptar'],
    ['a sub-activity of another activity', { subActivity: 301 }, QUOTE_MSG.subActivityNotOfActivity],
    ['a sub-activity as the activity', { activity: 206, subActivity: undefined }, QUOTE_MSG.activityNotMain],
    ['a city of another province', { province: 8 }, 'La ciudad no pertenece a la provincia'],
    ['min budget over max', { budget: { min: 9000, max: 100 } }, 'presupuesto mínimo'],
    ['a short description', { description: 'Baño' }, 'Mínimo'],
    ['an unknown start', { start: 'ayer' }, ''],
  ])('%s', async (_, over, message) => {
    const before = await count();
    const c = ids[0] as string;
    const body = over === 'twice' ? request([c, c]) : request([c], over as Record<string, unknown>);
    const r = await post(body);
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json().errors)).toContain(message);
    expect(await count()).toBe(before);
  });

  it('an unknown or hidden company', async () => {
    const hidden = await makeCompany();
    await t.database.db.execute(sql.raw(`update companies set hidden_at = now() where id = '${hidden.id}'`));
    for (const companies of [[randomUUID()], [ids[0], hidden.id]]) {
      const r = await post(request(companies as string[]));
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual([{ field: FIELD_LABELS.companies, message: QUOTE_MSG.companyUnavailable }]);
    }
  });

  it('a filled honeypot, stored nowhere and mailed to nobody', async () => {
    const before = await count();
    const body = request([ids[0] as string], { website: 'http://spam.example' });
    const r = await post(body);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toBe(QUOTE_MSG.rejected);
    await t.drain();
    expect(await mailsTo(body.email)).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('a form sent too fast, a forged or stale form token', async () => {
    const fresh = (await t.app.inject({ method: 'GET', url: '/api/v1/quotes/form-token' })).json().token;
    const tooFast = await post(request([ids[0] as string], { formToken: fresh }));
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json().errors).toBe(QUOTE_MSG.tooFast);
    const [at] = oldEnough().split('.');
    for (const formToken of [`${at}.forged`, 'nada', t.app.services.quotes.formToken(Date.now() - 2 * 24 * 3600_000)]) {
      const r = await post(request([ids[0] as string], { formToken }));
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toBe(QUOTE_MSG.formExpired);
    }
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  let company: string;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimit: true,
      configure: (c) => {
        c.quoteMinFillMs = 0;
      },
    });
    company = (await makeCompany(limited.app)).id;
  }, 60_000);
  afterAll(() => limited.close());

  it('per email, whatever the address it comes from', async () => {
    const email = `mucho.${randomUUID().slice(0, 6)}@example.es`;
    const body = () => request([company], { email, formToken: limited.app.services.quotes.formToken() });
    for (let i = 0; i < 5; i++) expect((await post(body(), `10.1.0.${i + 1}`, limited.app)).statusCode).toBe(200);
    const r = await post(body(), '10.1.0.99', limited.app);
    expect(r.statusCode).toBe(429);
    expect(r.json().errors).toBe(QUOTE_MSG.tooManyForEmail);
    // Another email from the same address still passes.
    expect(
      (await post(request([company], { formToken: limited.app.services.quotes.formToken() }), '10.1.0.99', limited.app)).statusCode,
    ).toBe(200);
  });

  it('per address, whatever the email', async () => {
    const send = () => post(request([company], { formToken: limited.app.services.quotes.formToken() }), '10.2.0.1', limited.app);
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
