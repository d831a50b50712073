import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '../../config/paths';
import type { ServerHandle } from '../../lib/route-data';

/** Reviews (issue 19): the form behind a mailed link (browser-rendered) and the moderation rules (server-rendered); each a lazy chunk. */
export const reviewRoutes: RouteObject[] = [
  { path: routePatterns.review.slice(1), lazy: async () => ({ Component: (await import('./review-page')).ReviewPage }) },
  {
    path: paths.reviewRules.slice(1),
    handle: { page: 'src/features/reviews/rules-page.tsx' } satisfies ServerHandle,
    lazy: async () => ({ Component: (await import('./rules-page')).ReviewRulesPage }),
  },
];
