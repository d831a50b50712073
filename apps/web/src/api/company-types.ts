import { LOOKUP_PAGE_SIZE } from '@cimenta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, callApi, callKey } from '../lib/api-client';

const input: CallInput<'GET /companytypes'> = { query: { perPage: LOOKUP_PAGE_SIZE } };

export const getCompanyTypes = (signal?: AbortSignal) => callApi('GET /companytypes', input, { signal });

export const companyTypesQueryOptions = () =>
  queryOptions({
    queryKey: callKey('GET /companytypes', input),
    queryFn: () => getCompanyTypes(),
    select: (page) => page.items,
    staleTime: 10 * 60_000,
  });

export function useCompanyTypes() {
  return useQuery(companyTypesQueryOptions());
}
