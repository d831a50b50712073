import { Navigate, type RouteObject } from 'react-router';
import { paths, routePatterns } from '../../app/paths';

const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

/** Account screens (issue 4); children of the root layout, each loaded on demand. */
export const accountRoutes: RouteObject[] = [
  {
    path: paths.signIn.slice(1),
    ...page(async () => ({ Component: (await import('./auth/sign-in-page')).SignInPage })),
  },
  {
    path: paths.register.slice(1),
    ...page(async () => ({ Component: (await import('./auth/register-page')).RegisterPage })),
  },
  {
    path: routePatterns.recovery.slice(1),
    ...page(async () => ({ Component: (await import('./auth/recovery-page')).RecoveryPage })),
  },
  {
    path: paths.knowMe.slice(1),
    ...page(async () => ({ Component: (await import('./info/know-me-page')).KnowMePage })),
  },
  {
    path: paths.comenzar.slice(1),
    ...page(async () => ({ Component: (await import('./info/comenzar-page')).ComenzarPage })),
  },
  {
    path: paths.rwc.slice(1),
    ...page(async () => ({ Component: (await import('./registration/rwc-layout')).RwcLayout })),
    children: [
      { index: true, element: <Navigate to={paths.rwcStep(1)} replace /> },
      { path: '01', ...page(async () => ({ Component: (await import('./registration/step-name')).StepName })) },
      { path: '02', ...page(async () => ({ Component: (await import('./registration/step-company')).StepCompany })) },
      { path: '03', ...page(async () => ({ Component: (await import('./registration/step-admin')).StepAdmin })) },
      { path: '*', element: <Navigate to={paths.rwcStep(1)} replace /> },
    ],
  },
  {
    path: paths.myProfile.slice(1),
    ...page(async () => ({ Component: (await import('./profile/profile-layout')).ProfileLayout })),
    children: [
      { index: true, ...page(async () => ({ Component: (await import('./profile/admin-screen')).AdminScreen })) },
      {
        path: 'company',
        ...page(async () => {
          const [{ CompanyScreen }, { RequireCompany }] = await Promise.all([
            import('./profile/company-screen'),
            import('./profile/profile-layout'),
          ]);
          return {
            Component: () => (
              <RequireCompany>
                <CompanyScreen />
              </RequireCompany>
            ),
          };
        }),
      },
      {
        path: 'activities',
        ...page(async () => {
          const [{ ActivitiesScreen }, { RequireCompany }] = await Promise.all([
            import('./profile/activities-screen'),
            import('./profile/profile-layout'),
          ]);
          return {
            Component: () => (
              <RequireCompany>
                <ActivitiesScreen />
              </RequireCompany>
            ),
          };
        }),
      },
      {
        path: 'projects',
        ...page(async () => {
          const [{ ProjectsScreen }, { RequireCompany }] = await Promise.all([
            import('./profile/projects-screen'),
            import('./profile/profile-layout'),
          ]);
          return {
            Component: () => (
              <RequireCompany>
                <ProjectsScreen />
              </RequireCompany>
            ),
          };
        }),
      },
      {
        path: 'notifications',
        ...page(async () => ({ Component: (await import('./profile/notifications-screen')).NotificationsScreen })),
      },
      { path: '*', element: <Navigate to={paths.myProfile} replace /> },
    ],
  },
];
