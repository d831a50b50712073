import type { RouteObject } from 'react-router';
import type { RouteData, ServerHandle } from '../../lib/route-data';

const handle: ServerHandle = { page: 'src/features/prices/prices-page.tsx' };

/**
 * The price guide (issue 20, docs/SEO.md): `/precios`, `/precios/{actividad}` and
 * `/precios/{actividad}/{provincia}` as one route with optional segments (one small entry in the
 * router, which every page loads), one lazy chunk, server-rendered.
 */
export const priceRoutes = (ctx: RouteData): RouteObject[] => [
  {
    id: 'prices',
    path: 'precios/:activity?/:province?',
    handle,
    lazy: async () => {
      const { PricesRoute, pricesLoader } = await import('./prices-page');
      return { Component: PricesRoute, loader: pricesLoader(ctx) };
    },
  },
];
