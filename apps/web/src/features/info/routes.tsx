import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { ServerHandle } from '../../lib/route-data';

/** The informative pages for companies: /know-me and /comenzar; each a lazy chunk, server-rendered (no data of their own). */
export const infoRoutes: RouteObject[] = [
  {
    path: paths.knowMe.slice(1),
    handle: { page: 'src/features/info/know-me-page.tsx' } satisfies ServerHandle,
    lazy: async () => ({ Component: (await import('./know-me-page')).KnowMePage }),
  },
  {
    path: paths.comenzar.slice(1),
    handle: { page: 'src/features/info/comenzar-page.tsx' } satisfies ServerHandle,
    lazy: async () => ({ Component: (await import('./comenzar-page')).ComenzarPage }),
  },
];
