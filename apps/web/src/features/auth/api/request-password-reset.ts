import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) => callApi('POST /auth/password/reset', { body: { email } });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
