/**
 * Denial of service (issue 8): a hostile body must not stall the server. Over a real socket,
 * deeply nested JSON is refused with a 4xx `{errors}` while a concurrent GET is still answered
 * about as fast as when the server is idle.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './helper';

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

async function timedGet(): Promise<number> {
  const start = performance.now();
  const r = await fetch(`${base}/api/v1/companytypes`);
  await r.text();
  expect(r.status).toBe(200);
  return performance.now() - start;
}

describe('hostile bodies', () => {
  it('refuses millions of [ fast (413 on plain JSON calls, 400 on upload calls) while another request is answered promptly', async () => {
    // Warm up, then the same request alone: the reference.
    for (let i = 0; i < 5; i++) await timedGet();
    const alone = Math.max(...(await Promise.all([timedGet(), timedGet(), timedGet()])));

    const deep = '['.repeat(10_000_000);
    const hostile = [
      { url: '/api/v1/auth/token/refresh', headers: {} },
      { url: '/api/v1/auth/token/refresh', headers: {} },
      { url: '/api/v1/companies', headers: auth },
      { url: '/api/v1/projects', headers: auth },
    ].map(async ({ url, headers }) => {
      const r = await fetch(`${base}${url}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: deep });
      return { status: r.status, body: (await r.json()) as Record<string, unknown> };
    });
    // While the hostile bodies are being sent and processed, the server still answers.
    const during: number[] = [];
    for (let i = 0; i < 5; i++) during.push(await timedGet());
    const answers = await Promise.all(hostile);
    // Parsing 10 MB of '[' took seconds of blocked event loop before; now a ping waits a few
    // milliseconds. The bound is loose for a loaded 2-core machine.
    expect(Math.max(...during)).toBeLessThan(Math.max(3000, alone * 20));
    for (const a of answers) {
      expect([400, 413]).toContain(a.status);
      expect(typeof a.body.errors).toBe('string');
    }
    expect(answers[0].status).toBe(413);
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
