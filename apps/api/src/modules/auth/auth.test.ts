import { MSG } from '@cimenta/shared';
import { decodeJwt } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, STRONG_PASSWORD, type TestApp } from '../../../test/helper';
import { createTokens } from '../../lib/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });

describe('register and login', () => {
  it('registers and answers a token pair whose access token carries {user: {email, roles, id}}', async () => {
    const u = await registerUser(t.app, { email: 'Ana.Lopez@Example.es' });
    const claims = decodeJwt(u.token) as { user: { email: string; roles: string[]; id: string }; exp: number };
    expect(claims.user).toEqual({ email: 'ana.lopez@example.es', roles: ['ROLE_USER'], id: u.id });
    expect(claims.exp - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
    expect(u.refresh_token.length).toBeGreaterThan(30);
    const stored = await t.database.db.execute(sql`select password_hash from users where id = ${u.id}::uuid`);
    expect((stored.rows[0] as { password_hash: string }).password_hash).toMatch(/^\$argon2id\$/);
  });

  it('stores the privacy policy consent with its date (issue 20); without it (the SPEC §7 body) none; false is refused, nothing stored', async () => {
    const body = { name: 'Ana', lastname: 'Ruiz', password: STRONG_PASSWORD };
    expect((await post('/users', { ...body, email: 'consiente@example.es', consent: true })).statusCode).toBe(200);
    expect((await post('/users', { ...body, email: 'sin-decir@example.es' })).statusCode).toBe(200);
    const refused = await post('/users', { ...body, email: 'no-consiente@example.es', consent: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'Política de privacidad', message: MSG.consentRequired }]);
    const rows = await t.database.db.execute(
      sql`select email, consent_at is not null as consent from users where email in ('consiente@example.es', 'sin-decir@example.es', 'no-consiente@example.es') order by email`,
    );
    expect(rows.rows).toEqual([
      { email: 'consiente@example.es', consent: true },
      { email: 'sin-decir@example.es', consent: false },
    ]);
  });

  it('refuses a taken email, a weak password and a bad email, in Spanish', async () => {
    await registerUser(t.app, { email: 'dup@example.es' });
    const dup = await post('/users', { name: 'A', lastname: 'B', email: 'DUP@example.es', password: STRONG_PASSWORD });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ errors: MSG.emailTaken });
    const weak = await post('/users', { name: 'A', lastname: 'B', email: 'weak@example.es', password: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ field: 'Contraseña', message: MSG.passwordRule }]);
    const email = await post('/users', { name: 'A', lastname: '', email: 'nope', password: STRONG_PASSWORD });
    expect(email.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'Correo Electronico', message: MSG.invalidEmail },
        { field: 'Apellidos', message: MSG.required },
      ]),
    );
  });

  it('logs in by email or username, and refuses bad credentials with the catalogue message', async () => {
    await registerUser(t.app, { email: 'login@example.es' });
    const ok = await post('/auth/login', { email: 'login@example.es', password: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual(['refresh_token', 'token']);
    expect((await post('/auth/login', { username: 'LOGIN@example.es', password: STRONG_PASSWORD })).statusCode).toBe(200);
    for (const body of [
      { email: 'login@example.es', password: 'Wrong1234' },
      { email: 'nadie@example.es', password: STRONG_PASSWORD },
    ]) {
      const bad = await post('/auth/login', body);
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toEqual({ code: 401, message: 'User or password are incorrect!' });
    }
  });
});

