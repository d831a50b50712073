import type { BodyOf } from '@cimenta/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const changePassword = (body: BodyOf<'PUT /users/password'>) => callApi('PUT /users/password', { body });

/** Ends the other sessions on the server; nothing cached here changes. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
