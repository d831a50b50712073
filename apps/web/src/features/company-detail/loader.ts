import { loader, type RouteData } from '../../lib/route-data';
import { companyLinksProvince, landingIndexQueryOptions } from '../landing';
import { priceIndexQueryOptions } from '../prices';
import { companyReviewsQueryOptions } from '../reviews';
import { companyQueryOptions } from './api/get-company';

/** The company (a missing one is a 404 the page renders itself), then its province's landing links; its first page of reviews; the price guide's pages. */
export const companyLoader = (ctx: RouteData) =>
  loader(ctx, ({ params }) => [
    (qc) => qc.ensureQueryData(companyReviewsQueryOptions(params.id ?? '')),
    // The price guide's links (issue 20): only pages with figures, filtered by the company's activities on the page.
    (qc) => qc.ensureQueryData(priceIndexQueryOptions()),
    async (qc) => {
      const company = await qc.ensureQueryData(companyQueryOptions(params.id ?? ''));
      const province = companyLinksProvince(company);
      if (province) await qc.ensureQueryData(landingIndexQueryOptions({ province }));
    },
  ]);
