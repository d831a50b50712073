/**
 * The session as the screens read it (`useSession`), apart from its provider (lib/session.tsx,
 * which needs TanStack Query): an island (src/islands) provides a light one without it.
 */
import { createContext, useContext } from 'react';
import type { TokenClaims } from '@cimenta/shared';
import type { TokenPair } from './storage';

export type Session = {
  user: TokenClaims['user'] | null;
  isLoggedIn: boolean;
  login: (pair: TokenPair) => void;
  logout: () => void;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside <SessionProvider>');
  return ctx;
}
