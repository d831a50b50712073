/** Sessions and credentials: argon2id passwords, access JWTs, rotating refresh tokens, reset links. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, MSG } from '@cimenta/shared';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../infra/config';
import type { Mailer } from '../../infra/mailer';
import { mailTemplates } from '../../infra/mail-templates';
import { ACCESS_TTL_S, type AuthUser, type Tokens } from '../../lib/auth';
import { AuthError, badRequest, conflict, HttpError } from '../../lib/errors';
import type { UsersRepo } from '../users/repo';
import { presentTokens } from './presenter';
import type { TokensRepo } from './repo';

export const REFRESH_TTL_MS = 30 * 24 * 3600_000;
export const RESET_TTL_MS = 3600_000;
/** The link to the new address confirms a change for a day; the one to the old address undoes it for a week. */
export const EMAIL_CONFIRM_TTL_MS = 24 * 3600_000;
export const EMAIL_UNDO_TTL_MS = 7 * 24 * 3600_000;
/** Two tabs refreshing with the same token within this window both get the same new pair. */
export const REFRESH_GRACE_MS = 30_000;
/**
 * Failed password checks (login, password change, email change), issue 23: 5 within 15 minutes
 * from one source address lock that account for that address for 15 minutes; 50 from anywhere
 * lock the account everywhere for 15 minutes. An attacker on one address cannot lock the owner
 * out; a successful reset lifts every lock of the account.
 */
