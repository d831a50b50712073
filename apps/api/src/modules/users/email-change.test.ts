/**
 * Changing the account email (issue 8): the current password is required, the old address gets a
 * notice with an undo link, and the new address takes effect only once confirmed by its link.
 */
import { createHash } from 'node:crypto';
import { MSG } from '@cimenta/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, STRONG_PASSWORD, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object });
const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/users', headers, payload });
const me = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/v1/users', headers })).json();
const login = (email: string, password = STRONG_PASSWORD) => post('/auth/login', { email, password });

/** The last mail to `to` and the token of its link of `kind`, once the work after the answer is done. */
async function mailTo(to: string, kind: 'confirm' | 'undo') {
  await t.drain();
  const mail = t.mails.filter((m) => m.to.includes(to)).at(-1);
  const raw = (mail?.raw ?? '').replace(/=\r?\n/g, '');
  return { raw, token: new RegExp(`/users/account/email/${kind}/([A-Za-z0-9_-]+)`).exec(raw)?.[1] };
}

describe('email change', () => {
  it('changes name and last name at once and keeps the answer of SPEC §7 when the email stays', async () => {
    const u = await registerUser(t.app);
    const r = await put(u.headers, { name: 'Lucía María', lastname: 'Martín', email: u.email.toUpperCase() });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(MSG.profileUpdated);
    expect(r.json().user).toMatchObject({ name: 'Lucía María', lastname: 'Martín', email: u.email });
  });

  it('needs the current password to change the email, and changes nothing without it', async () => {
    const u = await registerUser(t.app);
    const none = await put(u.headers, { name: 'Otra', lastname: 'Persona', email: 'ladron@example.es' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ errors: [{ field: 'Contraseña actual', message: MSG.emailChangeNeedsPassword }] });
    const wrong = await put(u.headers, { name: 'Otra', lastname: 'Persona', email: 'ladron@example.es', password: 'Incorrecta2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: [{ field: 'Contraseña actual', message: MSG.wrongCurrentPassword }] });
    await t.drain();
    expect(await me(u.headers)).toMatchObject({ name: 'Lucía', email: u.email });
    expect(t.mails.some((m) => m.to.includes('ladron@example.es'))).toBe(false);
  });

  it('takes effect only when the link sent to the new address is opened; the old one gets a notice with an undo link', async () => {
    const u = await registerUser(t.app);
    const next = `nueva.${u.id.slice(0, 8)}@example.es`;
    const r = await put(u.headers, { name: 'Lucía', lastname: 'Martín', email: next, password: STRONG_PASSWORD });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(MSG.emailChangePending);
    expect(r.json().message.startsWith(MSG.profileUpdated)).toBe(true);
    expect(r.json().user).toMatchObject({ lastname: 'Martín', email: u.email });

    const confirm = await mailTo(next, 'confirm');
    const notice = await mailTo(u.email, 'undo');
    expect(confirm.token).toBeTruthy();
    expect(notice.token).toBeTruthy();
    expect(notice.raw).toContain(next);
    // Stored hashed: neither token is in the database as sent.
    const rows = (await t.database.db.execute(sql`select confirm_hash, undo_hash from email_changes where new_email = ${next}`)).rows as {
      confirm_hash: string;
      undo_hash: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.confirm_hash).toBe(
      createHash('sha256')
        .update(confirm.token as string)
        .digest('hex'),
    );
    expect(JSON.stringify(rows)).not.toContain(confirm.token);

    // Not yet: the account still answers to its old address.
    expect((await me(u.headers)).email).toBe(u.email);
    expect((await login(next)).statusCode).toBe(401);

    const ok = await post('/auth/email/confirm', { token: confirm.token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: MSG.emailChanged });
    expect((await me(u.headers)).email).toBe(next);
    expect((await login(next)).statusCode).toBe(200);
    expect((await login(u.email)).statusCode).toBe(401);
    // Single use.
    const again = await post('/auth/email/confirm', { token: confirm.token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: MSG.invalidEmailToken });
    expect((await post('/auth/email/confirm', { token: notice.token })).statusCode).toBe(400);
    expect((await post('/auth/email/confirm', { token: 'no-existe' })).json()).toEqual({ errors: MSG.invalidEmailToken });
  });

  it('undo restores the old email, ends every session and spends reset links, even after the change was confirmed', async () => {
    const u = await registerUser(t.app);
    const other = (await login(u.email)).json() as { refresh_token: string };
    const next = `atacante.${u.id.slice(0, 8)}@example.es`;
    await put(u.headers, { name: 'Lucía', lastname: 'Martín', email: next, password: STRONG_PASSWORD });
    const confirm = await mailTo(next, 'confirm');
    const notice = await mailTo(u.email, 'undo');
    expect((await post('/auth/email/confirm', { token: confirm.token })).statusCode).toBe(200);
    // The taker asks for a reset link at the new address.
    await post('/auth/password/reset', { email: next });
    await t.drain();
    const reset = /\/users\/account\/recovery\/([A-Za-z0-9_-]+)/.exec((t.mails.at(-1)?.raw ?? '').replace(/=\r?\n/g, ''))?.[1];
    expect(reset).toBeTruthy();

    const undo = await post('/auth/email/undo', { token: notice.token });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({ message: MSG.emailChangeUndone });
    expect((await login(u.email)).statusCode).toBe(200);
    expect((await login(next)).statusCode).toBe(401);
    expect((await post('/auth/token/refresh', { refresh_token: u.refresh_token })).statusCode).toBe(401);
    expect((await post('/auth/token/refresh', { refresh_token: other.refresh_token })).statusCode).toBe(401);
    expect((await post('/auth/password/check', { token: reset })).statusCode).toBe(400);
    // Single use.
    expect((await post('/auth/email/undo', { token: notice.token })).json()).toEqual({ errors: MSG.invalidEmailToken });
  });

  it('undo before the confirmation cancels the change; a newer request replaces an older one', async () => {
    const u = await registerUser(t.app);
    const first = `primera.${u.id.slice(0, 8)}@example.es`;
    const second = `segunda.${u.id.slice(0, 8)}@example.es`;
    await put(u.headers, { name: 'Lucía', lastname: 'Martín', email: first, password: STRONG_PASSWORD });
    const firstLink = await mailTo(first, 'confirm');
    await put(u.headers, { name: 'Lucía', lastname: 'Martín', email: second, password: STRONG_PASSWORD });
    const secondLink = await mailTo(second, 'confirm');
    const notice = await mailTo(u.email, 'undo');
    expect((await post('/auth/email/confirm', { token: firstLink.token })).statusCode).toBe(400);
    expect((await post('/auth/email/undo', { token: notice.token })).statusCode).toBe(200);
    expect((await post('/auth/email/confirm', { token: secondLink.token })).statusCode).toBe(400);
    expect((await login(u.email)).statusCode).toBe(200);
  });

  it('links expire', async () => {
    const u = await registerUser(t.app);
    const next = `caduca.${u.id.slice(0, 8)}@example.es`;
    await put(u.headers, { name: 'Lucía', lastname: 'Martín', email: next, password: STRONG_PASSWORD });
    const confirm = await mailTo(next, 'confirm');
    const notice = await mailTo(u.email, 'undo');
    await t.database.db.execute(
      sql`update email_changes set confirm_expires_at = now() - interval '1 minute', undo_expires_at = now() - interval '1 minute' where new_email = ${next}`,
    );
    expect((await post('/auth/email/confirm', { token: confirm.token })).json()).toEqual({ errors: MSG.invalidEmailToken });
    expect((await post('/auth/email/undo', { token: notice.token })).json()).toEqual({ errors: MSG.invalidEmailToken });
  });

  it('answers the same for an address of another account, and only tells that address', async () => {
    const owner = await registerUser(t.app);
    const u = await registerUser(t.app);
    const r = await put(u.headers, { name: 'Lucía', lastname: 'Martín', email: owner.email, password: STRONG_PASSWORD });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(MSG.emailChangePending);
    const toOwner = await mailTo(owner.email, 'confirm');
    expect(toOwner.raw).toContain('ya pertenece a la tuya');
    expect(toOwner.token).toBeUndefined();
    expect((await mailTo(u.email, 'undo')).token).toBeUndefined();
    expect((await me(u.headers)).email).toBe(u.email);
  });

  it('a confirmation loses to an account that took the address meanwhile (409)', async () => {
    const u = await registerUser(t.app);
    const next = `carrera.${u.id.slice(0, 8)}@example.es`;
    await put(u.headers, { name: 'Lucía', lastname: 'Martín', email: next, password: STRONG_PASSWORD });
    const confirm = await mailTo(next, 'confirm');
    await registerUser(t.app, { email: next });
    const r = await post('/auth/email/confirm', { token: confirm.token });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ errors: MSG.emailTaken });
    expect((await me(u.headers)).email).toBe(u.email);
  });
});
