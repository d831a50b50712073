/** Factories of the quote-request tests (issue 20): companies, requests, their confirmation and the mails read back. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { expect } from 'vitest';
import { companyPayload, registerUser, type TestApp } from './helper';

/** A company of its own owner; the contact email is unique so its mails can be told apart. */
export async function makeCompany(app: FastifyInstance, name = 'Reformas Prueba') {
  const owner = await registerUser(app);
  const body = companyPayload({
    name: `${name} ${randomUUID().slice(0, 6)}`,
    contact: { email: `c.${randomUUID().slice(0, 8)}@empresa.es`, phone: '911223344' },
  });
  const r = await app.inject({ method: 'POST', url: '/api/v1/companies', headers: owner.headers, payload: body });
  expect(r.statusCode).toBe(200);
  return { id: body.id, name: body.name, email: body.contact.email, owner };
}

/** A valid request body to these companies (a bathroom in Madrid), with overrides. */
export function quoteRequest(app: FastifyInstance, companies: string[], over: Record<string, unknown> = {}) {
  return {
    companies,
    type: 2,
    activity: 2,
    subActivity: 206,
    province: 28,
    city: 28079,
    budget: { min: 6000, max: 12000 },
    area: 8,
    start: 'within-3-months',
    description: 'Cambiar la bañera por un plato de ducha y alicatar de nuevo el baño entero.',
    name: 'Lucía Martín',
    email: `lucia.${randomUUID().slice(0, 8)}@example.es`,
    phone: '612345678',
    consent: true,
    website: '',
    // Issued a minute ago: past any minimum fill time the tests configure.
    formToken: app.services.quotes.formToken(Date.now() - 61_000),
    ...over,
  };
}

/** The mails received for `email`, parsed. */
export async function mailsTo(t: TestApp, email: string) {
  return Promise.all(
    t.mails
      .filter((m) => m.to.includes(email))
      .map(async (m) => {
        const p = await simpleParser(m.raw);
        return { subject: p.subject ?? '', text: p.text ?? '', replyTo: p.replyTo?.text };
      }),
  );
}

/** The confirmation token mailed to `email`. */
export async function confirmToken(t: TestApp, email: string) {
  const mails = await mailsTo(t, email);
  return mails.map((m) => m.text.match(/\/presupuestos\/confirmar\/([\w.-]+)/)?.[1]).find(Boolean) as string;
}

/** Sends a request to these companies and confirms it: they have it in their inboxes. Answers its id and follow token. */
export async function confirmedRequest(t: TestApp, companies: string[], over: Record<string, unknown> = {}) {
  const body = quoteRequest(t.app, companies, over);
  const r = await t.app.inject({ method: 'POST', url: '/api/v1/quotes', payload: body });
  expect(r.statusCode).toBe(200);
  await t.drain();
  const token = await confirmToken(t, body.email);
  const c = await t.app.inject({ method: 'POST', url: '/api/v1/quotes/confirm', payload: { token } });
  expect(c.statusCode).toBe(200);
  await t.drain();
  return { id: token.split('.')[0] as string, follow: c.json().follow as string, body };
}
