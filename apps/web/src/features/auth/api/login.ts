import type { BodyOf } from '@cimenta/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const login = (body: BodyOf<'POST /auth/login'>) => callApi('POST /auth/login', { body });

/** Signing in changes no cache entry itself: the session's `login` reloads the profile. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
