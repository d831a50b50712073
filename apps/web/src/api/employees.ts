import { type EmployeeRange, LOOKUP_PAGE_SIZE, type Page } from '@cimenta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export const getEmployees = (signal?: AbortSignal) =>
  api.get<Page<EmployeeRange>>('/employees', { query: { perPage: LOOKUP_PAGE_SIZE }, signal });

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: ['employees'],
    queryFn: ({ signal }) => getEmployees(signal),
    select: (page) => page.items,
    staleTime: 10 * 60_000,
  });

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
