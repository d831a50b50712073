import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

export const getCompany = (id: string, signal?: AbortSignal) => callApi('GET /companies/:id', { params: { id } }, { signal });

export const companyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: callKey('GET /companies/:id', { params: { id } }),
    queryFn: () => getCompany(id),
    // A missing company is a page state, not an error toast: the page shows its own not-found view.
    meta: { silent: true },
    // Nor asked again when the page mounts: a server-rendered 404 hydrates as it was sent.
    retryOnMount: false,
  });

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}
