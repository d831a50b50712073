import type { RouteObject } from 'react-router';

/** The landing pages (docs/SEO.md): one lazy chunk for both kinds. */
export const landingRoutes: RouteObject[] = (['empresas', 'servicios'] as const).map((kind) => ({
  path: `${kind}/:service/:province`,
  lazy: async () => {
    const { LandingPage } = await import('./landing-page');
    return { Component: () => <LandingPage kind={kind} /> };
  },
}));
