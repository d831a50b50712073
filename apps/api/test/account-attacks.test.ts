/**
 * Issue 23 §2, §3, §4, §9, §10: what an attacker could do to an account through Cimenta. Password
 * guessing through any call that checks a password is throttled like logins; the lock slows an
 * attacker without locking the owner out; email changes can't mail strangers at will; links and
 * access tokens die with what they belonged to.
 */
import { MSG } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_THROTTLE } from '../src/modules/auth/service';
import { companyPayload, createTestApp, registerUser, STRONG_PASSWORD, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

const login = (email: string, password: string, remoteAddress = OWNER) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });
const changePassword = (headers: Record<string, string>, actual: string, remoteAddress = ATTACKER) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/users/password', headers, payload: { actual, new: 'Nueva2026x' }, remoteAddress });
const changeEmail = (u: { headers: Record<string, string> }, email: string, name = 'Lucía') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/users',
    headers: u.headers,
    payload: { name, lastname: 'Martín', email, password: STRONG_PASSWORD },
  });

/** The token of the last link of `kind` mailed to `to`, once the work after the answers is done. */
async function linkTo(to: string, kind: RegExp) {
  await t.drain();
  // The last mail to `to` that carries such a link: queued mails (the lock notice, the reset) may
  // go out in either order.
  const raws = t.mails.filter((m) => m.to.includes(to)).map((m) => m.raw.replace(/=\r?\n/g, ''));
  const raw = raws.findLast((r) => kind.test(r)) ?? raws.at(-1) ?? '';
  return { raw, token: kind.exec(raw)?.[1] };
}
const RESET_LINK = /\/users\/account\/recovery\/([A-Za-z0-9_-]+)/;
const CONFIRM_LINK = /\/users\/account\/email\/confirm\/([A-Za-z0-9_-]+)/;

describe('password guessing with a stolen access token (§2)', () => {
  it('PUT /users/password locks after 5 wrong guesses, like login, even for the right password', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 5; i++) expect((await changePassword(u.headers, `Mala${i}2026`)).statusCode).toBe(400);
    const right = await changePassword(u.headers, STRONG_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ errors: MSG.accountLocked });
    // The email change's password check shares the lock.
    const email = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: u.headers,
      payload: { name: 'A', lastname: 'B', email: 'otra@example.es', password: STRONG_PASSWORD },
      remoteAddress: ATTACKER,
    });
    expect(email.statusCode).toBe(429);
  });
});

describe('the lock does not lock the owner out (§3)', () => {
  it('5 failures from one address lock that address only; the owner signs in from hers', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 5; i++) expect((await login(u.email, `Mala${i}2026`, ATTACKER)).statusCode).toBe(401);
    expect((await login(u.email, STRONG_PASSWORD, ATTACKER)).statusCode).toBe(429);
    expect((await login(u.email, STRONG_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('failures from many addresses lock the account everywhere, and a password reset lifts the lock', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < ACCOUNT_THROTTLE.max; i++) await login(u.email, `Mala${i}2026`, `192.0.2.${(i % 40) + 1}`);
    const locked = await login(u.email, STRONG_PASSWORD, OWNER);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ errors: MSG.accountLocked });
    // The 429 suggests recovering the password: doing so lets the owner in.
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { email: u.email } });
    const { token } = await linkTo(u.email, RESET_LINK);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/update',
      payload: { token, password: 'Recuperada2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(u.email, 'Recuperada2026', OWNER)).statusCode).toBe(200);
  });
});

describe('no phishing mail from the platform (§4)', () => {
  it('limits email changes per account', async () => {
    const u = await registerUser(t.app);
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) answers.push((await changeEmail(u, `destino${i}.${u.id.slice(0, 6)}@example.es`)).statusCode);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.slice(5)).toEqual([429, 429]);
    const r = await changeEmail(u, `otro.${u.id.slice(0, 6)}@example.es`);
    expect(r.json()).toEqual({ errors: MSG.emailChangeThrottled });
    await t.drain();
    expect(t.mails.filter((m) => m.to.some((a) => a.startsWith('destino5.') || a.startsWith('otro.')))).toHaveLength(0);
  });

  it('limits email changes to one address from any number of accounts', async () => {
    const target = `victima.${Date.now().toString(36)}@example.es`;
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push((await changeEmail(await registerUser(t.app), target)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('writes the name into mails as one line of plain text, links defanged', async () => {
    const u = await registerUser(t.app);
    const target = `phish.${u.id.slice(0, 6)}@example.es`;
    expect((await changeEmail(u, target, 'Ana\n\nPremio: entra en https://evil.example/x\u2028www.evil.example')).statusCode).toBe(200);
    const { raw } = await linkTo(target, CONFIRM_LINK);
    expect(raw).not.toMatch(/https:\/\/evil|www\.evil|evil\.example/);
    expect(raw).toContain('Hola, Ana Premio: entra en https[:]//evil[.]example/x www[.]evil[.]example:');
  });
});

describe('links and tokens die with what they belonged to (§9, §10)', () => {
  it('confirming an email change spends the reset links sent before it', async () => {
    const u = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { email: u.email } });
    const { token: reset } = await linkTo(u.email, RESET_LINK);
    const next = `cambio.${u.id.slice(0, 6)}@example.es`;
    expect((await changeEmail(u, next)).statusCode).toBe(200);
    const { token: confirm } = await linkTo(next, CONFIRM_LINK);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/email/confirm', payload: { token: confirm } })).statusCode).toBe(200);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/update',
      payload: { token: reset, password: 'Robada2026x' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ errors: MSG.invalidResetToken });
  });

  it('an access token of a session that ended can no longer change the password or email, or delete the company', async () => {
    const u = await registerUser(t.app);
    const c = companyPayload();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: u.headers, payload: c })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: u.refresh_token } });
    const password = await changePassword(u.headers, STRONG_PASSWORD, OWNER);
    expect(password.statusCode).toBe(401);
    expect(password.json()).toEqual({ code: 401, message: 'Invalid JWT Token' });
    expect((await changeEmail(u, 'x@example.es')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/company', headers: u.headers })).statusCode).toBe(401);
    // Reading stays possible until the token expires (documented in SECURITY.md).
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: u.headers })).statusCode).toBe(200);
  });
});
