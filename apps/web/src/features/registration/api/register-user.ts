import type { BodyOf } from '@cimenta/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const registerUser = (body: BodyOf<'POST /users'>) => callApi('POST /users', { body });

/** A 200 answers a token pair (SPEC.md §7); the session's `login` with it reloads the profile. */
export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
