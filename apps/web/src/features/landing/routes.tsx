import type { RouteObject } from 'react-router';
import type { RouteData, ServerHandle } from '../../lib/route-data';

// Rendered as islands (issue 21): the navbar and the facets are hydrated, nothing else.
const handle: ServerHandle = { page: 'src/features/landing/landing-page.tsx', params: ['page'], islands: true };

/** The landing pages (docs/SEO.md): one lazy chunk for both kinds, server-rendered. */
export const landingRoutes = (ctx: RouteData): RouteObject[] =>
  (['empresas', 'servicios'] as const).map((kind) => ({
    id: `landing-${kind}`,
    path: `${kind}/:service/:province`,
    handle,
    lazy: async () => {
      const { LandingPage, landingLoader } = await import('./landing-page');
      return { Component: () => <LandingPage kind={kind} />, loader: landingLoader(ctx, kind) };
    },
  }));
