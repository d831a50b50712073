import { LOOKUP_PAGE_SIZE } from '@cimenta/shared';
import { queryOptions } from '@tanstack/react-query';
import { type CallInput, callApi, callKey } from '../lib/api-client';

const input: CallInput<'GET /buildings'> = { query: { perPage: LOOKUP_PAGE_SIZE } };

export const getBuildings = (signal?: AbortSignal) => callApi('GET /buildings', input, { signal });

export const buildingsQueryOptions = () =>
  queryOptions({
    queryKey: callKey('GET /buildings', input),
    queryFn: () => getBuildings(),
    select: (page) => page.items,
    staleTime: 10 * 60_000,
  });
