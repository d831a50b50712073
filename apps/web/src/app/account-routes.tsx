import type { RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth';
import { profileRoutes } from '../features/profile';
import { quoteRoutes } from '../features/quotes/routes';
import { registrationRoutes } from '../features/registration';
import { reviewFormRoutes } from '../features/reviews/routes';
import type { RouteData } from '../lib/route-data';

/**
 * The account routes (issue 21): every route the server sends as the empty shell (sign-in,
 * registration, /my-profile, the review form, a quote's confirmation and follow pages, /admin).
 * Their declarations are a chunk of their own, loaded only for an account URL (app/router.tsx
 * `accountRoutesOnNavigation`, main.tsx), so public pages do not carry them. The server imports
 * them with the rest of the table (entry-server.tsx).
 */
export const accountRoutes = (ctx: RouteData): RouteObject[] => [
  ...authRoutes,
  ...registrationRoutes,
  ...profileRoutes(ctx),
  ...reviewFormRoutes,
  ...quoteRoutes,
  ...adminRoutes,
];
