import type { ContactCompanyInput } from '@cimenta/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const sendContact = (companyId: string, body: ContactCompanyInput) =>
  api.post<{ message: string }>(`/companies/${encodeURIComponent(companyId)}/contact`, body);

export function useSendContact(companyId: string) {
  return useMutation({ mutationFn: (body: ContactCompanyInput) => sendContact(companyId, body) });
}
