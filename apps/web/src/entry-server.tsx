/**
 * Server rendering (issues 9 and 21), built by `vite build --ssr` into dist/server and loaded by
 * the API (apps/api/src/web/ssr.ts). React Router's data routers as they are meant to be used:
 * `createStaticHandler(routes).query(request)` runs the matched routes' loaders, which fill the
 * TanStack Query cache through the same typed calls the browser makes (`callApi`; here the
 * transport answers in process, `api`), then `StaticRouterProvider` renders once. The cache and
 * the router's state travel to the browser, which hydrates without fetching again (main.tsx).
 *
 * The route table is app/router.tsx's: a route whose `handle` is a `ServerHandle` is rendered
 * here, any other gets the shell (`canonicalUrl` answers null for it).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { guessMobile } from '@cimenta/shared';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/providers';
import { accountRoutes } from './app/account-routes';
import { createRoutes } from './app/router';
import { SSR_DATA_ID, type SsrPayload } from './app/ssr-payload';
import { setApiTransport } from './lib/api';
import { DeviceProvider } from './lib/device';
import { earlyProfileScript } from './lib/early-profile';
import { serverHandle, shellHandle, UPSTREAM_FAILURE_STATUS } from './lib/route-data';
import { HeadProvider, headTags, jsonForScript, type PageHeadProps, renderHeadHtml } from './lib/seo';
import { islandContainer, IslandServerProvider } from './islands/island';
import { IslandRoot, islandIdPrefix } from './islands/root';
import { SERVER_ISLANDS } from './islands/server';
import { ISLANDS, type IslandName, type IslandsPayload } from './islands/table';

/** A GET to the API in process: `path` includes `/api/v1` and the query string; `body` is the answer's text. */
export type ApiGet = (path: string) => Promise<{ status: number; body: string }>;

export type RenderOptions = {
  /** The request's path and query: `canonicalUrl`'s answer. */
  url: string;
  /** PUBLIC_URL (canonical, Open Graph). */
  publicUrl: string;
  api: ApiGet;
  /** CSP nonce for any inline script React would write. */
  nonce?: string;
  /** Request headers the page may adapt to: the phone layout is guessed from them (lib/device.tsx). */
  userAgent?: string;
  mobileHint?: string;
  /**
   * Test-only fault injection (apps/api/src/web/ssr.ts passes it only when the server runs with
   * CIMENTA_TEST_FAULTS=1): `render` makes the page's render throw.
   */
  fault?: 'render';
};

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      /** Tags for `<head>`: title, description, canonical, Open Graph, JSON-LD ('' when the page has no `PageHead`). */
      head: string;
      /** The app's HTML, for `#root`. */
      html: string;
      /** The `<script type="application/json">` with the dehydrated data. */
      data: string;
      /** Source modules of the rendered page (Vite manifest keys) whose CSS and JS to link. */
      modules: string[];
      /** Queries the render asked for that no loader had filled (rendered as loading: a loader misses them). */
      unloaded: string[];
      /**
       * A page rendered as islands (`ServerHandle.islands`): the island modules whose JS to preload
       * (the starts run at load, `when: 'run'`; the others load when seen or touched); undefined for
       * a page hydrated whole.
       */
      islands?: string[];
    }
  /** A loader's API call failed (5xx, network): the page cannot be shown now. */
  | { kind: 'unavailable' };

// The loaders' calls (lib/api.ts `send`) reach the API of the request being rendered.
const requestApi = new AsyncLocalStorage<ApiGet>();
setApiTransport(async (url) => {
  const api = requestApi.getStore();
  if (!api) throw new Error(`API call outside a server render: ${url}`);
  const res = await api(url);
  return new Response(res.body || null, { status: res.status, headers: { 'content-type': 'application/json' } });
});

// Matching only (no loader runs): the handles say which routes the server renders. The server has
// the account routes always (the browser loads them for an account URL: main.tsx).
const tableCtx = { queryClient: new QueryClient(), server: true };
const table = createRoutes(tableCtx, accountRoutes(tableCtx));

/**
 * The URL the server renders and keeps for `url`: its path and the query parameters its route
 * reads, sorted by name (others dropped); null when the route is not server-rendered (the shell).
 */
export function canonicalUrl(url: string): string | null {
  const parsed = new URL(url, 'http://x');
  const matches = matchRoutes(table, parsed.pathname);
  const handle = matches ? serverHandle(matches[matches.length - 1]?.route.handle) : null;
  if (!handle) return null;
  const known = new Set(handle.params ?? []);
  const kept = [...parsed.searchParams].filter(([k]) => known.has(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return `${parsed.pathname}${query ? `?${query}` : ''}`;
}

/** The module declaring the account routes: the browser loads it before it starts on a shell (main.tsx). */
const ACCOUNT_ROUTES_MODULE = 'src/app/account-routes.tsx';

/**
 * The source modules a shell route's screens load (`ShellHandle`), after the account routes'
 * declarations, for the shell's preload links; empty for a path the server renders.
 */
export function shellModules(url: string): string[] {
  if (canonicalUrl(url) !== null) return [];
  const matches = matchRoutes(table, new URL(url, 'http://x').pathname) ?? [];
  return [ACCOUNT_ROUTES_MODULE, ...matches.flatMap((m) => shellHandle(m.route.handle)?.preload ?? [])];
}

/**
 * The inline script a shell route's HTML runs first (`ShellHandle.profile`: the early profile
 * request, lib/early-profile.ts); '' for none.
 */
export function shellScript(url: string): string {
  const matches = matchRoutes(table, new URL(url, 'http://x').pathname) ?? [];
  return matches.some((m) => shellHandle(m.route.handle)?.profile) ? earlyProfileScript() : '';
}

/** The whole tree as HTML once every Suspense boundary resolved (no streaming: one ETag per page). */
function renderToHtml(node: ReactNode, nonce: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const { pipe } = renderToPipeableStream(node, {
      nonce,
      // Never outline a finished boundary behind an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk, _enc, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
          final(done) {
            done();
            // A boundary that failed would be finished in the browser: a failed render (500) instead.
            if (failure) reject(failure);
            else resolve(Buffer.concat(chunks).toString('utf8'));
          },
        });
        pipe(sink);
      },
    });
  });
}

