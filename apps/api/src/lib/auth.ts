/** Access JWTs (HS256, 15 min) and the guard that reads them. */
import { createHmac } from 'node:crypto';
import { AUTH_MESSAGES } from '@cimenta/shared';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AuthError } from './errors';

export const ACCESS_TTL_S = 15 * 60;

/** `sid`: the refresh-token family (the session) the access token was issued with. */
export type AuthUser = { id: string; email: string; roles: string[]; sid?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    /**
     * Signs an access token. With the same user, session and `issuedAt` (seconds) it answers
     * the same token (HS256 is deterministic): the refresh grace window relies on it.
     */
    async sign(user: AuthUser, ttlSeconds = ACCESS_TTL_S, issuedAt = Math.floor(Date.now() / 1000)): Promise<string> {
      return new SignJWT({ user: { email: user.email, roles: user.roles, id: user.id }, ...(user.sid ? { sid: user.sid } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token: string): Promise<AuthUser> {
      try {
        // A token without `exp` would never end.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const u = payload.user as AuthUser | undefined;
        if (!u || typeof u.id !== 'string' || !UUID.test(u.id)) throw new AuthError(AUTH_MESSAGES.invalid);
        const sid = typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : undefined;
        return { id: u.id, email: String(u.email ?? ''), roles: Array.isArray(u.roles) ? u.roles : [], ...(sid ? { sid } : {}) };
      } catch (e) {
        if (e instanceof joseErrors.JWTExpired) throw new AuthError(AUTH_MESSAGES.expired);
        if (e instanceof AuthError) throw e;
        throw new AuthError(AUTH_MESSAGES.invalid);
      }
    },
    /** A keyed, deterministic function of a secret value (the successor of a refresh token). */
    derive(purpose: string, value: string): string {
      return createHmac('sha256', key).update(`${purpose}\0${value}`).digest('base64url');
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
