import { MSG } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

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
