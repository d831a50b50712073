import { randomUUID } from 'node:crypto';
import { MSG, PUBLIC_TEXTS } from '@cimenta/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp({ demo: 5, rateLimit: true });
  const r = await t.app.inject({ method: 'GET', url: '/api/v1/companies?perPage=1' });
  companyId = r.json().items[0].id;
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (id: string, body: string, contentType = 'application/x-www-form-urlencoded', remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/company/${id}/contacto`, headers: { 'content-type': contentType }, payload: body, remoteAddress });

async function stored(email: string) {
  const r = await t.database.db.execute(sql`select count(*)::int as n from contact_messages where email = ${email}`);
  return (r.rows[0] as { n: number }).n;
}

describe('POST /company/{id}/contacto (the contact form without JavaScript)', () => {
  it('sends the message and redirects to the company page without personal data in the URL', async () => {
    const before = t.mails.length;
    const r = await post(
      companyId,
      form({ name: 'Lucía Pérez', email: 'lucia@example.es', phone: '', message: 'Presupuesto para un baño.', consent: 'on' }),
    );
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe(`/company/${companyId}?contacto=enviado#contacto`);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(await stored('lucia@example.es')).toBe(1);
    // Mail goes through the job queue, as the API call's does.
    await t.drain();
    // The company's mail and the sender's copy (issue 20).
    expect(t.mails.length).toBe(before + 2);
  });

  it('refuses a message without the privacy policy accepted, keeping what was typed and the box to tick (issue 20)', async () => {
    const r = await post(companyId, form({ name: 'Sin Casilla', email: 'sin.casilla@example.es', message: 'Hola, quiero un presupuesto.' }));
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain(`Política de privacidad: ${MSG.consentRequired}`);
    expect(r.body).toContain('value="sin.casilla@example.es"');
    expect(r.body).toMatch(/<input type="checkbox" name="consent" required>/);
    expect(r.body).toContain('href="/legal/politica-de-privacidad.pdf"');
    expect(await stored('sin.casilla@example.es')).toBe(0);
  });

  it('refuses a bad message with a Spanish page that keeps what was typed (400, escaped)', async () => {
    const r = await post(companyId, form({ name: '<b>Ana</b>', email: 'no-es-correo', message: '' }));
    expect(r.statusCode).toBe(400);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toContain('<html lang="es">');
    expect(r.body).toContain(PUBLIC_TEXTS.company.contactErrorTitle);
    expect(r.body).toContain('value="&lt;b&gt;Ana&lt;/b&gt;"');
    expect(r.body).not.toContain('<b>Ana</b>');
    expect(r.body).toContain('value="no-es-correo"');
    expect(r.body).toMatch(/Correo electr[oó]nico/);
    expect(r.body).toContain(`action="/company/${companyId}/contacto"`);
    expect(await stored('no-es-correo')).toBe(0);
  });

  it('answers 404 pages for an unknown or malformed company, never a 500', async () => {
    for (const id of [randomUUID(), 'no-es-un-id', '%00']) {
      const r = await post(id, form({ name: 'A', email: 'a@example.es', message: 'Hola' }));
      expect(r.statusCode).toBe(404);
      expect(r.body).toContain(MSG.companyNotFound);
    }
  });

  it('refuses NUL characters and bodies that are not forms with a page, not JSON', async () => {
    const nul = await post(companyId, form({ name: 'A\u0000', email: 'a@example.es', message: 'Hola' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.body).toContain(MSG.nulCharacter);
    const json = await post(companyId, '{"name":"A"}', 'application/json');
    expect(json.statusCode).toBe(400);
    expect(json.headers['content-type']).toContain('text/html');
    const big = await post(companyId, form({ name: 'A', email: 'a@example.es', message: 'x'.repeat(70_000) }));
    expect(big.statusCode).toBe(413);
    expect(big.headers['content-type']).toContain('text/html');
  });

  it('is rate limited like the API call, with a page', async () => {
    const codes: number[] = [];
    // Its own address: the other tests' posts count under 127.0.0.1.
    const hola = form({ name: 'A', email: 'a@example.es', message: 'Hola' });
    for (let i = 0; i < 12; i++) codes.push((await post(randomUUID(), hola, undefined, '10.9.9.9')).statusCode);
    expect(codes).toContain(429);
    const last = await post(companyId, hola, undefined, '10.9.9.9');
    expect(last.statusCode).toBe(429);
    expect(last.body).toContain(MSG.tooManyRequests);
  });
});
