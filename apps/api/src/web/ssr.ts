/**
 * The web app (issues 9, 21): static files of apps/web/dist, and every other GET that is no API or
 * upload call answered with HTML. Public pages (the routes app/router.tsx marks with a
 * `ServerHandle`) are rendered on the server by the Vite SSR bundle (dist/server/entry-server.js,
 * built from apps/web/src/entry-server.tsx): React Router runs their loaders, which read the API
 * in process (`app.inject`, the same contract as over the network), and the page is rendered once,
 * with its data, head tags and real status (404 for an unknown page or company). Other pages (the
 * account screens) get the shell, rendered in the browser. HTML is `Cache-Control: no-cache` with
 * an ETag of the page without its nonce, so a revalidation answers 304. HEAD answers like GET.
 *
 * Failures say so: a render that throws answers 500 with a plain page and one log line (with the
 * request id); a loader whose API call failed (5xx, network) answers 503 and nothing is kept.
 * Rendered pages are kept by `PageCache` (page-cache.ts: canonical keys, single flight, renders
 * limited per address). Its stylesheets, preloads and scripts come from Vite's manifest (`Assets`,
 * html.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { guessMobile } from '@cimenta/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Assets, ERROR_PAGE, etagOf, type Manifest, Template, TOO_MANY_PAGE, UNAVAILABLE_PAGE } from './html';
import { NOT_A_VISIT_HEADER, type Seen } from '../modules/statistics/seen-pages';
import { PageCache, type Rendered, TooManyRenders, UpstreamUnavailable } from './page-cache';

/** What apps/web/src/entry-server.tsx exports (kept in step by hand: the API does not compile the web app). */
type RenderResult =
  | { kind: 'page'; status: number; head: string; html: string; data: string; modules: string[]; unloaded: string[]; islands?: string[] }
  | { kind: 'unavailable' };
type SsrModule = {
  canonicalUrl(url: string): string | null;
  shellModules(url: string): string[];
  shellScript(url: string): string;
  render(opts: {
    url: string;
    publicUrl: string;
    nonce?: string;
    userAgent?: string;
    mobileHint?: string;
    api: (path: string) => Promise<{ status: number; body: string }>;
    fault?: 'render';
  }): Promise<RenderResult>;
};

/** Rendered in place of the nonce, so the ETag is the same for every answer of one page. */
const NONCE_MARK = 'ssr-nonce-placeholder';
/** The request header that makes a render throw, honoured only with `testFaults` (CIMENTA_TEST_FAULTS=1, refused in production). */
export const TEST_FAULT_HEADER = 'x-cimenta-test-fault';

export type WebOptions = {
  webDist: string;
  publicUrl: string;
  /** The version of the data public pages are rendered from: a kept page is used while it is the same. */
  dataVersion: () => number;
  /** Renders per client address and window (not answers from the cache); null: no limit. */
  renderLimit: { max: number; windowMs: number } | null;
  /** The bytes of rendered pages kept (the process's cache budget, infra/cache-budget.ts). */
  pageCacheBytes?: () => number;
  /** Tests only: a request with the `TEST_FAULT_HEADER` header `render` gets a render that throws. */
  testFaults?: boolean;
  /** Audience counting (modules/statistics): what a page shows, read from its loaders' answers, and its visitor counted. */
  audience?: {
    of(path: string, status: number, body: string): Seen | null;
    seen(req: FastifyRequest, seen: readonly Seen[]): void;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The kept pages and their counts (metrics, tests); absent without a web build. */
    webPages?: PageCache;
  }
}

