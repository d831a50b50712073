/**
 * The cold /my-profile's head start (issue 22, "Slow moments"; BENCHMARKS.md): the profile route
 * runs this with its first chunk, out of the entry (the shell's HTML preloads it).
 */
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';
import { takeEarlyProfile } from './early-profile';
import { keepEarlyProfile, profileKey } from './session';
import { getToken } from './storage';

/**
 * Starts GET /users as soon as a /my-profile URL is matched, beside the screens' code instead of
 * after it: a cold load used to fetch the chunks, render the shell, and only then ask. The shell's
 * HTML has usually asked already (lib/early-profile.ts): then its answer is read instead. The
 * answer goes into the cache as it arrives: if that is before the screen's first render, the form
 * shows at once, without a spinner first. Without a token it does nothing.
 */
export function prefetchProfile(queryClient: QueryClient): void {
  const token = getToken();
  if (!token) return;
  // No session handling here: this may answer before the router and the toasts exist (a 401
  // would then reload the page to /sign-in and lose its toast). A failure is asked again by the
  // query, the ordinary way.
  const answer = keepEarlyProfile(token, () =>
    callApi('GET /users', {}, { session: false, response: takeEarlyProfile(token) ?? undefined }),
  );
  answer?.then(
    (data) => {
      if (getToken() === token && queryClient.getQueryData(profileKey) === undefined) queryClient.setQueryData(profileKey, data);
    },
    () => {},
  );
}
