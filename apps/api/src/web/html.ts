/**
 * The HTML around a server-rendered page (issue 9): apps/web/index.html cut at its markers, the
 * page's stylesheets, preloads and scripts composed from Vite's manifest (issue 21: the template
 * has no script of its own, vite.config.ts), and the small static pages answered when there is no
 * page to render (500, 503, 429).
 */
import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import { MSG, PRODUCT_NAME, PUBLIC_TEXTS } from '@cimenta/shared';

const HEAD_START = '<!--ssr-head-->';
const HEAD_END = '<!--/ssr-head-->';
const ASSETS = '<!--app-assets-->';
const ROOT = '<div id="root"></div>';
/** The islands' entry module (apps/web/vite.config.ts), a key of the manifest. */
const ISLANDS_ENTRY = 'src/islands.tsx';

export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export class Template {
  readonly before: string;
  readonly defaultHead: string;
  /** From the head's end marker to the assets' marker, and from there to the root. */
  readonly headRest: string;
  readonly body: string;
  readonly after: string;
  constructor(html: string) {
    const h0 = html.indexOf(HEAD_START);
    const h1 = html.indexOf(HEAD_END);
    const a = html.indexOf(ASSETS);
    const root = html.indexOf(ROOT);
    if (h0 < 0 || h1 < h0 || a < h1 || root < a) {
      throw new Error(`index.html needs ${HEAD_START}…${HEAD_END} and ${ASSETS} in its head and an empty ${ROOT}`);
    }
    this.before = html.slice(0, h0);
    this.defaultHead = html.slice(h0 + HEAD_START.length, h1);
    this.headRest = html.slice(h1 + HEAD_END.length, a);
    this.body = html.slice(a + ASSETS.length, root);
    this.after = html.slice(root + ROOT.length);
  }
  /** A rendered page: its head tags (or the default ones), its assets (`Assets.page`), its HTML and its data script. */
  page(head: string, assets: string, html: string, data: string): string {
    return `${this.before}${head || this.defaultHead}${this.headRest}${assets}${this.body}<div id="root">${html}</div>${data}${this.after}`;
  }
  /**
   * The page rendered in the browser (account screens), with `assets` from `Assets.shell` and
   * `script` (an inline script element) first in the head, before the entry's own tags.
   */
  shell(assets: string, script = ''): string {
    return `${this.before}${this.defaultHead}${script && `\n    ${script}`}${this.headRest}${assets}${this.body}${ROOT}${this.after}`;
  }
}

/** An entry of `.vite/manifest.json`: a source module's chunk, its CSS and the chunks it imports statically. */
export type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The JS and CSS files of the chunks of `keys` and of everything they import statically, each once.
 * The CSS in import order: a chunk's imports' before its own, as the modules' imports ran (a module's
 * classes override the Mantine components' it imports: the footer's link colour over Anchor's, once
 * the islands' entry (issue 21) split Anchor into a chunk of its own).
 */
function filesOf(manifest: Manifest, keys: readonly string[]): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js.push(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
    for (const c of chunk.css ?? []) css.add(c);
  };
  for (const k of keys) visit(k);
  return { js, css: [...css] };
}

const attr = (s: string) => escapeHtml(s);

/**
 * The stylesheets, preloads and scripts of a page, from Vite's manifest: the entry chunk (the one
 * marked `isEntry`, src/main.tsx) with its static imports, plus the chunks of the source modules the
 * page renders (a route's lazy page, `ServerHandle.page`; the account screens' `ShellHandle.preload`)
 * with theirs. The entry's CSS is a stylesheet link, shared by every page and cached; the page's
 * own CSS is inlined, so the first paint waits for one stylesheet, not a dozen.
 */
