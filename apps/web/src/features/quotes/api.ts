/** The client's calls behind the mailed links (issue 20): confirm, follow, reply, share the phone. */
import type { BodyOf } from '@cimenta/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '../../lib/api-client';

/** The confirmation is a write made once when the page opens: never retried nor refetched. */
export function useConfirmQuote(token: string) {
  const body = { token };
  return useQuery({
    queryKey: callKey('POST /quotes/confirm', { body }),
    queryFn: () => callApi('POST /quotes/confirm', { body }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useFollow(token: string) {
  const body = { token };
  return useQuery({
    queryKey: callKey('POST /quotes/follow', { body }),
    queryFn: () => callApi('POST /quotes/follow', { body }),
    retry: false,
  });
}

const refresh = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]) === 'POST /quotes/follow' });

export function useFollowReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; company: string; body: string }) => callApi('POST /quotes/follow/messages', { body }),
    onSuccess: () => refresh(client),
  });
}

export function useSharePhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; company: string }) => callApi('POST /quotes/follow/phone', { body }),
    onSuccess: () => refresh(client),
  });
}

export function useSendQuote() {
  return useMutation({ mutationFn: (body: BodyOf<'POST /quotes'>) => callApi('POST /quotes', { body }) });
}
