/** The moderators' calls (contract-admin.ts). */
import type { BodyOf } from '@cimenta/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '../../lib/api-client';

export function useReportedReviews() {
  return useQuery({
    queryKey: callKey('GET /admin/reports'),
    queryFn: () => callApi('GET /admin/reports', {}),
    meta: { silent: true },
    retry: false,
  });
}

export function useDecisions(page: number) {
  const input = { query: page > 1 ? { page } : {} };
  return useQuery({ queryKey: callKey('GET /admin/decisions', input), queryFn: () => callApi('GET /admin/decisions', input) });
}

export function useDecideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<'POST /admin/reviews/:id/decision'> & { id: string }) =>
      callApi('POST /admin/reviews/:id/decision', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes('/admin/') }),
  });
}
