/**
 * What the server hands the browser next to a server-rendered page: the TanStack Query cache
 * it rendered with (dehydrated), the router's loader data and the public origin. Written as `<script type="application/json"
 * id="ssr-data">` (data, not code: no CSP nonce) and read once by the client entry.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { ISLANDS_DATA_ID } from '../islands/table';
import { ApiError } from '../lib/api';

/** One id for both kinds of page: the islands' entry reads it from islands/table.ts (no API client there). */
export const SSR_DATA_ID = ISLANDS_DATA_ID;

export type SsrPayload = {
  /** PUBLIC_URL: canonical and Open Graph URLs are built from it. */
  publicUrl: string;
  /** The server rendered for a phone (lib/device.tsx): hydration starts from the same guess. */
  mobile: boolean;
  queries: DehydratedState;
  /** The router's state after the server ran the loaders (`hydrationData`: the browser does not run them again). */
  router: { loaderData: Record<string, unknown> };
};

/** The payload of a server-rendered page, or null for the shell (client rendering). */
export function readSsrPayload(): SsrPayload | null {
  const el = document.getElementById(SSR_DATA_ID);
  if (!el?.textContent) return null;
  try {
    const payload = JSON.parse(el.textContent) as SsrPayload;
    // Failed calls travel as `{name: 'ApiError', status, body}`; pages test `instanceof ApiError`.
    for (const q of payload.queries.queries) {
      const e = q.state.error as { name?: string; status?: number; body?: unknown } | null;
      if (q.state.status === 'error' && e && e.name === 'ApiError') {
        (q.state as { error: unknown }).error = new ApiError(Number(e.status), e.body);
      }
    }
    return payload;
  } catch {
    return null;
  }
}
