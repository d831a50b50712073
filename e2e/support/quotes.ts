/** Quote requests through the API (issue 20), for specs that start from a request already in an inbox. */
import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { uniqueEmail } from './account';
import { jwtSecret, latestMailTo } from './data-dir';

/** A form token issued a minute ago, signed as the server signs it (lib/signed.ts): past the minimum fill time without waiting. */
export function oldFormToken(): string {
  const issued = String(Date.now() - 60_000);
  const sig = createHmac('sha256', new TextEncoder().encode(jwtSecret())).update(`quote-form\0${issued}`).digest('base64url');
  return `${issued}.${sig}`;
}

/** The confirmation token mailed to `email` (the outbox is written by the mail queue: polled). */
export async function mailedConfirmToken(email: string): Promise<string> {
  let token = '';
  await expect
    .poll(() => {
      token = latestMailTo(email)?.match(/\/presupuestos\/confirmar\/([\w.-]+)/)?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  return token;
}

/** Sends a request (a bathroom in Madrid) to these companies through the API; the client's email. */
export async function sendQuote(request: APIRequestContext, companies: string[], over: Record<string, unknown> = {}) {
  const email = uniqueEmail('cliente');
  const res = await request.post('/api/v1/quotes', {
    data: {
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
      email,
      phone: '612345678',
      consent: true,
      website: '',
      formToken: oldFormToken(),
      ...over,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

/** Sends a request and confirms it, as the client's mail link would. */
export async function sendConfirmedQuote(request: APIRequestContext, companies: string[], over: Record<string, unknown> = {}) {
  const email = await sendQuote(request, companies, over);
  const confirm = await request.post('/api/v1/quotes/confirm', { data: { token: await mailedConfirmToken(email) } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return { email, follow: ((await confirm.json()) as { follow: string }).follow };
}
