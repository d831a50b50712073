/** Hostile input that changes nothing (issue 8): NUL bytes, framework errors, secrets in logs, headers, docs. */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { MSG } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/infra/config';
import { companyPayload, createTestApp, pngDataUrl, registerUser, STRONG_PASSWORD, type TestApp } from './helper';

const logs: string[] = [];
let t: TestApp;
let auth: Record<string, string>;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp({
    demo: 2,
    logStream: new Writable({
      write(chunk, _enc, cb) {
        logs.push(String(chunk));
        cb();
      },
    }),
    extend: (app) =>
      app.get('/api/v1/test-boom', async () => {
        const cause = Object.assign(new Error('duplicate key'), { detail: 'Key (email)=(ana.secreta@example.es) already exists.' });
        throw Object.assign(
          new Error(
            'Failed query: update "users" set "password_hash" = $1 where "email" = $2\nparams: $argon2id$v=19$m=19456$c2VjcmV0,ana.secreta@example.es',
          ),
          { cause },
        );
      }),
  });
  const u = await registerUser(t.app);
  auth = u.headers;
  companyId = randomUUID();
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: auth, payload: companyPayload({ id: companyId }) }))
      .statusCode,
  ).toBe(200);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const NUL = 'a\u0000b';

describe('NUL bytes', () => {
  it('are refused with a 400 in the §8 shape on every text field, never a 500', async () => {
    const calls: { method: 'POST' | 'PUT' | 'GET'; url: string; payload?: object; headers?: Record<string, string> }[] = [
      { method: 'POST', url: '/api/v1/users', payload: { name: NUL, lastname: 'B', email: 'nul@example.es', password: STRONG_PASSWORD } },
      { method: 'POST', url: '/api/v1/auth/login', payload: { email: `x${NUL}@example.es`, password: NUL } },
      { method: 'POST', url: '/api/v1/auth/token/refresh', payload: { refresh_token: NUL } },
      { method: 'POST', url: '/api/v1/auth/password/check', payload: { token: NUL } },
      { method: 'PUT', url: '/api/v1/users', headers: auth, payload: { name: NUL, lastname: 'B', email: 'nul2@example.es' } },
      { method: 'PUT', url: `/api/v1/companies/${companyId}`, headers: auth, payload: { description: NUL } },
      { method: 'POST', url: '/api/v1/projects', headers: auth, payload: { id: randomUUID(), project: { title: NUL } } },
      {
        method: 'POST',
        url: `/api/v1/companies/${companyId}/contact`,
        payload: { contact: { name: 'A', email: 'a@example.es', message: NUL } },
      },
      { method: 'GET', url: '/api/v1/companies?search=a%00b' },
      { method: 'GET', url: '/api/v1/cities?search=a%00b' },
      // Issue 23 §8: the bracket syntax decodes once more, after the query's own guard (a 500 on both databases).
      { method: 'GET', url: '/api/v1/cities?search=[name:%2500]' },
      { method: 'GET', url: '/api/v1/activities?search=[name:%2500]' },
      { method: 'GET', url: '/api/v1/companies?search=[name:%2500]' },
    ];
    for (const c of calls) {
      const r = await t.app.inject(c);
      expect(r.statusCode, `${c.method} ${c.url}`).toBe(400);
      expect(JSON.stringify(r.json().errors), `${c.method} ${c.url}`).toContain(MSG.nulCharacter);
    }
  });

  it('name an unknown key called like an Object.prototype member by the key itself (found by the fuzz: a 500)', async () => {
    for (const url of ['/api/v1/activities?constructor=a%00b', '/api/v1/companies?toString=a%00b', '/api/v1/cities?hasOwnProperty=%00']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(400);
      expect(r.json(), url).toEqual({
        errors: [{ field: expect.stringMatching(/^(constructor|toString|hasOwnProperty)$/), message: MSG.nulCharacter }],
      });
    }
    // In a JSON body Fastify's parser already refuses such keys.
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@example.es","password":"x","constructor":{"prototype":"a\\u0000b"}}',
    });
    expect(body.statusCode).toBe(400);
    expect(typeof body.json().errors).toBe('string');
  });
});

describe('framework errors', () => {
  it('answers a bad URL and an over-long parameter in the {errors} shape, without framework codes', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/companies/%E0%A4%A' });
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${'a'.repeat(600)}` });
    for (const r of [bad, long]) {
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(Object.keys(r.json())).toEqual(['errors']);
      expect(r.body).not.toMatch(/FST_|statusCode|Bad Request/);
    }
  });

  it('answers headers over the size limit (431, written by the server socket) in the {errors} shape', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path: '/api/v1/companytypes', headers: { 'x-big': 'a'.repeat(40_000) } }, (res) => {
        let body = '';
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ errors: MSG.headersTooLarge });
  });
});

describe('logs', () => {
  it('log an unhandled error without password hashes, full emails or query parameters', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/v1/test-boom', headers: { authorization: 'Bearer secreto.del.token' } });
    expect(r.statusCode).toBe(500);
    const text = logs.join('');
    expect(text).toContain('Failed query');
    expect(text).not.toContain('ana.secreta@example.es');
    expect(text).not.toContain('$argon2id');
    expect(text).not.toContain('secreto.del.token');
  });
});

describe('headers and docs', () => {
  it('sends X-Content-Type-Options: nosniff on API answers, errors and /uploads', async () => {
    const up = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${companyId}`,
      headers: auth,
      payload: { images: [{ type: 'Logo', content: await pngDataUrl() }] },
    });
    const url = (up.json().company.images as { url: string }[])[0].url;
    for (const path of ['/api/v1/companytypes', '/api/v1/nada', url]) {
      const r = await t.app.inject({ method: 'GET', url: path });
      expect(r.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('turns /api/docs off with API_DOCS=false, and off by default in production', async () => {
    expect(loadConfig({ NODE_ENV: 'development' }, { dataDir: t.dataDir }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), API_DOCS: 'true' }).apiDocs).toBe(true);
    const off = await createTestApp({ apiDocs: false });
    try {
      for (const path of ['/api/docs', '/api/docs/json']) expect((await off.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    // It builds a second app, which a loaded machine may take longer than the default 30 s to start.
  }, 120_000);
});
