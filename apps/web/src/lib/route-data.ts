/**
 * Route loaders (issue 21): each public route declares what its page shows, as TanStack Query
 * fetches over the same typed calls the components read (`queryOptions` from `api/`), and the
 * server renders once the router's loaders are done (entry-server.tsx). The route objects carry
 * what the server needs to know about them in `handle` (`ServerHandle`): they are the only route
 * table.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from './api';

export type RouteData = {
  queryClient: QueryClient;
  /**
   * On the server: wait for the data, and answer an upstream failure with a 503. In the browser
   * a loader only starts the fetches: the page shows its own loading state meanwhile, as before.
   */
  server: boolean;
};

/** `handle` of a route the server renders. */
export type ServerHandle = {
  /**
   * The source module the route's `lazy` imports (a key of Vite's manifest: its chunk's CSS is
   * inlined and its JS preloaded).
   */
  page: string;
  /**
   * The query parameters the page reads, all others ignored: the server renders and keeps the
   * page under its path and these parameters, sorted (utm_*, fbclid and junk never make a new render).
   */
  params?: readonly string[];
  /**
   * Rendered as islands (issue 21): the browser hydrates only the page's `<Island>`s, each a root of
   * its own (src/islands.tsx), never the whole page, and loads no router nor TanStack Query first.
   */
  islands?: boolean;
};

export function serverHandle(handle: unknown): ServerHandle | null {
  const h = handle as Partial<ServerHandle> | null | undefined;
  return h && typeof h.page === 'string' ? (h as ServerHandle) : null;
}

/**
 * `handle` of a route sent as the empty shell (account screens): the source modules its `lazy`
 * imports (keys of Vite's manifest). The shell's HTML preloads their chunks, so they load beside
 * the entry instead of after it has run (issue 22: the cold /my-profile).
 */
export type ShellHandle = {
  preload: readonly string[];
  /** The screens show the signed-in user's profile: the shell's HTML asks for it before any script (lib/early-profile.ts). */
  profile?: boolean;
};

export function shellHandle(handle: unknown): ShellHandle | null {
  const h = handle as Partial<ShellHandle> | null | undefined;
  return h && Array.isArray(h.preload) ? (h as ShellHandle) : null;
}

/** The status a loader throws when the API it reads failed (5xx, network): the page cannot be shown now. */
export const UPSTREAM_FAILURE_STATUS = 503;

/** An API failure that the page does not show as its own state (a 4xx is: a missing company, an unknown landing page). */
const upstream = (e: unknown) => !(e instanceof ApiError) || e.status === 0 || e.status >= 500;

/** One fetch of a loader: `(qc) => qc.ensureQueryData(options)`. */
export type Fetch = (queryClient: QueryClient) => Promise<unknown>;

/**
 * Runs a loader's fetches (`(qc) => qc.ensureQueryData(options)`), all at once. On the server
 * it waits: a 4xx stays in the cache as the page's own state (rendered with its status), a 5xx or
 * a network failure is thrown as a 503 answer. In the browser it returns at once.
 */
export async function fill(ctx: RouteData, ...fetches: Fetch[]): Promise<null> {
  const running = fetches.map((f) =>
    f(ctx.queryClient).then(
      () => undefined,
      (e: unknown) => e,
    ),
  );
  if (!ctx.server) return null;
  const failures = await Promise.all(running);
  // A thrown Response is React Router's route error with that status (`isRouteErrorResponse`).
  if (failures.some((e) => e !== undefined && upstream(e))) throw new Response(null, { status: UPSTREAM_FAILURE_STATUS });
  return null;
}

/** A loader from the fetches a route's URL needs. */
export const loader =
  (ctx: RouteData, fetches: (args: LoaderFunctionArgs) => Fetch[]) =>
  (args: LoaderFunctionArgs): Promise<null> =>
    fill(ctx, ...fetches(args));