export class Assets {
  private readonly entry: { file: string; js: string[]; css: string[]; ownCss: string[] } | null;
  /** The entry of the pages rendered as islands (src/islands.tsx, issue 21): its chunk and static imports. */
  private readonly islands: { file: string; js: string[] } | null;
  constructor(
    private readonly manifest: Manifest,
    /** A built CSS file's text (read once). */
    private readonly cssText: (file: string) => string,
  ) {
    const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k !== ISLANDS_ENTRY);
    const entry = key ? filesOf(manifest, [key]) : null;
    this.entry =
      key && entry ? { file: manifest[key]?.file ?? '', js: entry.js.slice(1), css: entry.css, ownCss: manifest[key]?.css ?? [] } : null;
    const islands = manifest[ISLANDS_ENTRY] ? filesOf(manifest, [ISLANDS_ENTRY]) : null;
    this.islands = islands ? { file: manifest[ISLANDS_ENTRY]?.file ?? '', js: islands.js.slice(1) } : null;
  }

  /** The modules' own JS and CSS (what the entry does not already bring). */
  private own(modules: readonly string[]) {
    const { js, css } = filesOf(this.manifest, modules);
    const inEntry = new Set([this.entry?.file, ...(this.entry?.js ?? []), ...(this.entry?.css ?? [])]);
    return { js: js.filter((f) => !inEntry.has(f)), css: css.filter((f) => !inEntry.has(f)) };
  }

  private styles(own: string[]): string[] {
    // The entry chunk's own stylesheet is the one file fetched (cached by every page); the entry's
    // imported chunks' CSS (Mantine components, the islands' shell: split from it since the
    // islands' entry, issue 21) is inlined before it, as the page's own after it.
    const linked = new Set(this.entry?.ownCss ?? []);
    const inline = (f: string) =>
      `<style data-href="/${attr(f)}">${this.cssText(f)}</style><link rel="stylesheet" crossorigin href="/${attr(f)}" disabled>`;
    return [
      ...(this.entry?.css ?? []).map((f) => (linked.has(f) ? `<link rel="stylesheet" crossorigin href="/${attr(f)}">` : inline(f))),
      // Inlined, each followed by a `disabled` link to the same file, which the browser never fetches.
      // Works around Vite's preload helper (vite/src/node/plugins/importAnalysisBuild.ts, `preload`):
      // when main.tsx imports the page's chunk, the helper adds a stylesheet link for each CSS file
      // of the chunk unless a `<link rel="stylesheet">` of it is already in the document — it looks
      // at links only (vitejs/vite#1734, #9970, #13169), so an inlined `<style>` would be fetched
      // again. e2e/public-ssr.spec.ts ("never fetches a stylesheet it arrived with inlined") fails if this stops working.
      ...own.map(inline),
    ];
  }

  /**
   * A server-rendered page is readable as it arrives, so its first paint needs only the HTML and the
   * entry stylesheet: its scripts start after it. No module script or preload is in the HTML; the
   * deferred `/boot.js` (apps/web/public) waits for the first frame, preloads the chunks listed in
   * `data-chunks` (all of them in parallel, no waterfall, a few per task) and then imports the entry.
   * Fetched with the page, the scripts would share a slow connection with the stylesheet and run
   * before the first paint.
   */
  page(modules: readonly string[], islands?: readonly string[]): string {
    if (!this.entry) return '';
    // An islands page also takes the CSS of the islands' modules, before the page's own (which wins).
    const own = this.own(
      islands && this.islands ? [ISLANDS_ENTRY, ...modules.filter((m) => m.startsWith('src/islands/')), ...modules] : modules,
    );
    // A page rendered as islands (issue 21): the same stylesheets (its HTML is the app's), but only
    // the islands' entry and the modules of the islands hydrated at load, with their imports.
    const [entry, chunks] =
      islands && this.islands
        ? [this.islands.file, [...new Set([...this.islands.js, ...filesOf(this.manifest, islands).js])]]
        : [this.entry.file, [...this.entry.js, ...own.js]];
    return [
      ...this.styles(own.css),
      `<script defer src="/boot.js" data-entry="/${attr(entry)}" data-chunks="${attr(chunks.map((f) => `/${f}`).join(' '))}"></script>`,
    ].join('\n    ');
  }

  /** The shell (account screens: nothing to show before the scripts run): the entry at once, and the `modules`' chunks preloaded beside it. */
  shell(modules: readonly string[]): string {
    if (!this.entry) return '';
    const own = this.own(modules);
    return [
      ...this.styles(own.css),
      `<script type="module" crossorigin src="/${attr(this.entry.file)}"></script>`,
      ...[...this.entry.js, ...own.js].map((f) => `<link rel="modulepreload" crossorigin href="/${attr(f)}">`),
    ].join('\n    ');
  }
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
