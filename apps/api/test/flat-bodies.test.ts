/**
 * Issue 23 §1: a body is bounded before anything walks it. A flat array of 12,000,000 numbers
 * (24 MB, under the upload limit) held the event loop for a minute before its 400; 64 KB of
 * anonymous 32,000-element arrays capped the server at 13 req/s. Each is refused now by the bounds
 * scan before `JSON.parse` sees it (what it cost is bounded in steps by json-guard.test.ts), while
 * a concurrent GET is answered.
 */
import type { AddressInfo } from 'node:net';
import { LIMIT_MSG, MSG } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, createTestApp, registerUser, type TestApp, watchJsonParse } from './helper';

let t: TestApp;
let base: string;
let auth: Record<string, string>;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  const u = await registerUser(t.app);
  auth = u.headers;
  const c = companyPayload();
  const r = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: auth, payload: c });
  expect(r.statusCode).toBe(200);
  companyId = c.id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Longer than any answer or lookup this file parses, far shorter than the smallest hostile body (64 KB). */
const PARSED_BOUND = 10_000;

/** A JSON array of `n` ones, built without an n-element JS array. */
const ones = (n: number) => `[${'1,'.repeat(n - 1)}1]`;

/** Sends `body` over a real socket while a concurrent GET is answered; the longest text `JSON.parse` was given meanwhile. */
async function sendWhile(method: string, url: string, body: string, headers: Record<string, string> = {}) {
  const parses = watchJsonParse();
  try {
    const hostile = fetch(`${base}${url}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body });
    const ping = fetch(`${base}/api/v1/companytypes`);
    const [r, p] = await Promise.all([hostile, ping]);
    const answer = { status: r.status, body: (await r.json()) as { errors: unknown } };
    expect(p.status).toBe(200);
    return { ...answer, parsed: parses.longest() };
  } finally {
    parses.stop();
  }
}

describe('flat and wide bodies', () => {
  it('refuses 12,000,000 activities with the field limit at once, without parsing them', async () => {
    const body = `{"activities":${ones(12_000_000)}}`;
    const r = await sendWhile('PUT', `/api/v1/companies/${companyId}`, body, auth);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'Actividades', message: LIMIT_MSG.tooMany(200) }]);
    // Parsed whole, it held the event loop for 66 s.
    expect(r.parsed).toBeLessThan(PARSED_BOUND);
  }, 60_000);

  it.each([
    ['PUT', 'cities', LIMIT_MSG.tooMany(60)],
    ['PUT', 'buildings', LIMIT_MSG.tooMany(50)],
    ['POST', 'activities', LIMIT_MSG.tooMany(200)],
  ])(
    '%s a company with a huge %s array: the field limit',
    async (method, field, message) => {
      const url = method === 'PUT' ? `/api/v1/companies/${companyId}` : '/api/v1/companies';
      const r = await sendWhile(method, url, `{"${field}":${ones(2_000_000)}}`, auth);
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([expect.objectContaining({ message })]);
      expect(r.parsed).toBeLessThan(PARSED_BOUND);
    },
    60_000,
  );

  it('bounds the images of a project and unknown fields too', async () => {
    const images = await sendWhile('POST', '/api/v1/projects', `{"project":{"images":${ones(1_000_000)}}}`, auth);
    expect(images.status).toBe(400);
    expect(images.body.errors).toEqual([expect.objectContaining({ message: LIMIT_MSG.tooMany(6) })]);
    // Anonymous: 64 KB of a field no call declares.
    const pad = await sendWhile('POST', '/api/v1/auth/email/confirm', `{"token":"x","pad":${ones(32_000)}}`);
    expect(pad.status).toBe(400);
    expect(pad.body.errors).toEqual([expect.objectContaining({ field: 'pad' })]);
    expect(Math.max(images.parsed, pad.parsed)).toBeLessThan(PARSED_BOUND);
  }, 60_000);

  it('counts every value: many small arrays and wide objects are refused in the §8 shape', async () => {
    const confirm = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/email/confirm', headers: { 'content-type': 'application/json' }, payload });
    const r = await confirm(`{"token":"x","a":[${Array.from({ length: 10 }, () => ones(900)).join(',')}]}`);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([expect.objectContaining({ message: MSG.bodyTooManyValues })]);
    const w = await confirm(`{${Array.from({ length: 300 }, (_, i) => `"k${i}":1`).join(',')}}`);
    expect(w.statusCode).toBe(400);
    expect(w.json()).toEqual({ errors: expect.anything() });
  });

  it('still accepts a full legitimate company and reads NUL characters as before', async () => {
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${companyId}`,
      headers: auth,
      payload: { activities: [201, 206, 202], cities: Array.from({ length: 52 }, (_, i) => i + 1) },
    });
    expect(ok.statusCode).toBe(200);
    const nul = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${companyId}`,
      headers: auth,
      payload: { description: 'a\u0000b' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual([expect.objectContaining({ message: MSG.nulCharacter })]);
  });
});
