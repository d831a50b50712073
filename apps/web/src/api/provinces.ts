import { encodeSearch, LIST_PAGE_SIZE, type Page, type Province } from '@cimenta/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export const getProvinces = (search: string, signal?: AbortSignal) =>
  api.get<Page<Province>>('/provinces', {
    query: { search: search ? encodeSearch({ name: search }) : undefined, main: true, perPage: LIST_PAGE_SIZE },
    signal,
  });

export const provincesQueryOptions = (search = '') =>
  queryOptions({
    queryKey: ['provinces', search],
    queryFn: ({ signal }) => getProvinces(search, signal),
    select: (page) => page.items,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useProvinces(search = '') {
  return useQuery(provincesQueryOptions(search));
}
