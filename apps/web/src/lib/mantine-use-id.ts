/**
 * Mantine's `useId`, stable from the first render (swapped in by vite.config.ts for
 * @mantine/hooks' own). Mantine's gives the id React rendered on the server, then replaces it
 * with a random one in a layout effect: every input, tab and menu re-renders synchronously right
 * after hydration, with ids that no longer match the server's HTML, and those updates force the
 * page's Suspense boundaries to hydrate at once in one long task (issue 9's blocking time).
 * React's `useId` is unique in the root and the same on the server and in the browser.
 * Works around mantinedev/mantine#8898 (the random id set in an effect; #8925 sets it once per
 * instance, still after hydration); drop this file and the plugin when Mantine's `useId` keeps
 * React's id. The build fails if the swap stops applying (vite.config.ts), and
 * e2e/public-ssr.spec.ts checks the server's ids survive hydration.
 */
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = `mantine-${useReactId().replace(/:/g, '')}`;
  return typeof staticId === 'string' ? staticId : reactId;
}
