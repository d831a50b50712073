/**
 * The landing calls as TanStack `queryOptions`, and `prefetchLanding` for server rendering:
 * the server fills the cache with the page's data before rendering, and learns the status to answer.
 */
import type { LandingKind } from '@cimenta/shared';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
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

/** A URL's landing parameters (`/empresas/reformas/madrid?page=2`), or null when it is none. */
export function landingParams(pathname: string, search = ''): LandingParams | null {
  const m = /^\/(empresas|servicios)\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  const page = Number(new URLSearchParams(search).get('page'));
  return {
    kind: m[1] as LandingKind,
    service: decodeURIComponent(m[2] as string),
    province: decodeURIComponent(m[3] as string),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/**
 * For server rendering: puts the page's data in the cache (the client then renders it without
 * asking again) and answers the HTTP status the response should carry: 404 for an unknown or empty
 * page (the route renders the not-found page), 500 when the API failed.
 */
export async function prefetchLanding(queryClient: QueryClient, params: LandingParams): Promise<{ status: 200 | 404 | 500 }> {
  const options = landingPageQueryOptions(params);
  await queryClient.prefetchQuery(options);
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.status === 'success') return { status: 200 };
  const error = state?.error;
  return { status: error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 414) ? 404 : 500 };
}
