/** Access JWTs (HS256, 15 min) and the guard that reads them. */
import { AUTH_MESSAGES } from '@cimenta/shared';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AuthError } from './errors';

export const ACCESS_TTL_S = 15 * 60;

export type AuthUser = { id: string; email: string; roles: string[] };

export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user: AuthUser, ttlSeconds = ACCESS_TTL_S): Promise<string> {
      return new SignJWT({ user: { email: user.email, roles: user.roles, id: user.id } })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token: string): Promise<AuthUser> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const u = payload.user as AuthUser | undefined;
        if (!u || typeof u.id !== 'string') throw new AuthError(AUTH_MESSAGES.invalid);
        return { id: u.id, email: u.email, roles: Array.isArray(u.roles) ? u.roles : [] };
      } catch (e) {
        if (e instanceof joseErrors.JWTExpired) throw new AuthError(AUTH_MESSAGES.expired);
        if (e instanceof AuthError) throw e;
        throw new AuthError(AUTH_MESSAGES.invalid);
      }
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1].trim() : null;
}
