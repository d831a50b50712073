/** The landing calls as TanStack `queryOptions` (the pages, their loader and the link blocks). */
import type { LandingKind } from '@cimenta/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, callApi, callKey } from '../../lib/api-client';

export type LandingParams = { kind: LandingKind; service: string; province: string; page?: number };
export type LandingIndexFilter = { kind?: LandingKind; service?: string; province?: string; limit?: number };

const pageInput = (p: LandingParams): CallInput<'GET /landing/:kind/:service/:province'> => ({
  params: { kind: p.kind, service: p.service, province: p.province },
  query: { page: p.page && p.page > 1 ? p.page : undefined },
});

export const landingPageQueryOptions = (p: LandingParams) =>
  queryOptions({
    queryKey: callKey('GET /landing/:kind/:service/:province', pageInput(p)),
    queryFn: ({ signal }) => callApi('GET /landing/:kind/:service/:province', pageInput(p), { signal }),
    // A missing page is a page state (the not-found page), not an error toast; nor asked again on
    // mount, so the server renders the 404 it got (it rendered a spinner with 200 before) and the
    // browser hydrates it as sent.
    meta: { silent: true },
    retryOnMount: false,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const landingIndexQueryOptions = (f: LandingIndexFilter = {}) => {
  const input: CallInput<'GET /landing'> = { query: f };
  return queryOptions({
    queryKey: callKey('GET /landing', input),
    queryFn: ({ signal }) => callApi('GET /landing', input, { signal }),
    select: (r) => r.items,
    // Links only: a failure leaves them out (or at their fallback) without a toast.
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });
};

export function useLandingPage(p: LandingParams) {
  return useQuery(landingPageQueryOptions(p));
}

export function useLandingIndex(f: LandingIndexFilter = {}, enabled = true) {
  return useQuery({ ...landingIndexQueryOptions(f), enabled });
}

/** `?page=` of a landing page: 1 when absent, null when it names no page (`0`, `x`, `02`: the not-found page). */
export function landingPageNumber(raw: string | null): number | null {
  if (raw === null) return 1;
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && raw === String(page) ? page : null;
}
