/**
 * Denial of service (issue 8): a hostile body must not stall the server. Over a real socket,
 * deeply nested JSON is refused with a 4xx `{errors}`, without ever being parsed, while a
 * concurrent GET is still answered.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp, watchJsonParse } from './helper';

let t: TestApp;
let base: string;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = (await registerUser(t.app)).headers;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function ping(): Promise<number> {
  const r = await fetch(`${base}/api/v1/companytypes`);
  await r.text();
  return r.status;
}

describe('hostile bodies', () => {
  it('refuses millions of [ without parsing them (413 on plain JSON calls, 400 on upload calls) while another request is answered', async () => {
    const deep = '['.repeat(10_000_000);
    const parses = watchJsonParse();
    try {
      const hostile = [
        { url: '/api/v1/auth/token/refresh', headers: {} },
        { url: '/api/v1/auth/token/refresh', headers: {} },
        { url: '/api/v1/companies', headers: auth },
        { url: '/api/v1/projects', headers: auth },
      ].map(async ({ url, headers }) => {
        const r = await fetch(`${base}${url}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: deep });
        return { status: r.status, body: (await r.json()) as Record<string, unknown> };
      });
      // While the hostile bodies are being sent and handled, the server still answers.
      const during = await Promise.all([ping(), ping(), ping()]);
      const answers = await Promise.all(hostile);
      expect(during).toEqual([200, 200, 200]);
      for (const a of answers) {
        expect([400, 413]).toContain(a.status);
        expect(typeof a.body.errors).toBe('string');
      }
      expect(answers[0].status).toBe(413);
      // Parsing 10 MB of '[' held the event loop for seconds: the bodies are refused by the
      // bounds scan (which stops at depth 20) or the size limit, and never reach the parser.
      expect(parses.longest()).toBeLessThan(10_000);
    } finally {
      parses.stop();
    }
  }, 60_000);

  it('refuses JSON nested deeper than the guard allows on an upload call, in the {errors} shape', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(100)}1${'}'.repeat(100)}`,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ errors: expect.any(String) });
  });

  it('keeps plain JSON calls under a small body limit', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.es', password: 'x'.repeat(100_000) }),
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ errors: expect.any(String) });
  });
});
