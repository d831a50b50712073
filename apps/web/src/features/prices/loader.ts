import { loader, type RouteData } from '../../lib/route-data';
import { priceIndexQueryOptions, pricePageQueryOptions } from './queries';

/**
 * `/precios`: every page with figures; `/precios/:activity[/:province]`: its figures (a page
 * without them is a 404 the page renders itself).
 */
export const pricesLoader = (ctx: RouteData) =>
  loader(ctx, ({ params: { activity, province } }) => [
    activity
      ? (qc) => qc.ensureQueryData(pricePageQueryOptions({ activity, province }))
      : (qc) => qc.ensureQueryData(priceIndexQueryOptions()),
  ]);