function Fault(): never {
  throw new Error('test fault: this render throws (CIMENTA_TEST_FAULTS)');
}

/** The modules of the matched server-rendered routes. */
const pageModules = (matches: { route: RouteObject }[]) =>
  matches.flatMap((m) => {
    const h = serverHandle(m.route.handle);
    return h ? [h.page] : [];
  });

export async function render(opts: RenderOptions): Promise<RenderResult> {
  const origin = opts.publicUrl.replace(/\/+$/, '');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } },
  });
  const routeData = { queryClient, server: true };
  const handler = createStaticHandler(createRoutes(routeData, accountRoutes(routeData)));
  const request = new Request(new URL(opts.url, `${origin}/`), { method: 'GET' });
  const context = await requestApi.run(opts.api, () => handler.query(request));
  // No loader redirects; a Response here is a bug of the route table.
  if (context instanceof Response) throw new Error(`unexpected ${context.status} answer of the loaders for ${opts.url}`);
  if (context.errors) {
    const error = Object.values(context.errors)[0];
    if (isRouteErrorResponse(error) && error.status === UPSTREAM_FAILURE_STATUS) return { kind: 'unavailable' };
    throw error instanceof Error ? error : new Error(`route error for ${opts.url}: ${JSON.stringify(error)}`);
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  let head: PageHeadProps | undefined;
  const mobile = guessMobile(opts.userAgent, opts.mobileHint);
  const leaf = context.matches[context.matches.length - 1];
  const islands = serverHandle(leaf?.route.handle)?.islands ? new Map<string, { name: IslandName; props: unknown }>() : null;
  const page = (
    <HeadProvider
      origin={origin}
      collect={(h) => {
        head = h;
      }}
    >
      <DeviceProvider mobile={mobile}>
        <AppProviders queryClient={queryClient}>
          {/* One child either way: React's ids (useId) follow the tree's shape, which hydration must find the same. */}
          {opts.fault === 'render' ? (
            <Fault />
          ) : (
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={opts.nonce} />
          )}
        </AppProviders>
      </DeviceProvider>
    </HeadProvider>
  );
  let html = await renderToHtml(islands ? <IslandServerProvider value={islands}>{page}</IslandServerProvider> : page, opts.nonce);
  const { pathname, search } = new URL(request.url);
  const location = { pathname, search };
  if (islands) html = fillIslands(html, islands, mobile, location);
  const unloaded = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending')
    .map((q) => q.queryHash);

  const payload: SsrPayload | IslandsPayload = islands
    ? { mobile, location, islands: [...islands].map(([id, { name, props }]) => ({ id, name, props })) }
    : {
        publicUrl: origin,
        mobile,
        // A failure travels only when the page shows it as it is (`retryOnMount: false`, e.g. a missing
        // company); any other failed query is asked again by the browser.
        queries: dehydrate(queryClient, {
          shouldDehydrateQuery: (q) =>
            q.state.status === 'success' ||
            (q.state.status === 'error' && (q.options as { retryOnMount?: boolean }).retryOnMount === false),
        }),
        // The loaders ran here: the browser's router starts from their (empty) answers, not running them again.
        router: { loaderData: context.loaderData },
      };
  const found = head as PageHeadProps | undefined;
  // React writes the preloads it found (the first images) before the app's HTML; they belong in the head.
  const preloads = /^(?:<link [^>]*\/>)+/.exec(html)?.[0] ?? '';
  return {
    kind: 'page',
    status: found?.status ?? 200,
    head: (found ? renderHeadHtml(headTags(found, origin)) : '') + preloads,
    html: html.slice(preloads.length),
    data: `<script type="application/json" id="${SSR_DATA_ID}">${jsonForScript(payload)}</script>`,
    modules: [...pageModules(context.matches), ...[...(islands?.values() ?? [])].map((i) => ISLANDS[i.name].module)],
    unloaded,
    islands: islands
      ? [...new Set([...islands.values()].filter((i) => ISLANDS[i.name].when === 'run').map((i) => ISLANDS[i.name].module))]
      : undefined,
  };
}

/** Each island rendered as a root of its own (its own ids, as the browser hydrates it) into its container. */
function fillIslands(
  html: string,
  islands: Map<string, { name: IslandName; props: unknown }>,
  mobile: boolean,
  location: IslandsPayload['location'],
): string {
  let out = html;
  for (const [id, { name, props }] of islands) {
    const container = islandContainer(id);
    const at = out.indexOf(container);
    if (at < 0) throw new Error(`island ${name} (${id}) not found in the page's HTML`);
    const inner = renderToString(<IslandRoot Component={SERVER_ISLANDS[name]} props={props} mobile={mobile} location={location} />, {
      identifierPrefix: islandIdPrefix(id),
    });
    const end = at + container.length - '</div>'.length;
    out = out.slice(0, end) + inner + out.slice(end);
  }
  return out;
}
