import { MSG } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_WRITE_LIMIT, RATE_LIMITS } from '../src/infra/rate-limits';
import { companyPayload, createTestApp, registerUser, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: true });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('slows down password guessing with a Spanish 429, leaving public reads alone', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: `a${i}@example.es`, password: `x${i}` },
      });
      codes.push(r.statusCode);
      if (r.statusCode === 429) expect(r.json()).toEqual({ errors: MSG.tooManyRequests });
    }
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
    for (let i = 0; i < 30; i++) expect((await t.app.inject({ method: 'GET', url: '/api/v1/companytypes' })).statusCode).toBe(200);
  });
});

describe('anonymous look-ups (issue 23 §12)', () => {
  it('limits town look-ups per address', async () => {
    const ask = () => t.app.inject({ method: 'GET', url: '/api/v1/cities?search=[name:zzqx]', remoteAddress: '192.0.2.99' });
    let last = 0;
    for (let i = 0; i <= RATE_LIMITS.lookup.max; i++) last = (await ask()).statusCode;
    expect(last).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cities?search=[name:zzqx]', remoteAddress: '192.0.2.100' })).statusCode).toBe(
      200,
    );
  });
});

describe('writes per account (issue 23 §6)', () => {
  it('counts every signed write of one account together, and leaves other accounts alone', async () => {
    const u = await registerUser(t.app);
    const c = companyPayload();
    const codes = [(await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: u.headers, payload: c })).statusCode];
    for (let i = 1; i < ACCOUNT_WRITE_LIMIT.max + 2; i++) {
      const r =
        i % 2
          ? await t.app.inject({
              method: 'PUT',
              url: `/api/v1/companies/${c.id}`,
              headers: u.headers,
              payload: { description: `Reformas ${i} en Madrid.` },
            })
          : await t.app.inject({
              method: 'PUT',
              url: '/api/v1/users',
              headers: u.headers,
              payload: { name: `Lucía ${i}`, lastname: 'M', email: u.email },
            });
      codes.push(r.statusCode);
      if (r.statusCode === 429) expect(r.json()).toEqual({ errors: MSG.tooManyRequests });
    }
    expect(codes.slice(0, ACCOUNT_WRITE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(codes.slice(ACCOUNT_WRITE_LIMIT.max)).toEqual([429, 429]);
    // Reads of the same account, and another account's writes, go on.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: u.headers })).statusCode).toBe(200);
    const other = await registerUser(t.app);
    const r = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: other.headers,
      payload: { name: 'Ana', lastname: 'B', email: other.email },
    });
    expect(r.statusCode).toBe(200);
  });
});
