import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';

const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

/** The /my-profile shell and its screens; each a lazy chunk. */
export const profileRoutes: RouteObject[] = [
  {
    path: paths.myProfile.slice(1),
    ...page(async () => ({ Component: (await import('./profile-layout')).ProfileLayout })),
    children: [
      { index: true, ...page(async () => ({ Component: (await import('./admin-screen')).AdminScreen })) },
      {
        path: 'company',
        ...page(async () => {
          const [{ CompanyScreen }, { RequireCompany }] = await Promise.all([import('./company-screen'), import('./profile-layout')]);
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
          const [{ ActivitiesScreen }, { RequireCompany }] = await Promise.all([import('./activities-screen'), import('./profile-layout')]);
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
          const [{ ProjectsScreen }, { RequireCompany }] = await Promise.all([import('./projects-screen'), import('./profile-layout')]);
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
        ...page(async () => ({ Component: (await import('./notifications-screen')).NotificationsScreen })),
      },
      { path: '*', element: <Navigate to={paths.myProfile} replace /> },
    ],
  },
];
