/**
 * Server rendering (issue 9), built by `vite build --ssr` into dist/server and loaded by the API
 * (apps/api/src/web/ssr.ts). React Router's own static rendering: `createStaticHandler` matches
 * the URL and loads the lazy route, `StaticRouterProvider` renders it.
 *
 * Data: the pages keep their `useQuery` calls. A render collects the queries they ask for, the
 * server answers them in process (`api`, the same HTTP contract through `app.inject`), and the
 * page is rendered again with the data, until nothing new is asked (a query may depend on
 * another's answer). The cache is then dehydrated for the browser, which hydrates without
 * fetching again. Only pages in `SERVER_RENDERED` are rendered; the others get the shell.
 */
import { guessMobile } from '@cimenta/shared';
import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes, SERVER_RENDERED } from './app/router';
import { SSR_DATA_ID, type SsrPayload } from './app/ssr-payload';
import { ApiError, buildUrl } from './lib/api';
import { DeviceProvider } from './lib/device';
import { fillPath } from './lib/api-client';
import { HeadProvider, headTags, jsonForScript, type PageHeadProps, renderHeadHtml } from './lib/seo';

/** A GET to the API in process: `path` includes `/api/v1` and the query string. */
export type ApiGet = (path: string) => Promise<{ status: number; body: unknown }>;

export type RenderOptions = {
  /** The request's path and query. */
  url: string;
  /** PUBLIC_URL (canonical, Open Graph). */
  publicUrl: string;
  api: ApiGet;
  /** CSP nonce for any inline script React would write. */
  nonce?: string;
  /** Request headers the page may adapt to: the phone layout is guessed from them (lib/device.tsx). */
  userAgent?: string;
  mobileHint?: string;
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
    }
  /** Not a server-rendered page (an account screen): send the shell. */
  | { kind: 'shell' };

const handler = createStaticHandler(routes);
const MAX_PASSES = 4;

/** The query's key is `[call, input]` (lib/api-client `callKey`), or `[call, input, field]`: answer it from the API. */
function serverQueryFn(api: ApiGet) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }) => {
    // A third part names the one field of the answer the query keeps (the home's total count).
    const [call, input = {}, field] = queryKey as [string, { params?: Record<string, unknown>; query?: Record<string, unknown> }?, string?];
    const [method, path] = call.split(' ');
    if (method !== 'GET' || !path) throw new ApiError(0, null, `not a GET call: ${call}`);
    const res = await api(buildUrl(fillPath(path, input.params), input.query));
    if (res.status < 200 || res.status >= 300) throw new ApiError(res.status, res.body);
    return field ? (res.body as Record<string, unknown>)[field] : res.body;
  };
}

function isEnabled(q: Query): boolean {
  const enabled = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(q) : enabled !== false;
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
            // A boundary that failed would be finished in the browser: send the shell instead.
            if (failure) reject(failure);
            else resolve(Buffer.concat(chunks).toString('utf8'));
          },
        });
        pipe(sink);
      },
    });
  });
}

export async function render(opts: RenderOptions): Promise<RenderResult> {
  const origin = opts.publicUrl.replace(/\/+$/, '');
  const request = new Request(new URL(opts.url, `${origin}/`), { method: 'GET' });
  const context = await handler.query(request);
  if (context instanceof Response) return { kind: 'shell' };
  // The matched pattern, e.g. 'company/:id' ('' for the home page).
  const key = context.matches
    .map((m) => m.route.path ?? '')
    .join('/')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/|\/$/g, '');
  const module = SERVER_RENDERED[key];
  if (!module || context.errors) return { kind: 'shell' };

  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } },
  });
  const queryFn = serverQueryFn(opts.api);
  let head: PageHeadProps | undefined;
  const mobile = guessMobile(opts.userAgent, opts.mobileHint);
  const app = (
    <HeadProvider
      origin={origin}
      collect={(h) => {
        head = h;
      }}
    >
      <DeviceProvider mobile={mobile}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} nonce={opts.nonce} />
        </AppProviders>
      </DeviceProvider>
    </HeadProvider>
  );

  const asked = new Set<string>();
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    head = undefined;
    html = await renderToHtml(app, opts.nonce);
    const missing = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && !asked.has(q.queryHash) && isEnabled(q));
    if (!missing.length) break;
    for (const q of missing) asked.add(q.queryHash);
    await Promise.all(missing.map((q) => queryClient.prefetchQuery({ queryKey: q.queryKey, queryFn })));
  }

  const payload: SsrPayload = {
    publicUrl: origin,
    mobile,
    // A failure travels only when the page shows it as it is (`retryOnMount: false`, e.g. a missing
    // company); any other failed query is asked again by the browser, as the server's loader says.
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (q) =>
        q.state.status === 'success' || (q.state.status === 'error' && (q.options as { retryOnMount?: boolean }).retryOnMount === false),
    }),
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
    modules: [module],
  };
}
