/**
 * What every island renders inside (server and browser alike): the phone/desktop guess, a light
 * session (the stored token, without TanStack Query) and plain links (`AppLink` defaults to
 * `<a href>`: a link from an island page is a full page load).
 */
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { DeviceProvider } from '../lib/device';
import { type Session, SessionContext } from '../lib/session-context';
import { clearStorage, getToken, subscribeTokens } from '../lib/storage';

function IslandSession({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeTokens, getToken, () => null);
  const value = useMemo<Session>(
    () => ({
      user: null,
      isLoggedIn: Boolean(token),
      login: () => {},
      // As lib/session.tsx: ends the session on the server too, forgets it, goes home.
      logout: () =>
        void import('../lib/api').then(({ revokeSession }) => {
          revokeSession();
          clearStorage();
          window.location.assign('/');
        }),
    }),
    [token],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function IslandProviders({ mobile, children }: { mobile: boolean; children: ReactNode }) {
  // No Mantine here: the islands that use it bring it (mantine.tsx).
  return (
    <DeviceProvider mobile={mobile}>
      <IslandSession>{children}</IslandSession>
    </DeviceProvider>
  );
}
