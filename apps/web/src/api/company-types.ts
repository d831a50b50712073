import { type CompanyType, LOOKUP_PAGE_SIZE, type Page } from '@cimenta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export const getCompanyTypes = (signal?: AbortSignal) =>
  api.get<Page<CompanyType>>('/companytypes', { query: { perPage: LOOKUP_PAGE_SIZE }, signal });

export const companyTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['companytypes'],
    queryFn: ({ signal }) => getCompanyTypes(signal),
    select: (page) => page.items,
    staleTime: 10 * 60_000,
  });

export function useCompanyTypes() {
  return useQuery(companyTypesQueryOptions());
}
