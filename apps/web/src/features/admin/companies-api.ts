/** The moderators' "Empresas" calls (contract-admin-companies.ts). */
import type { BodyOf } from '@cimenta/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '../../lib/api-client';

/** Companies whose name contains `search` (from 2 letters); without it, the hidden ones. */
export function useModeratedCompanies(search: string) {
  const input = { query: search.trim().length >= 2 ? { search: search.trim() } : {} };
  return useQuery({
    queryKey: callKey('GET /admin/companies', input),
    queryFn: () => callApi('GET /admin/companies', input),
    placeholderData: (previous) => previous,
    meta: { silent: true },
    retry: false,
  });
}

export function useDecideCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<'POST /admin/companies/:id/decision'> & { id: string }) =>
      callApi('POST /admin/companies/:id/decision', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes('/admin/') }),
  });
}
