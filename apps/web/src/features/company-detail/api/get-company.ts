import type { Company } from '@cimenta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

// A missing company is a page state, not an error toast: the page shows its own not-found view.
export const getCompany = (id: string, signal?: AbortSignal) =>
  api.get<Company>(`/companies/${encodeURIComponent(id)}`, { signal, silent: true });

export const companyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['companies', 'detail', id],
    queryFn: ({ signal }) => getCompany(id, signal),
  });

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}
