/**
 * The one HTTP transport (SPEC §7, §8): base /api/v1, `api-language: es`, bearer token from
 * local storage, JSON in and out, and the session's 401 behaviours (refresh and reload, sign-in,
 * the session toast). The other error toasts are `notifyApiError`, which the query/mutation
 * caches raise (app/providers.tsx); callers go through `callApi` (api-client.ts).
 */
import { AUTH_MESSAGES, LANGUAGE, MSG } from '@cimenta/shared';
import { notifications } from '@mantine/notifications';
import { paths } from '../config/paths';
import { navigateTo } from './navigation';
import { clearStorage, getRefreshToken, getToken, setTokens, type TokenPair } from './storage';

export const API_BASE = '/api/v1';

export type FieldError = { field: string; message: string };

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, message?: string) {
    super(message ?? errorText(body) ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  /** The list of `{field, message}` entries of a 4xx answer, or an empty list. */
  get fieldErrors(): FieldError[] {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) ? (errors as FieldError[]) : [];
  }
}

export type SendOptions = {
  /** Query parameters; `undefined`, `null` and '' are dropped. */
  query?: Record<string, unknown>;
  /** No session toast; the session handling itself still runs. */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

function errorText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { errors?: unknown; message?: unknown };
  if (typeof b.errors === 'string') return b.errors;
  if (Array.isArray(b.errors)) return b.errors.map((e) => Object.values(e as object).join(': ')).join('\n');
  if (typeof b.message === 'string') return b.message;
  return undefined;
}

function toastError(message: string): void {
  notifications.show({ color: 'red', title: 'Error', message });
}

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
    const pair = (await res.json()) as TokenPair;
    return pair?.token && pair.refresh_token ? pair : null;
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
  if (!silent) notifications.show({ color: 'red', title: 'Sesión', message: MSG.sessionExpired });
  navigateTo(paths.signIn);
}

/** The session part of SPEC §8: what a 401 does besides failing the call. */
async function handleSession(status: number, body: unknown, silent: boolean): Promise<void> {
  if (status !== 401) return;
  const message = (body as { message?: unknown } | null)?.message;
  if (message === AUTH_MESSAGES.notFound) {
    if (!silent) notifications.show({ color: 'red', title: 'Sesión', message: MSG.sessionExpired });
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
    if ((body as { message?: unknown } | null)?.message === AUTH_MESSAGES.badCredentials) toastError(MSG.badCredentials);
    return;
  }
  if (status >= 400) {
    const errors = (body as { errors?: unknown } | null)?.errors;
    if (typeof errors === 'string') toastError(errors);
    else if (Array.isArray(errors)) {
      for (const entry of errors) {
        const text =
          entry && typeof entry === 'object'
            ? Object.values(entry as object)
                .map(String)
                .join(': ')
            : String(entry);
        toastError(text);
      }
    }
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
    res = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
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
    await handleSession(res.status, data, options.silent ?? false);
    throw new ApiError(res.status, data);
  }
  return data;
}
