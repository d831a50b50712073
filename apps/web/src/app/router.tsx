import type { RouteObject } from 'react-router';
import { authRoutes } from '../features/auth';
import { infoRoutes } from '../features/info';
import { landingRoutes } from '../features/landing/routes';
import { profileRoutes } from '../features/profile';
import { registrationRoutes } from '../features/registration';
import { RouteError } from './route-error';
import { RootLayout } from './layout';
import { paths, routePatterns } from '../config/paths';

/** Public screens of issue 3; every page is its own chunk so the home route stays small. */
const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
  },
  {
    path: 'companies',
    lazy: async () => ({ Component: (await import('../features/companies/companies-page')).CompaniesPage }),
  },
  {
    path: routePatterns.company.slice(1),
    lazy: async () => ({ Component: (await import('../features/company-detail/company-page')).CompanyPage }),
  },
  {
    path: paths.accessibility.slice(1),
    lazy: async () => ({ Component: (await import('../features/accessibility/accessibility-page')).AccessibilityPage }),
  },
];

/**
 * The pages the server renders (issue 9): the matched route pattern without its leading slash ('' for the home page)
 * → the source module its `lazy` imports, so the server can link that chunk's CSS and JS from
 * the Vite manifest. Any other route is sent as the empty shell and rendered in the browser
 * (the account screens). A new public page adds its line here.
 */
export const SERVER_RENDERED: Record<string, string> = {
  '': 'src/features/home/home-page.tsx',
  companies: 'src/features/companies/companies-page.tsx',
  [routePatterns.company.slice(1)]: 'src/features/company-detail/company-page.tsx',
  [paths.knowMe.slice(1)]: 'src/features/info/know-me-page.tsx',
  [paths.comenzar.slice(1)]: 'src/features/info/comenzar-page.tsx',
  [paths.accessibility.slice(1)]: 'src/features/accessibility/accessibility-page.tsx',
  'empresas/:service/:province': 'src/features/landing/landing-page.tsx',
  'servicios/:service/:province': 'src/features/landing/landing-page.tsx',
  '*': 'src/app/not-found-page.tsx',
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...publicRoutes,
      ...authRoutes,
      ...registrationRoutes,
      ...infoRoutes,
      ...landingRoutes,
      ...profileRoutes,
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
      },
    ],
  },
];
