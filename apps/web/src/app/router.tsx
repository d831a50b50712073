import { COMPANIES_QUERY_KEYS, CONTACT_SENT_PARAM } from '@cimenta/shared';
import type { RouteObject } from 'react-router';
import { companyTypesQueryOptions } from '../api/company-types';
import { paths, routePatterns } from '../config/paths';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth';
import { infoRoutes } from '../features/info';
import { landingRoutes } from '../features/landing/routes';
import { priceRoutes } from '../features/prices/routes';
import { profileRoutes } from '../features/profile';
import { registrationRoutes } from '../features/registration';
import { reviewRoutes } from '../features/reviews/routes';
import { quoteRoutes } from '../features/quotes/routes';
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
 */
export function createRoutes(ctx: RouteData): RouteObject[] {
  const publicRoutes: RouteObject[] = [
    {
      id: 'home',
      index: true,
      handle: { page: 'src/features/home/home-page.tsx' } satisfies ServerHandle,
      lazy: async () => {
        const { HomePage, homeLoader } = await import('../features/home/home-page');
        return { Component: HomePage, loader: homeLoader(ctx) };
      },
    },
    {
      id: 'companies',
      path: 'companies',
      handle: { page: 'src/features/companies/companies-page.tsx', params: COMPANIES_QUERY_KEYS } satisfies ServerHandle,
      lazy: async () => {
        const { CompaniesPage, companiesLoader } = await import('../features/companies/companies-page');
        return { Component: CompaniesPage, loader: companiesLoader(ctx) };
      },
    },
    {
      id: 'company',
      path: routePatterns.company.slice(1),
      handle: { page: 'src/features/company-detail/company-page.tsx', params: [CONTACT_SENT_PARAM] } satisfies ServerHandle,
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
        ...authRoutes,
        ...registrationRoutes,
        ...infoRoutes,
        ...landingRoutes(ctx),
        ...priceRoutes(ctx),
        ...profileRoutes(ctx),
        ...reviewRoutes,
        ...quoteRoutes,
        ...adminRoutes,
        {
          path: '*',
          handle: { page: 'src/app/not-found-page.tsx' } satisfies ServerHandle,
          lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
        },
      ],
    },
  ];
}
