import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyChanged } from '../../account-shared';

export type ImageSlot = 'logo' | 'photo' | 'picture';

const calls = {
  logo: 'DELETE /companies/:id/logo',
  photo: 'DELETE /companies/:id/photo',
  picture: 'DELETE /companies/:id/picture',
} as const;

export const deleteCompanyImage = (id: string, slot: ImageSlot) => callApi(calls[slot], { params: { id } });

export function useDeleteCompanyImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, slot }: { id: string; slot: ImageSlot }) => deleteCompanyImage(id, slot),
    onSuccess: ({ company }) => companyChanged(qc, company),
  });
}
