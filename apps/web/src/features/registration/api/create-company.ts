import type { BodyOf } from '@cimenta/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyChanged } from '../../account-shared';

export type CreateCompanyBody = BodyOf<'POST /companies'>;

export const createCompany = (body: CreateCompanyBody) => callApi('POST /companies', { body });

export function useCreateCompany() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createCompany, onSuccess: () => companyChanged(qc) });
}