export const SOURCE_THROTTLE = { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
export const ACCOUNT_THROTTLE = { max: 50, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Email changes: 5 an hour per account, 3 a day to one address (each mails a stranger's address). */
export const EMAIL_CHANGE_THROTTLE = { max: 5, windowMs: 3600_000, lockMs: 3600_000 };
export const EMAIL_TO_THROTTLE = { max: 3, windowMs: 24 * 3600_000, lockMs: 24 * 3600_000 };

/** The throttle keys of a password check: the account, and the account from one source address. */
const passwordKeys = (email: string, ip: string) => ({ account: email.toLowerCase(), source: `${email.toLowerCase()} ${ip}` });

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const opaque = () => randomBytes(32).toString('base64url');

// A hash to verify against when the email is unknown, so both paths take as long.
const DUMMY_HASH = hash('cimenta-dummy-password');

export type AuthDeps = {
  users: UsersRepo;
  tokens: TokensRepo;
  jwt: Tokens;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  log: Pick<FastifyBaseLogger, 'error'>;
};

export function authService({ users, tokens, jwt, mailer, config, log }: AuthDeps) {
  /** Work done after the answer (mail), so an answer takes as long whether an account exists or not. */
  const pending = new Set<Promise<unknown>>();
  function later(task: () => Promise<unknown>) {
    const p = task()
      .catch((err) => log.error({ err }, 'tarea en segundo plano fallida'))
      .finally(() => pending.delete(p));
    pending.add(p);
  }

  /** A new session: a new refresh-token family and an access token that names it (`sid`). */
  async function issue(user: AuthUser, familyId: string = randomUUID()) {
    const refresh = opaque();
    await tokens.addRefresh({ userId: user.id, familyId, tokenHash: sha256(refresh), expiresAt: new Date(Date.now() + REFRESH_TTL_MS) });
    return presentTokens(await jwt.sign({ ...user, sid: familyId }), refresh);
  }
  /** The successor of a refresh token is derived from it (keyed): a second, concurrent refresh finds the same one. */
  const successorOf = (token: string) => jwt.derive('refresh', token);
  /** The access token issued with a rotation: the same for the same user, session and moment. */
  const accessAt = (user: AuthUser, familyId: string, at: Date) =>
    jwt.sign({ id: user.id, email: user.email, roles: user.roles, sid: familyId }, ACCESS_TTL_S, Math.floor(at.getTime() / 1000));

  async function verifiedUser(id: string): Promise<AuthUser> {
    const user = await users.byId(id);
    if (!user) throw new AuthError(AUTH_MESSAGES.invalid);
    return user;
  }

  /**
   * Checks a password against the throttles of its account and source address: 429 while
   * locked, each failure counted (the owner mailed once per lock), a success clears the source's
   * count. Answers whether it matched.
   */
  async function checkPassword(email: string, passwordHash: string | undefined, password: string, ip: string, name?: string) {
    const now = new Date();
    const keys = passwordKeys(email, ip);
    if (await tokens.lockedUntil([keys.account, keys.source], now)) throw new HttpError(429, MSG.accountLocked);
    const ok = await verify(passwordHash ?? (await DUMMY_HASH), password).catch(() => false);
    if (ok && passwordHash) {
      await tokens.clearThrottles([keys.source]);
      return true;
    }
    const source = await tokens.hit(keys.source, now, SOURCE_THROTTLE);
    const account = await tokens.hit(keys.account, now, ACCOUNT_THROTTLE);
    if ((source.notify || account.notify) && passwordHash && name !== undefined) {
      const link = `${config.publicUrl}/sign-in`;
      later(() => mailer.send({ to: email, ...mailTemplates.accountLocked({ name, link }) }));
    }
    return false;
  }

  return {
    issue,
    /** Resolves when the work started after earlier answers (mails) is done; tests and shutdown wait on it. */
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    hashPassword: (password: string) => hash(password),
    checkPassword,
    async login(email: string, password: string, ip: string) {
      const user = await users.byEmail(email);
      const ok = await checkPassword(user?.email ?? email, user?.passwordHash, password, ip, user?.name);
      if (!user || !ok) throw new AuthError(AUTH_MESSAGES.badCredentials);
      return issue(user);
    },
    /**
     * Throws 401 unless the access token's session is still live (issue 23 §10): an access token
     * outlives a logout, a password change or a reset by up to 15 minutes, so the calls that change
     * credentials or delete data ask the database.
     */
    async assertSessionLive(user: AuthUser) {
      if (!user.sid || !(await tokens.sessionLive(user.sid, new Date()))) throw new AuthError(AUTH_MESSAGES.invalid);
    },
    /** Counts an email change against its account and its new address; 429 past either limit. */
    async throttleEmailChange(userId: string, newEmail: string) {
      const now = new Date();
      const keys = [`email-change ${userId}`, `email-change-to ${newEmail.toLowerCase()}`];
      if (await tokens.lockedUntil(keys, now)) throw new HttpError(429, MSG.emailChangeThrottled);
      const [a, b] = [await tokens.hit(keys[0], now, EMAIL_CHANGE_THROTTLE), await tokens.hit(keys[1], now, EMAIL_TO_THROTTLE)];
      if (a.hits > EMAIL_CHANGE_THROTTLE.max || b.hits > EMAIL_TO_THROTTLE.max) throw new HttpError(429, MSG.emailChangeThrottled);
    },
    async refresh(token: string) {
      const h = sha256(token);
      const successor = successorOf(token);
      const now = new Date();
      const used = await tokens.rotate(h, { tokenHash: sha256(successor), expiresAt: new Date(now.getTime() + REFRESH_TTL_MS) }, now);
      if (used) return presentTokens(await accessAt(await verifiedUser(used.userId), used.familyId, now), successor);

      const known = await tokens.findRefresh(h);
      if (!known || known.revokedAt) throw new AuthError(AUTH_MESSAGES.invalid);
      if (!known.usedAt) throw new AuthError(AUTH_MESSAGES.expired);
      if (now.getTime() - known.usedAt.getTime() <= REFRESH_GRACE_MS) {
        // Two tabs with the same token: the later one gets the pair the first one got.
        const next = await tokens.findRefresh(sha256(successor));
        if (next && !next.revokedAt)
          return presentTokens(await accessAt(await verifiedUser(known.userId), known.familyId, known.usedAt), successor);
      }
      // Used again after the window: the token leaked; end the whole family.
      await tokens.revokeFamily(known.familyId);
      throw new AuthError(AUTH_MESSAGES.invalid);
    },
    /** Ends the session of a refresh token (its whole family); unknown tokens change nothing. */
    async logout(token: string) {
      const known = await tokens.findRefresh(sha256(token));
      if (known) await tokens.revokeFamily(known.familyId);
    },
    /** Ends every session of the user but `keep` (the one making a change), when known. */
    endOtherSessions: (userId: string, keep?: string) => tokens.revokeUser(userId, keep),
    /**
     * Always succeeds from the caller's view and answers at once: the lookup, the token and the
     * mail happen after the answer, so known and unknown emails take the same time.
     */
    requestReset(email: string) {
      later(async () => {
        const user = await users.byEmail(email);
        if (!user) return;
        const token = opaque();
        await tokens.addReset({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
        const link = `${config.publicUrl}/users/account/recovery/${token}`;
        await mailer.send({ to: user.email, ...mailTemplates.passwordReset({ name: user.name, link }) });
      });
    },
    /**
     * Starts an email change (the password was checked by the caller) and answers at once: whether
     * the new address belongs to another account is looked up after the answer, so the answer takes
     * the same time either way. A taken address gets a notice and nothing changes; otherwise the new
     * address gets the confirmation link and the old one a notice with the undo link.
     */
    requestEmailChange(user: { id: string; name: string; email: string }, newEmail: string) {
      later(async () => {
        if (await users.byEmail(newEmail)) {
          await mailer.send({ to: newEmail, ...mailTemplates.emailChangeTaken({ link: `${config.publicUrl}/users/account/recovery` }) });
          return;
        }
        const confirm = opaque();
        const undo = opaque();
        const now = Date.now();
        await tokens.addEmailChange({
          userId: user.id,
          oldEmail: user.email,
          newEmail,
          confirmHash: sha256(confirm),
          undoHash: sha256(undo),
          confirmExpiresAt: new Date(now + EMAIL_CONFIRM_TTL_MS),
          undoExpiresAt: new Date(now + EMAIL_UNDO_TTL_MS),
        });
        const confirmLink = `${config.publicUrl}/users/account/email/confirm/${confirm}`;
        const undoLink = `${config.publicUrl}/users/account/email/undo/${undo}`;
        await mailer.send({ to: newEmail, ...mailTemplates.emailChangeConfirm({ name: user.name, link: confirmLink }) });
        await mailer.send({ to: user.email, ...mailTemplates.emailChangeNotice({ name: user.name, newEmail, link: undoLink }) });
      });
    },
    /** Confirms an email change with the link mailed to the new address. */
    async confirmEmailChange(token: string) {
      const row = await tokens.confirmEmailChange(sha256(token), new Date());
      if (row === 'taken') throw conflict(MSG.emailTaken);
      if (!row) throw badRequest(MSG.invalidEmailToken);
      // A reset link mailed before the change must not set the password of the account now at the new address.
      await tokens.useAllResets(row.userId);
    },
    /**
     * Undoes an email change with the link mailed to the old address: the old address is back,
     * every session ends and every reset link dies (they may have gone to the other address).
     */
    async undoEmailChange(token: string) {
      const row = await tokens.undoEmailChange(sha256(token), new Date());
      if (row === 'taken') throw conflict(MSG.emailTaken);
      if (!row) throw badRequest(MSG.invalidEmailToken);
      await tokens.useAllResets(row.userId);
      await tokens.revokeUser(row.userId);
    },
    /** Whether a reset link can still be used, without using it. */
    async checkReset(token: string) {
      if (!(await tokens.findReset(sha256(token)))) throw badRequest(MSG.invalidResetToken);
      return { valid: true as const };
    },
    async resetPassword(token: string, password: string) {
      const row = await tokens.useReset(sha256(token));
      if (!row) throw badRequest(MSG.invalidResetToken);
      await users.setPassword(row.userId, await hash(password));
      // The other links mailed to the user die with this one, and so does every session.
      await tokens.useAllResets(row.userId);
      await tokens.revokeUser(row.userId);
      // Whoever could open the link owns the mailbox: the password locks of the account go.
      const user = await users.byId(row.userId);
      if (user) await tokens.clearThrottlesOf(user.email.toLowerCase());
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
