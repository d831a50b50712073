/** The price guide's calls as TanStack `queryOptions` (the pages, their loaders and the link blocks). */
import type { PricePage } from '@cimenta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, callApi, callKey } from '../../lib/api-client';

export type PriceParams = { activity: string; province?: string };
export type PriceIndexFilter = { activity?: number; province?: string; limit?: number };

export const pricePageQueryOptions = ({ activity, province }: PriceParams) =>
  queryOptions<PricePage, Error, PricePage, readonly unknown[]>({
    queryKey: province
      ? callKey('GET /prices/:activity/:province', { params: { activity, province } })
      : callKey('GET /prices/:activity', { params: { activity } }),
    queryFn: ({ signal }) =>
      province
        ? callApi('GET /prices/:activity/:province', { params: { activity, province } }, { signal })
        : callApi('GET /prices/:activity', { params: { activity } }, { signal }),
    // A page without figures is a page state (the not-found page), not an error toast; nor asked
    // again on mount, so the browser hydrates the 404 the server rendered.
    meta: { silent: true },
    retryOnMount: false,
    staleTime: 60_000,
  });

export const priceIndexQueryOptions = (f: PriceIndexFilter = {}) => {
  const input: CallInput<'GET /prices'> = { query: f };
  return queryOptions({
    queryKey: callKey('GET /prices', input),
    queryFn: ({ signal }) => callApi('GET /prices', input, { signal }),
    select: (r) => r.items,
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });
};

export function usePricePage(p: PriceParams) {
  return useQuery(pricePageQueryOptions(p));
}

export function usePriceIndex(f: PriceIndexFilter = {}, enabled = true) {
  return useQuery({ ...priceIndexQueryOptions(f), enabled });
}
