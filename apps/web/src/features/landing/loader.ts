import type { LandingKind } from '@cimenta/shared';
import { loader, type RouteData } from '../../lib/route-data';
import { facetNameFetches } from '../companies';
import { landingPageNumber, landingPageQueryOptions } from './queries';

/** A landing page's results and the names of its facets (an unknown page is a 404 the page renders itself; `?page=x` asks nothing). */
export const landingLoader = (ctx: RouteData, kind: LandingKind) =>
  loader(ctx, ({ params, request }) => {
    const page = landingPageNumber(new URL(request.url).searchParams.get('page'));
    if (page === null) return [];
    const { service = '', province = '' } = params;
    return [(qc) => qc.ensureQueryData(landingPageQueryOptions({ kind, service, province, page })), ...facetNameFetches];
  });
