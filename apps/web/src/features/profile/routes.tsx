import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { RouteData, ShellHandle } from '../../lib/route-data';

/** A lazy screen; `file` (its module, as Vite's manifest names it) is preloaded by the shell's HTML. */
const page = (file: string, load: () => Promise<{ Component: React.ComponentType }>) => ({
  handle: { preload: [`src/features/profile/${file}`] } satisfies ShellHandle,
  lazy: load,
});

/** The /my-profile shell and its screens; each a lazy chunk. */
export const profileRoutes = (ctx: RouteData): RouteObject[] => [
  {
    path: paths.myProfile.slice(1),
    // The profile is asked for while the screens' code loads (not after the shell renders), or
    // read from the shell's own early request; its answer fills the cache as it comes.
    handle: { preload: ['src/lib/prefetch-profile.ts', 'src/features/profile/profile-layout.tsx'], profile: true } satisfies ShellHandle,
    lazy: async () => {
      const layout = import('./profile-layout');
      (await import('../../lib/prefetch-profile')).prefetchProfile(ctx.queryClient);
      return { Component: (await layout).ProfileLayout };
    },
    children: [
      { index: true, ...page('admin-screen.tsx', async () => ({ Component: (await import('./admin-screen')).AdminScreen })) },
      {
        path: 'company',
        ...page('company-screen.tsx', async () => {
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
        ...page('activities-screen.tsx', async () => {
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
        ...page('projects-screen.tsx', async () => {
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
        path: 'opiniones',
        ...page('reviews-screen.tsx', async () => {
          const [{ ReviewsScreen }, { RequireCompany }] = await Promise.all([import('./reviews-screen'), import('./profile-layout')]);
          return {
            Component: () => (
              <RequireCompany>
                <ReviewsScreen />
              </RequireCompany>
            ),
          };
        }),
      },
      {
        path: 'credentials',
        ...page('credentials-screen.tsx', async () => {
          const [{ CredentialsScreen }, { RequireCompany }] = await Promise.all([
            import('./credentials-screen'),
            import('./profile-layout'),
          ]);
          return {
            Component: () => (
              <RequireCompany>
                <CredentialsScreen />
              </RequireCompany>
            ),
          };
        }),
      },
      {
        path: 'solicitudes',
        ...page('inbox-screen.tsx', async () => {
          const [{ InboxScreen }, { RequireCompany }] = await Promise.all([import('./inbox-screen'), import('./profile-layout')]);
          return {
            Component: () => (
              <RequireCompany>
                <InboxScreen />
              </RequireCompany>
            ),
          };
        }),
      },
      {
        path: 'solicitudes/:kind/:id',
        ...page('inbox-item-screen.tsx', async () => {
          const [{ InboxItemScreen }, { RequireCompany }] = await Promise.all([import('./inbox-item-screen'), import('./profile-layout')]);
          return {
            Component: () => (
              <RequireCompany>
                <InboxItemScreen />
              </RequireCompany>
            ),
          };
        }),
      },
      {
        path: 'estadisticas',
        ...page('statistics-screen.tsx', async () => {
          const [{ StatisticsScreen }, { RequireCompany }] = await Promise.all([import('./statistics-screen'), import('./profile-layout')]);
          return {
            Component: () => (
              <RequireCompany>
                <StatisticsScreen />
              </RequireCompany>
            ),
          };
        }),
      },
      {
        path: 'notifications',
        ...page('notifications-screen.tsx', async () => ({ Component: (await import('./notifications-screen')).NotificationsScreen })),
      },
      { path: '*', element: <Navigate to={paths.myProfile} replace /> },
    ],
  },
];
