/**
 * The one HTTP transport (SPEC §7, §8): base /api/v1, `api-language: es`, bearer token from
 * local storage, JSON in and out, and the session's 401 behaviours (refresh and reload, sign-in,
 * the session toast). The other error toasts are `notifyApiError`, which the query/mutation
 * caches raise (app/providers.tsx); callers go through `callApi` (api-client.ts).
 */
import { AUTH_MESSAGES, LANGUAGE, MSG } from '@cimenta/shared';
import { showErrorToast, showSessionToast } from './toasts';
import { paths } from '../config/paths';
import { navigateTo } from './navigation';
import { clearStorage, getRefreshToken, getToken, setTokens, type TokenPair } from './storage';

export const API_BASE = '/api/v1';

/**
 * How a call reaches the API: `fetch` in the browser. The server renderer (entry-server.tsx) sets
 * one that answers in process, so route loaders run the same typed calls (`callApi` → `send`)
 * on both sides.
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);
export function setApiTransport(t: ApiTransport): void {
  transport = t;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, message?: string) {
    super(message ?? errorText(body) ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type SendOptions = {
  /** Query parameters; `undefined`, `null` and '' are dropped. */
  query?: Record<string, unknown>;
  /** No session toast; the session handling itself still runs. */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** `false`: no session handling at all (see `CallOptions.session`). */
  session?: boolean;
  /** The answer of this call, already asked for (the shell's early request, lib/early-profile.ts): read instead of asking. */
  response?: Promise<Response>;
};

/** One property of an answer body read without trusting its shape (error bodies are untyped). */
function prop(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null && key in body ? Reflect.get(body, key) : undefined;
}

/** A `{field, message}` entry as the §8 toasts show it: its values joined by ': '. */
function entryText(entry: unknown): string {
  return entry && typeof entry === 'object' ? Object.values(entry).map(String).join(': ') : String(entry);
}

function errorText(body: unknown): string | undefined {
  const errors = prop(body, 'errors');
  const message = prop(body, 'message');
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) return errors.map(entryText).join('\n');
  if (typeof message === 'string') return message;
  return undefined;
}

const toastError = showErrorToast;

export function buildUrl(path: string, query?: Record<string, unknown>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || String(v) === '') continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

// One refresh at a time: several calls may expire together.
let refreshing: Promise<TokenPair | null> | null = null;

async function refreshTokens(): Promise<TokenPair | null> {
  const refresh = getRefreshToken();
  if (!refresh) return null;
  try {
    const res = await fetch(buildUrl('/auth/token/refresh'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'api-language': LANGUAGE },
      body: JSON.stringify({ refresh_token: refresh }),
    });
    if (!res.ok) return null;
    const pair: unknown = await res.json();
    const token = prop(pair, 'token');
    const refreshToken = prop(pair, 'refresh_token');
    return typeof token === 'string' && token && typeof refreshToken === 'string' && refreshToken
      ? { token, refresh_token: refreshToken }
      : null;
  } catch {
    return null;
  }
}

/**
 * Ends the session on the server (its refresh-token family), fire and forget: the token is read
 * now, before the caller clears the storage, and `keepalive` lets the call outlive a navigation.
 */
export function revokeSession(): void {
  const refresh = getRefreshToken();
  if (!refresh) return;
  void fetch(buildUrl('/auth/logout'), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'api-language': LANGUAGE },
    body: JSON.stringify({ refresh_token: refresh }),
  }).catch(() => {});
}

function expireSession(silent: boolean): void {
  clearStorage();
  if (!silent) showSessionToast(MSG.sessionExpired);
  navigateTo(paths.signIn);
}

/** The session part of SPEC §8: what a 401 does besides failing the call. */
async function handleSession(status: number, body: unknown, silent: boolean): Promise<void> {
  if (status !== 401) return;
  const message = prop(body, 'message');
  if (message === AUTH_MESSAGES.notFound) {
    if (!silent) showSessionToast(MSG.sessionExpired);
    navigateTo(paths.signIn);
  } else if (message === AUTH_MESSAGES.expired) {
    refreshing ??= refreshTokens().finally(() => {
      refreshing = null;
    });
    const pair = await refreshing;
    if (pair) {
      setTokens(pair);
      window.location.reload();
    } else {
      expireSession(silent);
    }
  }
  // Any other 401 (e.g. 'Invalid JWT Token') has no session effect, per the catalogue.
}

/**
 * The error toasts of SPEC §8 for a failed call (the session's own toasts excepted, see
 * `handleSession`): a network failure or a 5xx → the generic text; bad credentials → their
 * text; a 4xx → its string, or one toast per `{field, message}` entry. Anything else: nothing.
 */
export function notifyApiError(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  const { status, body } = error;
  if (status === 0 || status >= 500) {
    toastError(MSG.serverError);
    return;
  }
  if (status === 401) {
    if (prop(body, 'message') === AUTH_MESSAGES.badCredentials) toastError(MSG.badCredentials);
    return;
  }
  if (status >= 400) {
    const errors = prop(body, 'errors');
    if (typeof errors === 'string') toastError(errors);
    else if (Array.isArray(errors)) for (const entry of errors) toastError(entryText(entry));
  }
}

/** One call, parsed but untyped: `ApiError` on failure after the session handling ran. No error toasts. */
export async function send(method: string, path: string, body: unknown, options: SendOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'api-language': LANGUAGE,
    ...options.headers,
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await (options.response ??
      transport(buildUrl(path, options.query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      }));
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    // The network failed: for the user this is the same "try again" situation as a 500.
    throw new ApiError(0, null, MSG.serverError);
  }

  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    if (options.session !== false) await handleSession(res.status, data, options.silent ?? false);
    throw new ApiError(res.status, data);
  }
  return data;
}
