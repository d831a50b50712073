import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '../../config/paths';
import type { ServerHandle } from '../../lib/route-data';

/** Reviews (issue 19): the form behind a mailed link, browser-rendered (an account route: app/account-routes.tsx); a lazy chunk. */
export const reviewFormRoutes: RouteObject[] = [
  { path: routePatterns.review.slice(1), lazy: async () => ({ Component: (await import('./review-page')).ReviewPage }) },
];

/** The moderation rules, server-rendered; a lazy chunk. */
export const reviewRoutes: RouteObject[] = [
  {
    path: paths.reviewRules.slice(1),
    handle: { page: 'src/features/reviews/rules-page.tsx' } satisfies ServerHandle,
    lazy: async () => ({ Component: (await import('./rules-page')).ReviewRulesPage }),
  },
];