describe('tokens', () => {
  it('answers the four 401 messages', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/users' });
    expect(none.json()).toEqual({ code: 401, message: 'JWT Token not found' });
    const garbage = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(garbage.json()).toEqual({ code: 401, message: 'Invalid JWT Token' });
    const u = await registerUser(t.app);
    const expired = await createTokens(t.app.infra.config.jwtSecret).sign({ id: u.id, email: u.email, roles: ['ROLE_USER'] }, -10);
    const exp = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${expired}` } });
    expect(exp.json()).toEqual({ code: 401, message: 'Expired JWT Token' });
    const forged = await createTokens('x'.repeat(40)).sign({ id: u.id, email: u.email, roles: ['ROLE_ADMIN'] });
    const f = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${forged}` } });
    expect(f.json()).toEqual({ code: 401, message: 'Invalid JWT Token' });
  });

  it('rotates refresh tokens; a reused one is refused and revokes its family', async () => {
    const u = await registerUser(t.app);
    const first = await post('/auth/token/refresh', { refresh_token: u.refresh_token });
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refresh_token).not.toBe(u.refresh_token);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${pair.token}` } });
    expect(me.statusCode).toBe(200);

    // Past the grace window of two tabs refreshing at once (sessions.test.ts).
    await t.database.db.execute(sql`update refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null`);
    const reuse = await post('/auth/token/refresh', { refresh_token: u.refresh_token });
    expect(reuse.statusCode).toBe(401);
    // The theft is detected: the newest token of the family is dead too.
    expect((await post('/auth/token/refresh', { refresh_token: pair.refresh_token })).statusCode).toBe(401);
    expect((await post('/auth/token/refresh', { refresh_token: 'made-up' })).statusCode).toBe(401);
    expect((await post('/auth/token/refresh', {})).statusCode).toBe(400);
  });
});

describe('profile', () => {
  it('reads and updates the profile', async () => {
    const u = await registerUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: u.headers });
    expect(me.json()).toMatchObject({ id: u.id, name: 'Lucía', lastname: 'Martín Pérez', email: u.email, company: null });
    expect(me.json()).not.toHaveProperty('passwordHash');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: u.headers,
      payload: { name: 'Lucía María', lastname: 'Martín', email: u.email },
    });
    expect(put.json().message).toBe('Perfil actualizado con exito');
    expect(put.json().user).toMatchObject({ name: 'Lucía María', lastname: 'Martín', email: u.email });
    // Changing the email: src/modules/users/email-change.test.ts.
    const other = await registerUser(t.app);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: other.headers,
      payload: { name: '', lastname: 'Y', email: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('changes the password only with the current one', async () => {
    const u = await registerUser(t.app);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/password',
      headers: u.headers,
      payload: { actual: 'Nope12345', new: 'Nueva2026x' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'Contraseña actual', message: MSG.wrongCurrentPassword }]);
    const weak = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/password',
      headers: u.headers,
      payload: { actual: STRONG_PASSWORD, new: 'short' },
    });
    expect(weak.json().errors[0].field).toBe('Nueva contraseña');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/password',
      headers: u.headers,
      payload: { actual: STRONG_PASSWORD, new: 'Nueva2026x' },
    });
    expect(ok.json()).toEqual({ message: 'Su contraseña fue actualizada' });
    expect((await post('/auth/login', { email: u.email, password: 'Nueva2026x' })).statusCode).toBe(200);
    expect((await post('/auth/login', { email: u.email, password: STRONG_PASSWORD })).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  it('mails a single-use link for a known email and says the same for an unknown one', async () => {
    const u = await registerUser(t.app, { email: 'olvido@example.es' });
    const before = t.mails.length;
    const unknown = await post('/auth/password/reset', { email: 'nadie@example.es' });
    await t.drain();
    const known = await post('/auth/password/reset', { email: 'olvido@example.es' });
    await t.drain();
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(t.mails.length).toBe(before + 1);
    const mail = t.mails.at(-1);
    expect(mail?.to).toEqual(['olvido@example.es']);
    const raw = (mail?.raw ?? '').replace(/=\r?\n/g, '');
    const token = /\/users\/account\/recovery\/([A-Za-z0-9_-]+)/.exec(raw)?.[1];
    expect(token).toBeTruthy();

    const weak = await post('/auth/password/update', { token, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    const ok = await post('/auth/password/update', { token, password: 'Recuperada2026' });
    expect(ok.json()).toEqual({ message: MSG.passwordUpdated });
    expect((await post('/auth/login', { email: u.email, password: 'Recuperada2026' })).statusCode).toBe(200);
    // Single use, and the old sessions are gone.
    const again = await post('/auth/password/update', { token, password: 'Otra2026otra' });
    expect(again.json()).toEqual({ errors: MSG.invalidResetToken });
    expect((await post('/auth/token/refresh', { refresh_token: u.refresh_token })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    await registerUser(t.app, { email: 'caducado@example.es' });
    await post('/auth/password/reset', { email: 'caducado@example.es' });
    await t.drain();
    const raw = (t.mails.at(-1)?.raw ?? '').replace(/=\r?\n/g, '');
    const token = /\/users\/account\/recovery\/([A-Za-z0-9_-]+)/.exec(raw)?.[1];
    await t.database.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`);
    const r = await post('/auth/password/update', { token, password: 'Recuperada2026' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ errors: MSG.invalidResetToken });
  });

  it('says whether a link is still usable without using it up', async () => {
    await registerUser(t.app, { email: 'comprueba@example.es' });
    await post('/auth/password/reset', { email: 'comprueba@example.es' });
    // The mail goes out after the answer (same timing whether the account exists).
    await t.drain();
    const raw = (t.mails.findLast((m) => m.to.includes('comprueba@example.es'))?.raw ?? '').replace(/=\r?\n/g, '');
    const token = /\/users\/account\/recovery\/([A-Za-z0-9_-]+)/.exec(raw)?.[1];
    const check = () => post('/auth/password/check', { token });
    // Asking twice does not consume the token.
    for (let i = 0; i < 2; i++) {
      const r = await check();
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ valid: true });
    }
    expect((await post('/auth/password/update', { token, password: 'Recuperada2026' })).statusCode).toBe(200);
    const used = await check();
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ errors: MSG.invalidResetToken });
    const unknown = await post('/auth/password/check', { token: 'no-existe' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: MSG.invalidResetToken });
    expect((await post('/auth/password/check', {})).statusCode).toBe(400);
  });

  it('says an expired link is not usable', async () => {
    await registerUser(t.app, { email: 'comprueba-caducado@example.es' });
    await post('/auth/password/reset', { email: 'comprueba-caducado@example.es' });
    // The mail goes out after the answer (same timing whether the account exists).
    await t.drain();
    const raw = (t.mails.findLast((m) => m.to.includes('comprueba-caducado@example.es'))?.raw ?? '').replace(/=\r?\n/g, '');
    const token = /\/users\/account\/recovery\/([A-Za-z0-9_-]+)/.exec(raw)?.[1];
    expect((await post('/auth/password/check', { token })).statusCode).toBe(200);
    await t.database.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`);
    const r = await post('/auth/password/check', { token });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ errors: MSG.invalidResetToken });
  });
});
