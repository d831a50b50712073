import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /register and the /rwc stepper; each screen a lazy chunk. */
export const registrationRoutes: RouteObject[] = [
  { path: paths.register.slice(1), lazy: async () => ({ Component: (await import('./register-page')).RegisterPage }) },
  {
    path: paths.rwc.slice(1),
    lazy: async () => ({ Component: (await import('./rwc-layout')).RwcLayout }),
    children: [
      { index: true, element: <Navigate to={paths.rwcStep(1)} replace /> },
      { path: '01', lazy: async () => ({ Component: (await import('./step-name')).StepName }) },
      { path: '02', lazy: async () => ({ Component: (await import('./step-company')).StepCompany }) },
      { path: '03', lazy: async () => ({ Component: (await import('./step-admin')).StepAdmin }) },
      { path: '*', element: <Navigate to={paths.rwcStep(1)} replace /> },
    ],
  },
];
