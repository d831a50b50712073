/**
 * The rendered pages a process keeps (issue 21): a cache that a visitor cannot turn against the
 * server.
 *
 * - **Key**: phone or desktop, and the page's canonical URL (entry-server's `canonicalUrl`: the
 *   path and only the query parameters its route reads, sorted), so `?utm_source=…`, `fbclid`
 *   or random parameters serve the kept page instead of rendering and evicting good ones.
 * - **Single flight**: `LRUCache.fetch` runs one render (or one check of a kept page) per key at
 *   a time; concurrent requests for it wait for that one (after a write, 20 requests render once).
 * - **Kept while current**: a page is used as is while the data version (`dataVersion`, moved by
 *   any company write) is the one it was found current at; after a change it is checked once
 *   (every API answer it was rendered from asked again, from the search caches, which drop only
 *   what a change affects) and kept or rendered again.
 * - **Not kept**: 404 pages go to their own small LRU (bounded, and only for the data version they
 *   were rendered at), failures (503) nowhere, nor a page during whose render a write came in.
 * - **Rate limit**: renders per client address (not answers from the cache): over the limit a
 *   request that needs a render answers 429.
 */
import type { Seen } from '../modules/statistics/seen-pages';
import { LRUCache } from 'lru-cache';
import { heldBy } from '../infra/cache-budget';

/** `reads`: the API answers it was rendered from (path, and a hash of status and body); `version`: the data version they were last found current at. */
export type Rendered = {
  status: number;
  body: string;
  tagged: string;
  reads: { path: string; tag: string }[];
  version: number;
  /** The companies the page shows (its visitors are counted: modules/statistics). */
  seen?: Seen[];
};

/** A loader's API call failed: 503, nothing kept. */
export class UpstreamUnavailable extends Error {}
/** The client rendered too many pages lately: 429. */
export class TooManyRenders extends Error {}

type Context = {
  /** The data version now. */
  version: number;
  ip: string;
  render: () => Promise<Rendered>;
  /** Whether every answer a kept page was rendered from is still the same. */
  unchanged: (reads: Rendered['reads']) => Promise<boolean>;
};

export type PageCacheOptions = {
  /** Renders per client address and window; null: no limit. */
  renderLimit: { max: number; windowMs: number } | null;
  /** The bytes of pages kept (the process's cache budget: infra/cache-budget.ts), asked at each request; default 64 MB. */
  maxBytes?: () => number;
};

/** Bytes a rendered page holds: its two texts, one byte a character (Latin-1; two past U+00FF), and its reads. */
function renderedBytes(r: Rendered): number {
  return 512 + r.body.length + r.tagged.length + 96 * r.reads.length;
}

export class PageCache {
  /** Renders run and answers served from the cache since start (metrics, tests). */
  readonly stats = { renders: 0, hits: 0 };
  // Rendered pages, about 30–250 KB each.
  private kept: LRUCache<string, Rendered, Context>;
  private readonly maxBytes: () => number;
  private readonly missing = new LRUCache<string, Rendered>({ max: 1000 });
  private readonly renders: LRUCache<string, { count: number }> | null;
  private readonly limit: PageCacheOptions['renderLimit'];

  constructor(opts: PageCacheOptions) {
    this.maxBytes = opts.maxBytes ?? (() => 64 * 2 ** 20);
    this.kept = this.keep(this.maxBytes());
    this.limit = opts.renderLimit;
    this.renders = opts.renderLimit ? new LRUCache({ max: 100_000, ttl: opts.renderLimit.windowMs }) : null;
  }

  private keep(maxSize: number) {
    return new LRUCache<string, Rendered, Context>({
      maxSize,
      sizeCalculation: renderedBytes,
      fetchMethod: (_key, stale, { context }) => this.obtain(stale, context),
    });
  }

  /** Pages kept and their bytes (metrics, the bench). */
  sizes() {
    return heldBy(this.kept);
  }

  /** Empties the kept pages (the bench). */
  clear() {
    this.kept.clear();
    this.missing.clear();
  }

  /** The page for `key`, from the cache or rendered (once for all concurrent requests of it). */
  async get(key: string, context: Context): Promise<Rendered> {
    // A new budget (a model loaded whole): new bounds; the pages kept go (their data version moved anyway).
    if (this.maxBytes() !== this.kept.maxSize) this.kept = this.keep(this.maxBytes());
    const notFound = this.missing.get(key);
    if (notFound && notFound.version === context.version) return this.hit(notFound);
    const current = this.kept.get(key);
    if (current && current.version === context.version) return this.hit(current);
    const page = await this.kept.fetch(key, { context, forceRefresh: current !== undefined });
    if (!page) throw new Error(`no page for ${key}`);
    if (page.status !== 200 || page.version !== context.version) {
      // Not for the main cache: a 404 (kept apart while the data is the same) or a page rendered while a write came in.
      if (this.kept.peek(key) === page) this.kept.delete(key);
      if (page.status === 404 && page.version === context.version) this.missing.set(key, page);
    }
    return page;
  }

  private hit(page: Rendered): Rendered {
    this.stats.hits++;
    return page;
  }

  /** Runs once per key at a time: checks the kept page after a change, or renders. */
  private async obtain(stale: Rendered | undefined, context: Context): Promise<Rendered> {
    if (stale && (await context.unchanged(stale.reads))) {
      stale.version = context.version;
      return stale;
    }
    if (!this.allowRender(context.ip)) throw new TooManyRenders();
    this.stats.renders++;
    return context.render();
  }

  private allowRender(ip: string): boolean {
    if (!this.renders || !this.limit) return true;
    const entry = this.renders.get(ip);
    if (!entry) {
      this.renders.set(ip, { count: 1 });
      return true;
    }
    if (entry.count >= this.limit.max) return false;
    entry.count++;
    return true;
  }
}
