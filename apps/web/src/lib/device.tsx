/**
 * Phone or not (SPEC's MOBILE_MAX_WIDTH). The server cannot measure the screen, so a
 * server-rendered page is rendered for the server's guess (the request's user agent, see
 * entry-server.tsx) and the browser hydrates with the same guess, then follows the real width.
 * Without a guess (a page rendered in the browser) the real width is read at once.
 *
 * React's external-store hook tells the two apart: it renders the server's snapshot while it
 * hydrates, also inside a Suspense boundary hydrated after the rest (the page itself), and the
 * browser's otherwise. A wrong guess (a desktop browser in a narrow window, a tablet that says it
 * is a Mac) is then corrected by one re-render, never by a hydration mismatch.
 */
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { PHONE_QUERY, phoneWidth } from './phone-width';

/** The server's guess. */
const MobileGuess = createContext<boolean | undefined>(undefined);

export function DeviceProvider({ mobile, children }: { mobile?: boolean; children: ReactNode }) {
  return <MobileGuess.Provider value={mobile}>{children}</MobileGuess.Provider>;
}

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  const guess = useContext(MobileGuess) ?? false;
  return useSyncExternalStore(subscribe, phoneWidth, () => guess);
}
