import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { callApi, callKey } from '../../../lib/api-client';

/**
 * Whether a recovery link can still set a password, asked without using it up: 400 means used,
 * expired or unknown; any other failure leaves the decision to the submit (so: usable).
 */
export const checkPasswordToken = (token: string, signal?: AbortSignal) =>
  callApi('POST /auth/password/check', { body: { token } }, { signal }).then(
    () => true,
    (e: unknown) => !(e instanceof ApiError && e.status === 400),
  );

export const passwordTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: callKey('POST /auth/password/check', { body: { token } }),
    queryFn: ({ signal }) => checkPasswordToken(token, signal),
    // The page says it itself: a dead link is a page state, not an error toast.
    meta: { silent: true },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePasswordToken(token: string) {
  return useQuery(passwordTokenQueryOptions(token));
}
