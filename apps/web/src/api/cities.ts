import { LOOKUP_PAGE_SIZE } from '@cimenta/shared';
import { queryOptions } from '@tanstack/react-query';
import { type CallInput, callApi, callKey } from '../lib/api-client';

const input = (province: number | null): CallInput<'GET /cities'> => ({
  query: { province: province ?? undefined, perPage: LOOKUP_PAGE_SIZE },
});

export const getCities = (province: number | null, signal?: AbortSignal) => callApi('GET /cities', input(province), { signal });

export const citiesQueryOptions = (province: number | null) =>
  queryOptions({
    queryKey: callKey('GET /cities', input(province)),
    queryFn: () => getCities(province),
    select: (page) => page.items,
    staleTime: 10 * 60_000,
  });
