/** The company's credentials (contract-credentials.ts) and their private documents. */
import type { BodyOf } from '@cimenta/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

export function useMyCredentials() {
  return useQuery({ queryKey: callKey('GET /company/credentials'), queryFn: () => callApi('GET /company/credentials', {}) });
}

const invalidate = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes('credentials') });

export function useSubmitCredential() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'POST /company/credentials'>) => callApi('POST /company/credentials', { body }),
    onSuccess: () => invalidate(client),
  });
}

export function useDeleteCredential() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /company/credentials/:id', { params: { id } }),
    onSuccess: () => invalidate(client),
  });
}
