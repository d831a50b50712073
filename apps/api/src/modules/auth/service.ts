/** Sessions and credentials: argon2id passwords, access JWTs, rotating refresh tokens, reset links. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, MSG } from '@cimenta/shared';
import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../infra/config';
import type { Mailer } from '../../infra/mailer';
import { mailTemplates } from '../../infra/mail-templates';
import type { AuthUser, Tokens } from '../../lib/auth';
import { AuthError, badRequest } from '../../lib/errors';
import type { UsersRepo } from '../users/repo';
import { presentTokens } from './presenter';
import type { TokensRepo } from './repo';

export const REFRESH_TTL_MS = 30 * 24 * 3600_000;
export const RESET_TTL_MS = 3600_000;

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
};

export function authService({ users, tokens, jwt, mailer, config }: AuthDeps) {
  async function issue(user: AuthUser, familyId: string = randomUUID()) {
    const refresh = opaque();
    await tokens.addRefresh({ userId: user.id, familyId, tokenHash: sha256(refresh), expiresAt: new Date(Date.now() + REFRESH_TTL_MS) });
    return presentTokens(await jwt.sign(user), refresh);
  }

  return {
    issue,
    hashPassword: (password: string) => hash(password),
    async passwordMatches(passwordHash: string, password: string) {
      return verify(passwordHash, password).catch(() => false);
    },

    async login(email: string, password: string) {
      const user = await users.byEmail(email);
      const ok = await verify(user?.passwordHash ?? (await DUMMY_HASH), password).catch(() => false);
      if (!user || !ok) throw new AuthError(AUTH_MESSAGES.badCredentials);
      return issue(user);
    },

    async refresh(token: string) {
      const h = sha256(token);
      const fresh = await tokens.useRefresh(h);
      if (!fresh) {
        // Unknown, or already used: a reused token means it leaked; end the whole family.
        const known = await tokens.findRefresh(h);
        if (known) await tokens.revokeFamily(known.familyId);
        throw new AuthError(AUTH_MESSAGES.invalid);
      }
      if (fresh.expiresAt.getTime() < Date.now()) throw new AuthError(AUTH_MESSAGES.expired);
      const user = await users.byId(fresh.userId);
      if (!user) throw new AuthError(AUTH_MESSAGES.invalid);
      return issue(user, fresh.familyId);
    },

    /** Always succeeds from the caller's view: no account enumeration. */
    async requestReset(email: string) {
      const user = await users.byEmail(email);
      if (!user) return;
      const token = opaque();
      await tokens.addReset({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
      const link = `${config.publicUrl}/users/account/recovery/${token}`;
      await mailer.send({ to: user.email, ...mailTemplates.passwordReset({ name: user.name, link }) });
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
      await tokens.revokeUser(row.userId);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
