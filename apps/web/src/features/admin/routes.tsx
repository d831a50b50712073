import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /admin (issue 19): the moderators' desk, its own lazy chunk. */
export const adminRoutes: RouteObject[] = [
  { path: paths.admin.slice(1), lazy: async () => ({ Component: (await import('./admin-page')).AdminPage }) },
];
