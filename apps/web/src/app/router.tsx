import { COMPANIES_QUERY_KEYS, CONTACT_SENT_PARAM } from '@cimenta/shared';
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { companyTypesQueryOptions } from '../api/company-types';
import { paths, routePatterns } from '../config/paths';
import { infoRoutes } from '../features/info';
import { landingRoutes } from '../features/landing/routes';
import { priceRoutes } from '../features/prices/routes';
import { reviewRoutes } from '../features/reviews/routes';
import { loader, type RouteData, type ServerHandle } from '../lib/route-data';
import { RootLayout } from './layout';
import { RouteError } from './route-error';

/**
 * The route table, the only one (issue 21): the browser's router and the server renderer
 * (entry-server.tsx) are built from it. A route with a `handle` of type `ServerHandle` is
 * rendered on the server (its `loader` fills the query cache first); any other (the account
 * screens) is sent as the empty shell and rendered in the browser. Every page is its own chunk,
 * its loader inside it (`lazy` returns both), so the home route stays small. Routes with a loader
 * have an `id`: the browser's first render says which loaders ran (main.tsx).
 *
 * The account routes (app/account-routes.tsx) are declared apart and passed in `account`: the
 * server always has them; the browser loads them for an account URL, before it starts (main.tsx)
 * or while it navigates (`accountRoutesOnNavigation`), so public pages do not carry them.
 */
export function createRoutes(ctx: RouteData, account: RouteObject[] = []): RouteObject[] {
  const publicRoutes: RouteObject[] = [
    {
      id: 'home',
      index: true,
      handle: { page: 'src/features/home/home-page.tsx', islands: true } satisfies ServerHandle,
      lazy: async () => {
        const { HomePage, homeLoader } = await import('../features/home/home-page');
        return { Component: HomePage, loader: homeLoader(ctx) };
      },
    },
    {
      id: 'companies',
      path: 'companies',
      handle: { page: 'src/features/companies/companies-page.tsx', params: COMPANIES_QUERY_KEYS, islands: true } satisfies ServerHandle,
      lazy: async () => {
        const { CompaniesPage, companiesLoader } = await import('../features/companies/companies-page');
        return { Component: CompaniesPage, loader: companiesLoader(ctx) };
      },
    },
    {
      id: 'company',
      path: routePatterns.company.slice(1),
      handle: { page: 'src/features/company-detail/company-page.tsx', params: [CONTACT_SENT_PARAM], islands: true } satisfies ServerHandle,
      lazy: async () => {
        const { CompanyPage, companyLoader } = await import('../features/company-detail/company-page');
        return { Component: CompanyPage, loader: companyLoader(ctx) };
      },
    },
    {
      path: paths.accessibility.slice(1),
      handle: { page: 'src/features/accessibility/accessibility-page.tsx' } satisfies ServerHandle,
      lazy: async () => ({ Component: (await import('../features/accessibility/accessibility-page')).AccessibilityPage }),
    },
  ];

  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // The layout's footer links name the company types.
      loader: loader(ctx, () => [(qc) => qc.ensureQueryData(companyTypesQueryOptions())]),
      children: [
        ...publicRoutes,
        ...infoRoutes,
        ...landingRoutes(ctx),
        ...priceRoutes(ctx),
        ...reviewRoutes,
        ...account,
        {
          path: '*',
          handle: { page: 'src/app/not-found-page.tsx' } satisfies ServerHandle,
          lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
        },
      ],
    },
  ];
}

const firstSegment = (path: string) => path.replace(/^\/+/, '').split(/[/?#]/, 1)[0] ?? '';

/**
 * The first segment of every account route's path (app/account-routes.tsx; router.test.ts checks
 * that the two agree): only a URL under one of them can need the account routes.
 */
export const ACCOUNT_SEGMENTS: ReadonlySet<string> = new Set(
  [
    paths.signIn,
    routePatterns.recovery,
    paths.register,
    paths.rwc,
    paths.myProfile,
    routePatterns.review,
    routePatterns.quoteConfirm,
    paths.admin,
  ].map(firstSegment),
);

/**
 * The browser router's `patchRoutesOnNavigation`: React Router calls it when a URL it navigates to
 * matches no route, or only one with parameters (the catch-all `*` among them: an account URL
 * before its routes are known). The first call for a URL that only the catch-all matches loads the
 * account routes and adds them under the root; a public page's URL (a company page) loads nothing,
 * and later calls have nothing to add. `loaded`: the router was created with them (main.tsx).
 */
export function accountRoutesOnNavigation(ctx: RouteData, loaded: boolean): PatchRoutesOnNavigationFunction {
  let pending: Promise<void> | null = loaded ? Promise.resolve() : null;
  const publicTable = createRoutes(ctx);
  return ({ path, patch }) => {
    if (pending === null && matchRoutes(publicTable, path)?.at(-1)?.route.path !== '*') return;
    // An unknown URL (a mistyped link) is the public 404 page: no account routes to load for it.
    if (pending === null && !ACCOUNT_SEGMENTS.has(firstSegment(path))) return;
    // A failed load (network) is tried again at the next navigation.
    pending ??= import('./account-routes').then(
      ({ accountRoutes }) => patch('root', accountRoutes(ctx)),
      (e: unknown) => {
        pending = null;
        throw e;
      },
    );
    return pending;
  };
}
