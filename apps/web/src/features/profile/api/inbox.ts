/** The company's inbox (issue 20, contract-quotes.ts): list, counts, one item, its state. */
import type { MailPrefs } from '@cimenta/shared/quotes';
import type { InboxSettable, InboxStatus } from '@cimenta/shared/texts-quotes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

export function useInbox(status: InboxStatus | undefined, page: number) {
  const query = { ...(status ? { status } : {}), page };
  return useQuery({
    queryKey: callKey('GET /inbox', { query }),
    queryFn: () => callApi('GET /inbox', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useInboxCounts(enabled: boolean) {
  return useQuery({ queryKey: callKey('GET /inbox/counts'), queryFn: () => callApi('GET /inbox/counts', {}), enabled });
}

export function useInboxContact(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: callKey('GET /inbox/contacts/:id', { params: { id } }),
    queryFn: async () => {
      const item = await callApi('GET /inbox/contacts/:id', { params: { id } });
      // Opening a new one marked it seen: the list and the menu's count change.
      void invalidateLists(client);
      return item;
    },
    // The screen says "not found" itself; a toast would repeat it.
    meta: { silent: true },
  });
}

export function useInboxQuote(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: callKey('GET /inbox/quotes/:id', { params: { id } }),
    queryFn: async () => {
      const item = await callApi('GET /inbox/quotes/:id', { params: { id } });
      void invalidateLists(client);
      return item;
    },
    // The screen says "not found" itself; a toast would repeat it.
    meta: { silent: true },
  });
}

const invalidateLists = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]) === 'GET /inbox' || String(q.queryKey[0]) === 'GET /inbox/counts' });

export function useSetInboxStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: 'contact' | 'quote'; id: string; status: InboxSettable }) =>
      v.kind === 'contact'
        ? callApi('PUT /inbox/contacts/:id/status', { params: { id: Number(v.id) }, body: { status: v.status } })
        : callApi('PUT /inbox/quotes/:id/status', { params: { id: v.id }, body: { status: v.status } }),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('GET /inbox') }),
  });
}

export function useAnswerQuote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi('POST /inbox/quotes/:id/messages', { params: { id }, body: { body } }),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('GET /inbox') }),
  });
}

export function useMailPrefs() {
  return useQuery({ queryKey: callKey('GET /inbox/preferences'), queryFn: () => callApi('GET /inbox/preferences', {}) });
}

export function useSaveMailPrefs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MailPrefs) => callApi('PUT /inbox/preferences', { body }),
    onSuccess: (r) => client.setQueryData(callKey('GET /inbox/preferences'), r.preferences),
  });
}
