/** An island's root, the same on the server (entry-server.tsx) and in the browser (src/islands.tsx). */
import { type ComponentType, useEffect } from 'react';
import { IslandProviders } from './providers';

function Ready({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

export function IslandRoot({
  Component,
  props,
  mobile,
  onReady,
}: {
  Component: ComponentType<never>;
  props: unknown;
  mobile: boolean;
  /** Called once React has taken the island over. */
  onReady?: () => void;
}) {
  const C = Component as ComponentType<Record<string, unknown>>;
  return (
    <IslandProviders mobile={mobile}>
      <C {...(props as Record<string, unknown>)} />
      <Ready onReady={onReady} />
    </IslandProviders>
  );
}

/** The identifierPrefix of an island's root: its ids never meet another root's. */
export const islandIdPrefix = (id: string) => `i${id}-`;
