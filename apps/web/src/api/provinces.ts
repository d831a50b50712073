import { encodeSearch, LIST_PAGE_SIZE } from '@cimenta/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, callApi, callKey } from '../lib/api-client';

const input = (search: string): CallInput<'GET /provinces'> => ({
  query: { search: search ? encodeSearch({ name: search }) : undefined, main: true, perPage: LIST_PAGE_SIZE },
});

export const getProvinces = (search: string, signal?: AbortSignal) => callApi('GET /provinces', input(search), { signal });

export const provincesQueryOptions = (search = '') =>
  queryOptions({
    queryKey: callKey('GET /provinces', input(search)),
    queryFn: () => getProvinces(search),
    select: (page) => page.items,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useProvinces(search = '') {
  return useQuery(provincesQueryOptions(search));
}
