/** Sessions that end when they should (issue 8). */
import { MSG } from '@cimenta/shared';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, STRONG_PASSWORD, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
const refresh = (refresh_token: string) => post('/auth/token/refresh', { refresh_token });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function resetTokenOf(raw: string | undefined) {
  return /\/users\/account\/recovery\/([A-Za-z0-9_-]+)/.exec((raw ?? '').replace(/=\r?\n/g, ''))?.[1] as string;
}

describe('sessions', () => {
  it('changing the password ends every other session and keeps the one that made the change', async () => {
    const u = await registerUser(t.app);
    const other = (await post('/auth/login', { email: u.email, password: STRONG_PASSWORD })).json();
    const r = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/password',
      headers: u.headers,
      payload: { actual: STRONG_PASSWORD, new: 'Nueva2026x' },
    });
    expect(r.json()).toEqual({ message: MSG.passwordUpdated });
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await refresh(u.refresh_token)).statusCode).toBe(200);
  });

  it('POST /auth/logout revokes the refresh token and its family; unknown tokens change nothing', async () => {
    const u = await registerUser(t.app);
    const rotated = (await refresh(u.refresh_token)).json();
    const out = await post('/auth/logout', { refresh_token: rotated.refresh_token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: MSG.loggedOut });
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await post('/auth/logout', { refresh_token: 'inventado' })).statusCode).toBe(200);
    expect((await post('/auth/logout', {})).statusCode).toBe(400);
  });

  it('using one reset link spends the other outstanding links of the user', async () => {
    const u = await registerUser(t.app);
    await post('/auth/password/reset', { email: u.email });
    await t.drain();
    const first = resetTokenOf(t.mails.at(-1)?.raw);
    await post('/auth/password/reset', { email: u.email });
    await t.drain();
    const second = resetTokenOf(t.mails.at(-1)?.raw);
    expect(first).not.toBe(second);
    expect((await post('/auth/password/update', { token: second, password: 'Recuperada2026' })).statusCode).toBe(200);
    const again = await post('/auth/password/update', { token: first, password: 'Atacante2026' });
    expect(again.json()).toEqual({ errors: MSG.invalidResetToken });
  });

  it('two concurrent refreshes with one token (two tabs) get the same new pair; a reuse after the window revokes the family', async () => {
    const u = await registerUser(t.app);
    const [a, b] = await Promise.all([refresh(u.refresh_token), refresh(u.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    const pair = a.json();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: bearer(pair.token) })).statusCode).toBe(200);
    // Past the 30 s window the same token is a leak: the family ends.
    await t.database.db.execute(sql`update refresh_tokens set used_at = now() - interval '31 seconds' where used_at is not null`);
    expect((await refresh(u.refresh_token)).statusCode).toBe(401);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
  });

  it('refuses access tokens without exp, and a user id that is not a UUID, with 401 Invalid JWT Token', async () => {
    const u = await registerUser(t.app);
    const key = new TextEncoder().encode(t.app.infra.config.jwtSecret);
    const noExp = await new SignJWT({ user: { email: u.email, roles: ['ROLE_USER'], id: u.id } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .sign(key);
    const badId = await new SignJWT({ user: { email: u.email, roles: ['ROLE_USER'], id: 'no-es-uuid' } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    for (const token of [noExp, badId]) {
      const r = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: bearer(token) });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ code: 401, message: 'Invalid JWT Token' });
    }
  });

  it('answers Cache-Control: no-store wherever tokens or private data travel', async () => {
    const u = await registerUser(t.app, { email: `cache.${Date.now()}@example.es` });
    const answers = [
      await post('/auth/login', { email: u.email, password: STRONG_PASSWORD }),
      await post('/auth/login', { email: u.email, password: 'Mala12345' }),
      await refresh(u.refresh_token),
      await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: u.headers }),
      await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: u.headers }),
      await t.app.inject({ method: 'GET', url: '/api/v1/companytypes', headers: u.headers }),
      await post('/users', { name: 'A', lastname: 'B', email: 'x@example.es', password: STRONG_PASSWORD }),
    ];
    for (const r of answers) expect(r.headers['cache-control']).toBe('no-store');
  });
});
