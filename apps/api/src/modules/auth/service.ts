/** Accounts and sessions: argon2id passwords, access JWTs, rotating refresh tokens, reset links. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, MSG } from '@cimenta/shared';
import { hash, verify } from '@node-rs/argon2';
import type { AppContext } from '../../context';
import { AuthError, badRequest, conflict, notFound } from '../../lib/errors';
import { usersRepo } from '../users/repo';

export const REFRESH_TTL_MS = 30 * 24 * 3600_000;
export const RESET_TTL_MS = 3600_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const opaque = () => randomBytes(32).toString('base64url');
// A hash to verify against when the email is unknown, so both paths take as long.
const DUMMY_HASH = hash('cimenta-dummy-password');

export function authService(ctx: AppContext) {
  const users = usersRepo(ctx.database.db);

  async function issue(user: { id: string; email: string; roles: string[] }, familyId: string = randomUUID()) {
    const refresh = opaque();
    await users.addRefresh({ userId: user.id, familyId, tokenHash: sha256(refresh), expiresAt: new Date(Date.now() + REFRESH_TTL_MS) });
    return { token: await ctx.tokens.sign(user), refresh_token: refresh };
  }

  return {
    users,
    async register(input: { id?: string; name: string; lastname: string; email: string; password: string }) {
      if (await users.byEmail(input.email)) throw conflict(MSG.emailTaken);
      const id = input.id ?? randomUUID();
      const ok = await users.insert({
        id,
        name: input.name,
        lastname: input.lastname,
        email: input.email,
        passwordHash: await hash(input.password),
      });
      if (!ok) throw conflict(MSG.emailTaken);
      return issue({ id, email: input.email, roles: ['ROLE_USER'] });
    },

    async login(email: string, password: string) {
      const user = await users.byEmail(email);
      const ok = await verify(user?.passwordHash ?? (await DUMMY_HASH), password).catch(() => false);
      if (!user || !ok) throw new AuthError(AUTH_MESSAGES.badCredentials);
      return issue(user);
    },

    async refresh(token: string) {
      const h = sha256(token);
      const fresh = await users.useRefresh(h);
      if (!fresh) {
        // Unknown, or already used: a reused token means it leaked; end the whole family.
        const known = await users.findRefresh(h);
        if (known) await users.revokeFamily(known.familyId);
        throw new AuthError(AUTH_MESSAGES.invalid);
      }
      if (fresh.expiresAt.getTime() < Date.now()) throw new AuthError(AUTH_MESSAGES.expired);
      const user = await users.byId(fresh.userId);
      if (!user) throw new AuthError(AUTH_MESSAGES.invalid);
      return issue(user, fresh.familyId);
    },

    async changePassword(userId: string, actual: string, next: string) {
      const user = await users.byId(userId);
      if (!user) throw notFound();
      if (!(await verify(user.passwordHash, actual).catch(() => false)))
        throw badRequest([{ field: 'Contraseña actual', message: MSG.wrongCurrentPassword }]);
      await users.setPassword(userId, await hash(next));
    },

    /** Always succeeds from the caller's view: no account enumeration. */
    async requestReset(email: string) {
      const user = await users.byEmail(email);
      if (!user) return;
      const token = opaque();
      await users.addReset({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
      const link = `${ctx.config.publicUrl}/users/account/recovery/${token}`;
      await ctx.mailer.send({
        to: user.email,
        subject: 'Recupera tu contraseña de Cimenta',
        text: [
          `Hola, ${user.name}:`,
          '',
          'Hemos recibido una solicitud para cambiar la contraseña de tu cuenta de Cimenta.',
          'Para elegir una nueva, abre este enlace (caduca en una hora y solo sirve una vez):',
          '',
          link,
          '',
          'Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
        ].join('\n'),
      });
    },

    /** Whether a recovery link is still usable, without consuming it. */
    async checkReset(token: string) {
      if (!(await users.findUsableReset(sha256(token)))) throw badRequest(MSG.invalidResetToken);
    },

    async resetPassword(token: string, password: string) {
      const row = await users.useReset(sha256(token));
      if (!row) throw badRequest(MSG.invalidResetToken);
      await users.setPassword(row.userId, await hash(password));
      await users.revokeUser(row.userId);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
