/**
 * A landing page's facets as an island (issue 21), hydrated when they come into view or are
 * touched: the phone's fold and the search a value starts (it saves the filter, then opens the
 * results). Before that the values are links to the same results. The names they show (company
 * types, activities, provinces, employee ranges) are the answers the server rendered them with,
 * put in the query cache first, so hydration fetches nothing.
 */
import { companiesHref } from '@cimenta/shared';
import { Facets } from '../features/companies';
import { searchCompanies } from '../features/search/search-store';
import { SeededScope } from './query-scope';
import type { IslandProps } from './table';

export default function LandingFacetsIsland({ facets, filter, queries }: IslandProps['landing-facets']) {
  return (
    <SeededScope queries={queries}>
      <Facets facets={facets} filter={filter} onFilter={searchCompanies} hrefOf={companiesHref} />
    </SeededScope>
  );
}
