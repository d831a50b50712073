/** An island's root, the same on the server (entry-server.tsx) and in the browser (src/islands.tsx). */
import { type ComponentType, useEffect } from 'react';
import { islandNav, NavProvider } from '../lib/app-link';
import { IslandProviders } from './providers';
import type { IslandsPayload } from './table';

function Ready({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

export function IslandRoot({
  Component,
  props,
  mobile,
  location,
  onReady,
}: {
  Component: ComponentType<never>;
  props: unknown;
  mobile: boolean;
  /** The page's path and query string as the server rendered it (its links and searches read them). */
  location: IslandsPayload['location'];
  /** Called once React has taken the island over. */
  onReady?: () => void;
}) {
  const C = Component as ComponentType<Record<string, unknown>>;
  return (
    <IslandProviders mobile={mobile}>
      <NavProvider value={islandNav(location)}>
        <C {...(props as Record<string, unknown>)} />
        <Ready onReady={onReady} />
      </NavProvider>
    </IslandProviders>
  );
}

/** The identifierPrefix of an island's root: its ids never meet another root's. */
export const islandIdPrefix = (id: string) => `i${id}-`;
