/**
 * Phone or not (SPEC's MOBILE_MAX_WIDTH). The server cannot measure the screen, so a
 * server-rendered page is rendered for the server's guess (the request's user agent, see
 * entry-server.tsx) and the browser hydrates with the same guess, then follows the real width.
 * Without a guess (a page rendered in the browser) the real width is read at once.
 */
import { MOBILE_MAX_WIDTH } from '@cimenta/shared';
import { useMediaQuery } from '@mantine/hooks';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** The server's guess, and whether the page has been hydrated since (then screens read the real width). */
type Guess = { mobile?: boolean; hydrated: { current: boolean } };
const MobileGuess = createContext<Guess | undefined>(undefined);

export function DeviceProvider({ mobile, children }: { mobile?: boolean; children: ReactNode }) {
  // One value for the provider's whole life: a changed value would re-render every reader right
  // after hydration, and force the page's Suspense boundaries to hydrate at once, in one long task.
  const [guess] = useState<Guess>(() => ({ mobile, hydrated: { current: false } }));
  useEffect(() => {
    guess.hydrated.current = true;
  }, [guess]);
  return <MobileGuess.Provider value={guess}>{children}</MobileGuess.Provider>;
}

export function useIsMobile(): boolean {
  const provided = useContext(MobileGuess);
  // Hydrating: the server's guess first, the real width in an effect. Mounted later: the real width at once.
  const [guess] = useState(() => (provided && !provided.hydrated.current ? provided.mobile : undefined));
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, guess, { getInitialValueInEffect: guess !== undefined }) ?? false;
}
