import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** The informative pages for companies: /know-me and /comenzar; each a lazy chunk. */
export const infoRoutes: RouteObject[] = [
  { path: paths.knowMe.slice(1), lazy: async () => ({ Component: (await import('./know-me-page')).KnowMePage }) },
  { path: paths.comenzar.slice(1), lazy: async () => ({ Component: (await import('./comenzar-page')).ComenzarPage }) },
];
