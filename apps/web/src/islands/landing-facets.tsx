/**
 * A landing page's facets as an island (issue 21), hydrated when they come into view or are
 * touched: the phone's fold and the search a value starts (it saves the filter, then opens the
 * results). Before that the values are links to the same results. The names they show (company
 * types, activities, provinces, employee ranges) are the answers the server rendered them with,
 * put in the query cache first, so hydration fetches nothing.
 */
import { companiesHref } from '@cimenta/shared';
import { useState } from 'react';
import { createQueryClient } from '../app/providers';
import { Facets } from '../features/companies';
import { searchCompanies } from '../features/search/search-store';
import { islandQueryClient, QueryScope } from './query-scope';
import type { IslandProps } from './table';

export default function LandingFacetsIsland({ facets, filter, queries }: IslandProps['landing-facets']) {
  const [client] = useState(() => {
    // One client per render on the server (requests never share a cache).
    const c = typeof window === 'undefined' ? createQueryClient() : islandQueryClient();
    for (const q of queries) if (c.getQueryData(q.queryKey) === undefined) c.setQueryData(q.queryKey, q.data);
    return c;
  });
  return (
    <QueryScope client={client}>
      <Facets facets={facets} filter={filter} onFilter={searchCompanies} hrefOf={companiesHref} />
    </QueryScope>
  );
}
