import { LOOKUP_PAGE_SIZE } from '@cimenta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, callApi, callKey } from '../lib/api-client';

const input: CallInput<'GET /employees'> = { query: { perPage: LOOKUP_PAGE_SIZE } };

export const getEmployees = (signal?: AbortSignal) => callApi('GET /employees', input, { signal });

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: callKey('GET /employees', input),
    queryFn: () => getEmployees(),
    select: (page) => page.items,
    staleTime: 10 * 60_000,
  });

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