export async function registerWeb(app: FastifyInstance, opts: WebOptions): Promise<boolean> {
  const { webDist, publicUrl, dataVersion } = opts;
  if (!existsSync(join(webDist, 'index.html'))) return false;
  const template = new Template(readFileSync(join(webDist, 'index.html'), 'utf8'));
  const manifestFile = join(webDist, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  if (!existsSync(manifestFile)) app.log.warn(`Páginas sin scripts: falta ${manifestFile} (npm run build -w apps/web)`);
  const entry = join(webDist, 'server/entry-server.js');
  const hasSsr = existsSync(entry);
  if (!hasSsr) app.log.warn(`Sin renderizado en el servidor: falta ${entry} (npm run build -w apps/web)`);
  // Loaded once, when the server starts listening or at the first page asked (tests that only
  // call the API never load React).
  let loading: Promise<SsrModule | null> | null = null;
  const loadSsr = () => {
    loading ??= hasSsr ? (import(pathToFileURL(entry).href) as Promise<SsrModule>) : Promise.resolve(null);
    return loading;
  };
  app.addHook('onListen', async () => {
    await loadSsr();
  });

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The .br/.gz copies written by the build (vite-plugin-compression2), picked by Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', webCacheControl(webDist, path)),
    // The template (and its compressed copies) and the server bundle are not pages.
    allowedPath: (path) => !path.startsWith('/index.html') && !path.startsWith('/server/') && !path.startsWith('/.vite/'),
    // Files, not API operations: out of the OpenAPI document.
    schemaHide: true,
  });

  // The API in process, same contract and serialisation as over the network.
  const call = (path: string) =>
    app.inject({ method: 'GET', url: path, headers: { accept: 'application/json', 'api-language': 'es', [NOT_A_VISIT_HEADER]: '1' } });
  const tagOf = (res: { statusCode: number; body: string }) => etagOf(`${res.statusCode} ${res.body}`);
  const unchanged = async (reads: Rendered['reads']) => {
    for (const { path, tag } of reads) if (tagOf(await call(path)) !== tag) return false;
    return true;
  };

  // Built CSS files, read once (a few KB each; the build never changes under a running server).
  const cssFiles = new Map<string, string>();
  const assets = new Assets(manifest, (file) => {
    let text = cssFiles.get(file);
    if (text === undefined) {
      text = readFileSync(join(webDist, file), 'utf8');
      cssFiles.set(file, text);
    }
    return text;
  });
  // The shell of each set of account screens, with their chunks preloaded and the script they
  // run first (/my-profile: its early profile request), a few distinct sets.
  const shells = new Map<string, string>();
  const shellFor = (ssr: SsrModule | null, url: string) => {
    const modules = ssr?.shellModules(url) ?? [];
    const script = ssr?.shellScript(url) ?? '';
    const key = `${modules.join(' ')}\n${script}`;
    let html = shells.get(key);
    if (html === undefined) {
      html = template.shell(assets.shell(modules), script && `<script nonce="${NONCE_MARK}">${script}</script>`);
      shells.set(key, html);
    }
    return html;
  };
  const pages = new PageCache({ renderLimit: opts.renderLimit, maxBytes: opts.pageCacheBytes });
  app.decorate('webPages', pages);

  /** `tagged`: what the ETag is computed from (the page without its data's timestamps). */
  const send = (req: FastifyRequest, reply: FastifyReply, status: number, body: string, tagged = body) => {
    const etag = etagOf(tagged);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', 'es')
      .header('etag', etag)
      // The phone or desktop layout is chosen from these (apps/web/src/lib/device.tsx).
      .header('vary', 'User-Agent, Sec-CH-UA-Mobile');
    const match = req.headers['if-none-match'];
    if (status === 200 && match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply.code(status).send(body.replaceAll(NONCE_MARK, reply.scriptNonce));
  };
  const plain = (reply: FastifyReply, status: number, body: string) => {
    if (status !== 500) reply.header('retry-after', status === 429 ? '60' : '5');
    return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  };

  /** Renders `url` (canonical) once: the page, or `UpstreamUnavailable`. */
  const renderPage = async (
    ssr: SsrModule,
    req: FastifyRequest,
    url: string,
    mobileHint: string | undefined,
    fault: boolean,
  ): Promise<Rendered> => {
    const version = dataVersion();
    const reads: Rendered['reads'] = [];
    const seen: Seen[] = [];
    const out = await ssr.render({
      url,
      publicUrl,
      nonce: NONCE_MARK,
      api: async (path) => {
        const res = await call(path);
        reads.push({ path, tag: tagOf(res) });
        const s = opts.audience?.of(path, res.statusCode, res.body);
        if (s) seen.push(s);
        return { status: res.statusCode, body: res.body };
      },
      userAgent: req.headers['user-agent'],
      mobileHint,
      fault: fault ? 'render' : undefined,
    });
    if (out.kind === 'unavailable') throw new UpstreamUnavailable(url);
    // A query the page asked for that its route's loader did not fill: rendered as loading.
    if (out.unloaded.length) req.log.warn({ url, queries: out.unloaded }, 'page rendered without data its loaders should have loaded');
    const links = assets.page(out.modules, out.islands);
    // The data carries fetch times; the HTML rendered from it shows whatever changed.
    return {
      status: out.status,
      body: template.page(out.head, links, out.html, out.data),
      tagged: template.page(out.head, links, out.html, ''),
      reads,
      // A write that came in while it rendered: not kept (no version matches -1).
      version: dataVersion() === version ? version : -1,
      seen,
    };
  };

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '/';
    // A missing hashed asset is a 404, never a page a stale browser would try to run as code.
    if (path.startsWith('/api/') || path.startsWith('/uploads/') || path.startsWith('/assets/')) return reply.callNotFound();
    // Landing slugs are lower case (docs/SEO.md): another case is the same page, moved for good.
    const landing = /^\/(empresas|servicios)\/[^/]+\/[^/]+\/?$/.exec(path);
    if (landing && path !== path.toLowerCase()) {
      return reply.redirect(`${path.toLowerCase()}${req.url.slice(path.length)}`, 301);
    }
    try {
      const ssr = await loadSsr();
      const url = ssr?.canonicalUrl(req.url);
      if (!ssr || !url) return send(req, reply, 200, shellFor(ssr, req.url));
      const h = req.headers;
      const mobileHint = typeof h['sec-ch-ua-mobile'] === 'string' ? h['sec-ch-ua-mobile'] : undefined;
      if (opts.testFaults && h[TEST_FAULT_HEADER] === 'render') {
        const r = await renderPage(ssr, req, url, mobileHint, true);
        return send(req, reply, r.status, r.body, r.tagged);
      }
      const key = `${guessMobile(h['user-agent'], mobileHint) ? 'm' : 'd'} ${url}`;
      const r = await pages.get(key, {
        version: dataVersion(),
        ip: req.ip,
        render: () => renderPage(ssr, req, url, mobileHint, false),
        unchanged,
      });
      // Counted whether rendered now or kept (a 304 too: the visitor saw the page).
      if (r.seen?.length && r.status === 200 && req.method === 'GET') opts.audience?.seen(req, r.seen);
      return send(req, reply, r.status, r.body, r.tagged);
    } catch (err) {
      if (err instanceof UpstreamUnavailable) {
        req.log.warn({ url: path }, 'page not rendered: the API it reads failed');
        return plain(reply, 503, UNAVAILABLE_PAGE);
      }
      if (err instanceof TooManyRenders) return plain(reply, 429, TOO_MANY_PAGE);
      // A 200 shell would hide the failure from monitors, caches and crawlers: say it.
      req.log.error({ err, url: path }, 'server rendering failed');
      return plain(reply, 500, ERROR_PAGE);
    }
  };
  // Pages, not API operations: out of the OpenAPI document.
  app.get('/', { schema: { hide: true } }, page);
  app.get('/*', { schema: { hide: true } }, page);
  return true;
}

/**
 * Files under /assets/ carry a content hash in their name: kept for a year, never revalidated.
 * Everything else the build writes (index.html, favicon, legal PDFs) keeps its name across
 * deploys: cached, but revalidated on every use (ETag / Last-Modified, answered 304).
 */
function webCacheControl(root: string, path: string): string {
  return resolve(path).startsWith(join(root, 'assets') + sep) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
