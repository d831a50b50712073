/**
 * The web app (issue 9): static files of apps/web/dist, and every other GET that is no API or
 * upload call answered with HTML. Public pages are rendered on the server by the Vite SSR bundle
 * (dist/server/entry-server.js, built from apps/web/src/entry-server.tsx) with their data, head
 * tags and real status (404 for an unknown page or company); other pages (the account screens)
 * get the shell, rendered in the browser. HTML is `Cache-Control: no-cache` with an ETag of the
 * page without its nonce, so a revalidation answers 304. HEAD answers like GET.
 *
 * Speed: a rendered page is kept (per URL and phone or desktop) while the data it was rendered
 * from is unchanged: it is used as is while the search read model's version (moved by any
 * company write in any process) is the same, and after a change when every API answer it was
 * rendered from is still the same (asked again: answers from the search caches, which drop only
 * what a change affects), so a page asked again costs no render. The CSS of the
 * page's own chunks is inlined, so the first paint waits for one stylesheet (the entry's), not
 * a dozen.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { guessMobile, PRODUCT_NAME, PUBLIC_TEXTS } from '@cimenta/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** What apps/web/src/entry-server.tsx exports (kept in step by hand: the API does not compile the web app). */
type RenderResult = { kind: 'page'; status: number; head: string; html: string; data: string; modules: string[] } | { kind: 'shell' };
type SsrModule = {
  render(opts: {
    url: string;
    publicUrl: string;
    nonce?: string;
    userAgent?: string;
    mobileHint?: string;
    api: (path: string) => Promise<{ status: number; body: unknown }>;
  }): Promise<RenderResult>;
};
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

const HEAD_START = '<!--ssr-head-->';
const HEAD_END = '<!--/ssr-head-->';
const ROOT = '<div id="root"></div>';
/** Rendered in place of the nonce, so the ETag is the same for every answer of one page. */
const NONCE_MARK = 'ssr-nonce-placeholder';

class Template {
  readonly before: string;
  readonly defaultHead: string;
  readonly between: string;
  readonly after: string;
  constructor(html: string) {
    const h0 = html.indexOf(HEAD_START);
    const h1 = html.indexOf(HEAD_END);
    const root = html.indexOf(ROOT);
    if (h0 < 0 || h1 < h0 || root < h1) throw new Error(`index.html needs ${HEAD_START}…${HEAD_END} in its head and an empty ${ROOT}`);
    this.before = html.slice(0, h0);
    this.defaultHead = html.slice(h0 + HEAD_START.length, h1);
    this.between = html.slice(h1 + HEAD_END.length, root);
    this.after = html.slice(root + ROOT.length);
  }
  page(head: string, links: string, html: string, data: string): string {
    const between = afterFirstPaint(links ? this.between.replace('</head>', `  ${links}\n  </head>`) : this.between);
    return `${this.before}${head || this.defaultHead}${between}<div id="root">${html}</div>${data}${this.after}`;
  }
  shell(): string {
    return `${this.before}${this.defaultHead}${this.between}${ROOT}${this.after}`;
  }
}

/**
 * A server-rendered page is readable as it arrives, so its first paint needs only the HTML and the
 * entry stylesheet: the scripts start after it. The entry's module script becomes the deferred
 * `/boot.js` (apps/web/public), which waits for the first frame, then turns the `data-modulepreload`
 * links into real ones (all chunks in parallel, no waterfall) and imports the entry. Fetched with
 * the page, the scripts would share a slow connection with the stylesheet and run before the
 * first paint. The shell (account screens, nothing to show without scripts) keeps the plain entry.
 */
function afterFirstPaint(head: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  if (!entry.test(head)) throw new Error('index.html: the entry module script was not found');
  return head
    .replace(entry, '<script defer src="/boot.js" data-entry="$1"></script>')
    .replaceAll('<link rel="modulepreload" ', '<link data-modulepreload ');
}

/**
 * What the rendered page's chunks need in the head, except what the template already has: their
 * CSS inlined (`css` reads a built file), their JS as `modulepreload` links.
 */
function linksFor(manifest: Record<string, ManifestChunk>, modules: string[], template: string, css: (file: string) => string): string {
  const styles = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js.add(chunk.file);
    for (const c of chunk.css ?? []) styles.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const m of modules) visit(m);
  const fresh = (f: string) => !template.includes(`/${f}"`);
  return [
    // The disabled link is never fetched; it tells Vite's loader the file is in (it would add it again).
    ...[...styles]
      .filter(fresh)
      .map((f) => `<style data-href="/${f}">${css(f)}</style><link rel="stylesheet" crossorigin href="/${f}" disabled>`),
    ...[...js].filter(fresh).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
}

