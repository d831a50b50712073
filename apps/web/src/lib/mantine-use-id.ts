/**
 * Mantine's `useId`, stable from the first render (swapped in by vite.config.ts for
 * @mantine/hooks' own). Mantine's gives the id React rendered on the server, then replaces it
 * with a random one in a layout effect: every input, tab and menu re-renders synchronously right
 * after hydration, with ids that no longer match the server's HTML, and those updates force the
 * page's Suspense boundaries to hydrate at once in one long task (issue 9's blocking time).
 * React's `useId` is unique in the root and the same on the server and in the browser.
 */
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = `mantine-${useReactId().replace(/:/g, '')}`;
  return typeof staticId === 'string' ? staticId : reactId;
}
