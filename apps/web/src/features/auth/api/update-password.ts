import type { BodyOf } from '@cimenta/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const updatePassword = (body: BodyOf<'POST /auth/password/update'>) => callApi('POST /auth/password/update', { body });

/** Sets the password with a recovery link (which spends it). */
export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
