import { type CompanyFilter, parentsOf, parseCompaniesQuery } from '@cimenta/shared';
import { activitiesQueryOptions } from '../../api/activities';
import { companiesQueryOptions } from '../../api/companies';
import { companyTypesQueryOptions } from '../../api/company-types';
import { employeesQueryOptions } from '../../api/employees';
import { provincesQueryOptions } from '../../api/provinces';
import { type Fetch, loader, type RouteData } from '../../lib/route-data';
import { resultsQuery } from './results-query';

/**
 * The results of the URL's search (the browser's stored filter applies only to a URL without one:
 * the server, which has no storage, renders the URL as it is) and the names the facets and the
 * filter summary show.
 */
/** The names the facets show beside their counts (here and on the landing pages). */
export const facetNameFetches: Fetch[] = [
  (qc) => qc.ensureQueryData(companyTypesQueryOptions()),
  (qc) => qc.ensureQueryData(activitiesQueryOptions({})),
  (qc) => qc.ensureQueryData(provincesQueryOptions('')),
  (qc) => qc.ensureQueryData(employeesQueryOptions()),
];

/**
 * The activity names the filter's words show: a chosen type's main activities (filter-summary.tsx)
 * and, for one chosen main activity, its sub-activities, of that type and of any (filter-parts.ts).
 */
function summaryNameFetches(filter: CompanyFilter): Fetch[] {
  const type = filter.type;
  const parents = parentsOf(filter);
  const parent = parents.length === 1 ? parents[0] : undefined;
  const fetches: Fetch[] = [];
  if (type) fetches.push((qc) => qc.ensureQueryData(activitiesQueryOptions({ companyType: type })));
  if (parent !== undefined) {
    fetches.push((qc) => qc.ensureQueryData(activitiesQueryOptions({ parent })));
    if (type) fetches.push((qc) => qc.ensureQueryData(activitiesQueryOptions({ companyType: type, parent })));
  }
  return fetches;
}

export const companiesLoader = (ctx: RouteData) =>
  loader(ctx, ({ request }) => {
    const query = parseCompaniesQuery(new URL(request.url).search);
    return [
      (qc) => qc.ensureQueryData(companiesQueryOptions(resultsQuery(query))),
      ...facetNameFetches,
      ...summaryNameFetches(query.filter),
    ];
  });
