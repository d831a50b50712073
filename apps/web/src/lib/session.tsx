/**
 * Session of SPEC §4: logged in while an access token is stored; the user comes from the
 * token's claims, so a reload needs no call. The profile (GET /users) is fetched on demand.
 */
import type { TokenClaims } from '@cimenta/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { decodeJwt } from 'jose';
import { type ReactNode, useCallback, useMemo, useSyncExternalStore } from 'react';
import { type Session, SessionContext, useSession } from './session-context';
import { paths } from '../config/paths';
import { revokeSession } from './api';
import { callApi, callKey } from './api-client';
import { navigateTo } from './navigation';
import { clearStorage, getToken, setTokens, subscribeTokens, type TokenPair } from './storage';

export type SessionUser = TokenClaims['user'];

export type { Session } from './session-context';

/** Reads the user out of a token; `null` when the token cannot be decoded. */
export function decodeUser(token: string | null): SessionUser | null {
  if (!token) return null;
  try {
    const claims = decodeJwt<Partial<TokenClaims>>(token);
    const u = claims.user;
    if (!u || typeof u.id !== 'string') return null;
    return { id: u.id, email: String(u.email ?? ''), roles: Array.isArray(u.roles) ? u.roles : [] };
  } catch {
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeTokens, getToken, () => null);
  const user = useMemo(() => {
    const u = decodeUser(token);
    // A stored token that does not decode is a broken session: log out (SPEC §4).
    if (token && !u) queueMicrotask(clearStorage);
    return u;
  }, [token]);

  const login = useCallback(
    (pair: TokenPair) => {
      setTokens(pair);
      void queryClient.invalidateQueries({ queryKey: profileKey });
    },
    [queryClient],
  );
  const logout = useCallback(() => {
    // 'Cerrar sesión' ends the session on the server too, then forgets it here (SPEC §4).
    revokeSession();
    clearStorage();
    queryClient.removeQueries({ queryKey: profileKey });
    navigateTo(paths.home);
  }, [queryClient]);

  const value = useMemo<Session>(() => ({ user, isLoggedIn: Boolean(token && user), login, logout }), [user, token, login, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export { useSession };

export const profileKey = callKey('GET /users');

export type ProfileAnswer = Awaited<ReturnType<typeof callApi<'GET /users'>>>;
/** A profile request started before React rendered (`prefetchProfile`, lib/prefetch-profile.ts), for the first query to take. */
let early: { token: string; at: number; answer: Promise<ProfileAnswer> } | null = null;

/** Keeps `answer` (GET /users asked with `token`) for the first profile query; null (nothing asked) when one for that token is kept already. */
export function keepEarlyProfile(token: string, answer: () => Promise<ProfileAnswer>): Promise<ProfileAnswer> | null {
  if (early && early.token === token) return null;
  early = { token, at: Date.now(), answer: answer() };
  return early.answer;
}

/** The early answer, once, if it was asked with the current token in the last 10 s. */
function takeEarly(): Promise<ProfileAnswer> | null {
  const e = early;
  early = null;
  return e && e.token === getToken() && Date.now() - e.at < 10_000 ? e.answer : null;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => {
      const ask = () => callApi('GET /users', {}, { signal });
      return takeEarly()?.catch(ask) ?? ask();
    },
    staleTime: 60_000,
  });

/** The logged-in user's profile with its `company` (GET /v1/users). */
export function useProfile() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...profileQueryOptions(), enabled: isLoggedIn });
}
