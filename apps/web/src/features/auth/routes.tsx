import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '../../config/paths';

/** Sign-in (with the forgot-password path) and password recovery; each screen a lazy chunk. */
export const authRoutes: RouteObject[] = [
  { path: paths.signIn.slice(1), lazy: async () => ({ Component: (await import('./sign-in-page')).SignInPage }) },
  { path: routePatterns.recovery.slice(1), lazy: async () => ({ Component: (await import('./recovery-page')).RecoveryPage }) },
  {
    path: routePatterns.emailConfirm.slice(1),
    lazy: async () => {
      const { EmailLinkPage } = await import('./email-link-page');
      return { Component: () => <EmailLinkPage kind="confirm" /> };
    },
  },
  {
    path: routePatterns.emailUndo.slice(1),
    lazy: async () => {
      const { EmailLinkPage } = await import('./email-link-page');
      return { Component: () => <EmailLinkPage kind="undo" /> };
    },
  },
];
