import type { BodyOf } from '@cimenta/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type ContactBody = BodyOf<'POST /companies/:id/contact'>;

export const sendContact = (companyId: string, body: ContactBody) =>
  callApi('POST /companies/:id/contact', { params: { id: companyId }, body });

export function useSendContact(companyId: string) {
  return useMutation({ mutationFn: (contact: ContactBody['contact']) => sendContact(companyId, { contact }) });
}
