import type { ContactMessageInput } from '@cimenta/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const sendContact = (companyId: string, contact: ContactMessageInput) =>
  api.post<{ message: string }>(`/companies/${encodeURIComponent(companyId)}/contact`, { contact });

export function useSendContact(companyId: string) {
  return useMutation({ mutationFn: (contact: ContactMessageInput) => sendContact(companyId, contact) });
}
