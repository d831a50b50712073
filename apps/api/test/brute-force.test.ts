/** Brute force and enumeration (issue 8): login throttled per account; register and reset answer alike. */
import { MSG } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerUser, STRONG_PASSWORD, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

describe('login throttled per account', () => {
  it('after 5 failures in 15 minutes the account answers 429 in Spanish, even with the right password, and its owner is mailed once', async () => {
    const u = await registerUser(t.app);
    const mailsBefore = t.mails.length;
    for (let i = 0; i < 5; i++) expect((await login(u.email, `Mala${i}xxxx`)).statusCode).toBe(401);
    for (const password of ['Otra1234x', STRONG_PASSWORD]) {
      const r = await login(u.email, password);
      expect(r.statusCode).toBe(429);
      expect(r.json()).toEqual({ errors: MSG.accountLocked });
    }
    await t.drain();
    const notices = t.mails.slice(mailsBefore).filter((m) => m.to.includes(u.email));
    expect(notices).toHaveLength(1);
    // Other accounts are not affected; the counts live in the database (several processes agree).
    const other = await registerUser(t.app);
    expect((await login(other.email, STRONG_PASSWORD)).statusCode).toBe(200);
    const rows = await t.database.db.execute(`select failures from login_throttles where email = '${u.email}'` as never);
    expect((rows.rows[0] as { failures: number }).failures).toBeGreaterThanOrEqual(5);
  });
});

describe('no enumeration by timing', () => {
  it('registration hashes the password whether the email is taken or not', async () => {
    const u = await registerUser(t.app);
    const spy = vi.spyOn(t.app.services.auth, 'hashPassword');
    try {
      const taken = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        payload: { name: 'A', lastname: 'B', email: u.email, password: STRONG_PASSWORD },
      });
      expect(taken.statusCode).toBe(409);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('a password reset answers before any mail is sent (a mail server that never answers does not delay it)', async () => {
    const u = await registerUser(t.app);
    let release: () => void = () => {};
    const hang = new Promise<void>((r) => {
      release = r;
    });
    const send = vi.spyOn(t.app.infra.mailer, 'send').mockImplementation(() => hang);
    try {
      const r = await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { email: u.email } });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ message: MSG.resetRequested });
    } finally {
      release();
      await t.drain();
      send.mockRestore();
    }
  });
});