/** A page whose render failed: plain HTML, no scripts (a 500, never the shell with a 200). */
const { title: errorTitle, text: errorText } = PUBLIC_TEXTS.routeError;
const ERROR_PAGE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${errorTitle} · ${PRODUCT_NAME}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>${errorTitle}</h1><p>${errorText}</p><p><a href="/">${PUBLIC_TEXTS.notFound.home}</a></p></body></html>`;

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export type WebOptions = {
  webDist: string;
  publicUrl: string;
  /** The version of the data public pages are rendered from: a kept page is used while it is the same. */
  dataVersion: () => number;
};

/** `reads`: the API answers it was rendered from (path, and a hash of status and body); `version`: the data version they were last found current at. */
type Rendered = { status: number; body: string; tagged: string; reads: { path: string; tag: string }[]; version: number };

export async function registerWeb(app: FastifyInstance, opts: WebOptions): Promise<boolean> {
  const { webDist, publicUrl, dataVersion } = opts;
  if (!existsSync(join(webDist, 'index.html'))) return false;
  const rawTemplate = readFileSync(join(webDist, 'index.html'), 'utf8');
  const template = new Template(rawTemplate);
  const manifestFile = join(webDist, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>) : {};
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
    // The template and the server bundle are not pages.
    allowedPath: (path) => path !== '/index.html' && !path.startsWith('/server/') && !path.startsWith('/.vite/'),
  });

  // The API in process, same contract and serialisation as over the network.
  const call = (path: string) => app.inject({ method: 'GET', url: path, headers: { accept: 'application/json', 'api-language': 'es' } });
  const tagOf = (res: { statusCode: number; body: string }) => etagOf(`${res.statusCode} ${res.body}`);
  const api = async (path: string, reads?: Rendered['reads']) => {
    const res = await call(path);
    reads?.push({ path, tag: tagOf(res) });
    let body: unknown = null;
    try {
      body = res.body ? JSON.parse(res.body) : null;
    } catch {
      body = res.body;
    }
    return { status: res.statusCode, body };
  };

  const shell = template.shell();
  // Built CSS files, read once (a few KB each; the build never changes under a running server).
  const cssFiles = new Map<string, string>();
  const cssOf = (file: string) => {
    let text = cssFiles.get(file);
    if (text === undefined) {
      text = readFileSync(join(webDist, file), 'utf8');
      cssFiles.set(file, text);
    }
    return text;
  };
  // Rendered pages, by phone/desktop and URL (about 30–250 KB each).
  const rendered = new LRUCache<string, Rendered>({ maxSize: 64 * 2 ** 20, sizeCalculation: (r) => r.body.length + r.tagged.length });
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

  const unchanged = async (reads: Rendered['reads']) => {
    for (const { path, tag } of reads) if (tagOf(await call(path)) !== tag) return false;
    return true;
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
      if (!ssr) return send(req, reply, 200, shell);
      const h = req.headers;
      const mobileHint = typeof h['sec-ch-ua-mobile'] === 'string' ? h['sec-ch-ua-mobile'] : undefined;
      const version = dataVersion();
      const key = `${guessMobile(h['user-agent'], mobileHint) ? 'm' : 'd'} ${req.url}`;
      let r = rendered.get(key);
      // The data moved since: kept if every answer it was rendered from is the same.
      if (r && r.version !== version && !(await unchanged(r.reads))) r = undefined;
      else if (r) r.version = version;
      if (!r) {
        const reads: Rendered['reads'] = [];
        const out = await ssr.render({
          url: req.url,
          publicUrl,
          nonce: NONCE_MARK,
          api: (path) => api(path, reads),
          userAgent: h['user-agent'],
          mobileHint,
        });
        if (out.kind === 'shell') return send(req, reply, 200, shell);
        const links = linksFor(manifest, out.modules, rawTemplate, cssOf);
        // The data carries fetch times; the HTML rendered from it shows whatever changed.
        r = {
          status: out.status,
          body: template.page(out.head, links, out.html, out.data),
          tagged: template.page(out.head, links, out.html, ''),
          reads,
          version,
        };
        // Kept only when no write came in while it rendered.
        if (r.status < 500 && dataVersion() === version) rendered.set(key, r);
      }
      return send(req, reply, r.status, r.body, r.tagged);
    } catch (err) {
      // A 200 shell would hide the failure from monitors, caches and crawlers: say it.
      req.log.error({ err, url: path }, 'server rendering failed');
      return reply.code(500).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(ERROR_PAGE);
    }
  };
  app.get('/', page);
  app.get('/*', page);
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
