/**
 * The HTML around a server-rendered page (issue 9): the built index.html cut at its markers, the
 * page's own CSS and JS from Vite's manifest, and the small static pages answered when there is
 * no page to render (500, 503, 429).
 */
import { createHash } from 'node:crypto';
import { MSG, PRODUCT_NAME, PUBLIC_TEXTS } from '@cimenta/shared';

const HEAD_START = '<!--ssr-head-->';
const HEAD_END = '<!--/ssr-head-->';
const ROOT = '<div id="root"></div>';

export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export class Template {
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
  /**
   * The page rendered in the browser (account screens): the plain entry, `links` to the chunks it
   * will load, and `script` (an inline script element) first, before the entry's own tags.
   */
  shell(links = '', script = ''): string {
    const between = links ? this.between.replace('</head>', `  ${links}\n  </head>`) : this.between;
    return `${this.before}${this.defaultHead}${script && `\n    ${script}`}${between}${ROOT}${this.after}`;
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

export type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/**
 * What the rendered page's chunks need in the head, except what the template already has: their
 * CSS inlined (`css` reads a built file), their JS as `modulepreload` links.
 */
export function linksFor(
  manifest: Record<string, ManifestChunk>,
  modules: string[],
  template: string,
  css: (file: string) => string,
): string {
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

/** A plain page without scripts: what is answered when there is no page to render. */
const plainPage = (title: string, text: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · ${PRODUCT_NAME}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="/">${PUBLIC_TEXTS.notFound.home}</a></p></body></html>`;

/** The render failed (500). */
export const ERROR_PAGE = plainPage(PUBLIC_TEXTS.routeError.title, PUBLIC_TEXTS.routeError.text);
/** The data the page shows could not be read (503): the API or the database failed. */
export const UNAVAILABLE_PAGE = plainPage(PUBLIC_TEXTS.routeError.title, MSG.unavailable);
/** Too many pages rendered for one address (429). */
export const TOO_MANY_PAGE = plainPage(PUBLIC_TEXTS.routeError.title, MSG.tooManyRequests);
