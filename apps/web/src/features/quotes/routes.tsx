import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';

/** Quote requests (issue 20): the pages behind the client's mailed links (browser-rendered, never indexed); each a lazy chunk. */
export const quoteRoutes: RouteObject[] = [
  { path: routePatterns.quoteConfirm.slice(1), lazy: async () => ({ Component: (await import('./confirm-page')).ConfirmQuotePage }) },
  { path: routePatterns.quoteFollow.slice(1), lazy: async () => ({ Component: (await import('./follow-page')).FollowQuotePage }) },
];
