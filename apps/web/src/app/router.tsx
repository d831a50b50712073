import { createBrowserRouter, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth';
import { infoRoutes } from '../features/info';
import { profileRoutes } from '../features/profile';
import { registrationRoutes } from '../features/registration';
import { RouteError } from './route-error';
import { RootLayout } from './layout';
import { routePatterns } from '../config/paths';

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
];

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
      ...profileRoutes,
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
