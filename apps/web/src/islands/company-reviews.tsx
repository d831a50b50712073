/**
 * The company page's reviews as an island (issue 21), hydrated when they come into view: more
 * pages and the report dialog. Their first page is the one the server rendered (its props), put
 * in the query cache before the first render, so hydration finds the same list and fetches nothing.
 */
import { useState } from 'react';
import { createQueryClient } from '../app/providers';
import { CompanyReviews, companyReviewsQueryOptions } from '../features/reviews';
import { islandQueryClient, QueryScope } from './query-scope';
import type { IslandProps } from './table';

export default function CompanyReviewsIsland({ companyId, first }: IslandProps['company-reviews']) {
  const [client] = useState(() => {
    // One client per render on the server (requests never share a cache).
    const c = typeof window === 'undefined' ? createQueryClient() : islandQueryClient();
    const key = companyReviewsQueryOptions(companyId).queryKey;
    if (first !== undefined && c.getQueryData(key) === undefined) c.setQueryData(key, first as never);
    return c;
  });
  return (
    <QueryScope client={client}>
      <CompanyReviews companyId={companyId} />
    </QueryScope>
  );
}
