/** The company's inbox (issue 20): its own contacts and requests only, their states, the hidden phone. */
import { INBOX_TEXTS } from '@cimenta/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { confirmedRequest, makeCompany } from '../../../test/quotes-factory';

let t: TestApp;
const api = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });

/** Two companies, a request to both, one to B only and a contact to A: each test its own. */
async function setup() {
  const a = await makeCompany(t.app);
  const b = await makeCompany(t.app);
  const shared = await confirmedRequest(t, [a.id, b.id]);
  const onlyB = await confirmedRequest(t, [b.id], { description: 'Reformar la cocina entera con muebles nuevos y encimera de cuarzo.' });
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${a.id}/contact`,
    payload: { contact: { name: 'Pedro Ruiz', email: 'pedro@example.es', phone: '699000111', message: '¿Hacéis reformas de terrazas?' } },
  });
  expect(r.statusCode).toBe(200);
  const list = await api('GET', '/inbox', a.owner.headers);
  const contactOfA: string = list.json().items.find((i: { kind: string }) => i.kind === 'contact').id;
  return { a, b, shared, onlyB, contactOfA };
}

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('the list', () => {
  it('holds the company’s own contacts and requests, newest first, with counts per state', async () => {
    const { a, b, shared, onlyB, contactOfA } = await setup();
    const r = await api('GET', '/inbox', a.owner.headers);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.items.map((i: { kind: string; id: string }) => `${i.kind}:${i.id}`)).toEqual([
      `contact:${contactOfA}`,
      `quote:${shared.id}`,
    ]);
    expect(body.items[1]).toMatchObject({ name: 'Lucía Martín', status: 'nueva' });
    expect(body.items[1].summary).toContain('Cambiar la bañera');
    expect(body.counts).toEqual({ nueva: 2, vista: 0, respondida: 0, archivada: 0 });
    expect(body.total).toBe(2);
    const ofB = (await api('GET', '/inbox', b.owner.headers)).json();
    expect(ofB.items.map((i: { id: string }) => i.id).sort()).toEqual([shared.id, onlyB.id].sort());
  });

  it('a request still waiting for its email is in nobody’s inbox', async () => {
    const { a } = await setup();
    const before = (await api('GET', '/inbox/counts', a.owner.headers)).json();
    const { quoteRequest } = await import('../../../test/quotes-factory');
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/quotes', payload: quoteRequest(t.app, [a.id]) });
    expect(r.statusCode).toBe(200);
    expect((await api('GET', '/inbox/counts', a.owner.headers)).json()).toEqual(before);
  });

  it('a user without a company gets a 404, and no session a 401', async () => {
    const stranger = await registerUser(t.app);
    expect((await api('GET', '/inbox', stranger.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/inbox' })).statusCode).toBe(401);
  });
});

describe('one item', () => {
  it('opening a request marks it seen, shows the work but neither the client’s email nor phone', async () => {
    const { b, onlyB } = await setup();
    const r = await api('GET', `/inbox/quotes/${onlyB.id}`, b.owner.headers);
    expect(r.statusCode).toBe(200);
    const q = r.json();
    expect(q).toMatchObject({ name: 'Lucía Martín', phone: null, status: 'vista', area: 8, companies: 1 });
    expect(q.work).toBe('Reformas integrales · Reforma de baños');
    expect(q.place).toBe('Madrid (Madrid)');
    expect(r.body).not.toContain(onlyB.body.email);
    expect(r.body).not.toContain('612345678');
    expect((await api('GET', '/inbox/counts', b.owner.headers)).json().vista).toBe(1);
  });

  it('the phone shows to a company once the client shared it with that company only', async () => {
    const { a, b, shared } = await setup();
    await t.database.db.execute(
      sql.raw(`update quote_request_companies set phone_shared_at = now() where request_id = '${shared.id}' and company_id = '${a.id}'`),
    );
    expect((await api('GET', `/inbox/quotes/${shared.id}`, a.owner.headers)).json().phone).toBe('612345678');
    expect((await api('GET', `/inbox/quotes/${shared.id}`, b.owner.headers)).json().phone).toBeNull();
  });

  it('a contact keeps the email and phone its sender wrote', async () => {
    const { a, contactOfA } = await setup();
    const r = await api('GET', `/inbox/contacts/${contactOfA}`, a.owner.headers);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ name: 'Pedro Ruiz', email: 'pedro@example.es', phone: '699000111', status: 'vista' });
  });

  it('states set by hand: archived, back to new', async () => {
    const { a, shared } = await setup();
    const put = (status: string) => api('PUT', `/inbox/quotes/${shared.id}/status`, a.owner.headers, { status });
    expect((await put('archivada')).json()).toEqual({ message: INBOX_TEXTS.statusSaved, status: 'archivada' });
    const archived = (await api('GET', '/inbox?status=archivada', a.owner.headers)).json();
    expect(archived.items.map((i: { id: string }) => i.id)).toEqual([shared.id]);
    expect(archived.total).toBe(1);
    expect((await put('nueva')).statusCode).toBe(200);
    // `respondida` comes from answering, not from a click.
    expect((await put('respondida')).statusCode).toBe(400);
    expect((await api('GET', '/inbox?status=leida', a.owner.headers)).statusCode).toBe(400);
  });
});

describe('another company’s items (IDOR)', () => {
  it('cannot be read nor changed: 404 like a missing one, nothing changed', async () => {
    const { a, b, onlyB, contactOfA } = await setup();
    const reads = [
      api('GET', `/inbox/quotes/${onlyB.id}`, a.owner.headers),
      api('GET', `/inbox/contacts/${contactOfA}`, b.owner.headers),
      api('PUT', `/inbox/quotes/${onlyB.id}/status`, a.owner.headers, { status: 'archivada' }),
      api('PUT', `/inbox/contacts/${contactOfA}/status`, b.owner.headers, { status: 'archivada' }),
    ];
    for (const r of await Promise.all(reads)) {
      expect(r.statusCode).toBe(404);
      expect(r.json().errors).toBe(INBOX_TEXTS.notFound);
    }
    const states = await t.database.db.execute(
      sql.raw(
        `select status from quote_request_companies where request_id = '${onlyB.id}' union all select status from contact_messages where id = ${contactOfA}`,
      ),
    );
    expect(states.rows.map((r) => (r as { status: string }).status)).not.toContain('archivada');
  });

  it('bad ids are 400s, unknown ones 404s', async () => {
    const { a } = await setup();
    expect((await api('GET', '/inbox/quotes/nada', a.owner.headers)).statusCode).toBe(400);
    expect((await api('GET', '/inbox/contacts/abc', a.owner.headers)).statusCode).toBe(400);
    expect((await api('GET', '/inbox/contacts/999999', a.owner.headers)).statusCode).toBe(404);
  });
});
