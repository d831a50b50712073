import type { BodyOf } from '@cimenta/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyChanged } from '../../account-shared';

export type UpdateCompanyBody = BodyOf<'PUT /companies/:id'>;

export const updateCompany = (id: string, body: UpdateCompanyBody) => callApi('PUT /companies/:id', { params: { id }, body });

/** Edits (only the changed fields) and image uploads of the user's company. */
export function useUpdateCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCompanyBody }) => updateCompany(id, body),
    onSuccess: ({ company }) => companyChanged(qc, company),
  });
}
