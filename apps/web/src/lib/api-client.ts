/**
 * The typed client: `callApi('GET /companies/:id', {params: {id}})`. Method, path and the
 * types of input and answer all come from the shared contract's declaration of that call.
 * Types only: the contract's zod schemas stay out of the web bundle.
 */
import type { BodyOf, CallKey, ParamsOf, QueryOf, ResponseOf } from '@cimenta/shared/contract';
import { send } from './api';

/** A part the call declares is required unless every field of it is optional; one it doesn't is absent. */
type Part<N extends string, T> = [T] extends [never]
  ? { [P in N]?: never }
  : [T] extends [undefined]
    ? { [P in N]?: never }
    : undefined extends T
      ? { [P in N]?: T }
      : object extends T
        ? { [P in N]?: T }
        : { [P in N]: T };

export type CallInput<K extends CallKey> = Part<'params', ParamsOf<K>> & Part<'query', QueryOf<K>> & Part<'body', BodyOf<K>>;

export type CallOptions = {
  signal?: AbortSignal;
  /** `false`: a 401 only fails the call (no refresh, no sign-in page), for a caller that asks again. */
  session?: boolean;
  /** The call's answer, already asked for (`SendOptions.response`). */
  response?: Promise<Response>;
};

/** `'GET /companies/:id'` → method and path (the contract's `splitCallKey`, without loading the contract). */
function split(key: string): { method: string; path: string } {
  const i = key.indexOf(' ');
  return { method: key.slice(0, i), path: key.slice(i + 1) };
}

/** Fills `:name` segments from `params`, URL-encoded; a missing one is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Makes the call; resolves with its 200 answer, rejects with `ApiError` (after the session
 * handling of SPEC §8). Raises no toasts: the query/mutation caches do (`meta.silent` to stop them).
 */
export async function callApi<K extends CallKey>(key: K, input: CallInput<K>, opts: CallOptions = {}): Promise<ResponseOf<K>> {
  const { method, path } = split(key);
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const data = await send(method, fillPath(path, params), body === undefined && method !== 'GET' && method !== 'DELETE' ? {} : body, {
    query,
    signal: opts.signal,
    session: opts.session,
    response: opts.response,
  });
  // The server serialises every answer from the same declaration (and checks it under test).
  return data as ResponseOf<K>;
}

/** The query key of a call: the call and its input, so one call+input has one cache entry everywhere. */
export const callKey = <K extends CallKey>(key: K, input?: CallInput<K>) => (input ? ([key, input] as const) : ([key] as const));
