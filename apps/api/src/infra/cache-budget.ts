/**
 * One memory budget for the process's caches (issue 17: RSS ≤ 1 GB at 1,000,000 companies after
 * use, not only when listening). Every cache that grows with use is an LRU bounded by bytes, and
 * its bound is a share of one total: CACHE_MEMORY_MB when set, else what is left of
 * `AUTO_ROOM` once the read model took its part (about `MODEL_BYTES_PER_COMPANY` a company),
 * between `AUTO_LEAST` and `AUTO_MOST`. The shares are set again when the model is loaded or
 * reloaded whole (search/service.ts), which empties the caches anyway.
 *
 * What each share bounds (the sizes counted as BENCHMARKS.md "One cache budget" measured them):
 * - `cards`, `details`: presented companies (search/service.ts);
 * - `results`, `pages`, `texts`: the listing's kept answers with the bitsets they were cut from
 *   (search/caches.ts; 125 KB a set at 1,000,000 rows);
 * - `textOrders`: the text conditions' rows in relevance order and as a set (search/caches.ts),
 *   which every query naming the condition shares: a share of their own, so that the readings
 *   naming a place (a set each) do not push them out (BENCHMARKS.md, issue 17, seventh pass);
 * - `textAnswers`: the text engine's own scored rows (rows and scores, text/index.ts), held
 *   only until the condition's order is kept (search/reading.ts): a small share.
 * - `webPages`: the server-rendered pages (web/page-cache.ts).
 */
const MB = 2 ** 20;

/**
 * Fractions of the total. Before `textOrders` (issue 17, seventh pass) texts had 0.11 (orders and
 * readings), textAnswers 0.07 and results 0.14: the engine's rows are dropped once their order is
 * kept, so its share went to the orders, and so did a part of the readings' (a reading missed
 * costs one `match`, an order missed a scoring and a sort: ~20–50 ms at 1,000,000) and of the
 * matched sets' (at 1,000,000 the bench's text conditions need ~19 MB: 10 % held 22 of them and
 * every reading of the others scored again).
 */
export const CACHE_SHARES = {
  cards: 0.35,
  results: 0.12,
  webPages: 0.14,
  pages: 0.11,
  textOrders: 0.14,
  details: 0.08,
  texts: 0.04,
  textAnswers: 0.02,
} as const;
export type CacheName = keyof typeof CACHE_SHARES;

export const AUTO_MOST = 448 * MB;
export const AUTO_LEAST = 96 * MB;
/** Memory for the model and the caches together, when CACHE_MEMORY_MB is not set. */
export const AUTO_ROOM = 576 * MB;
/**
 * What the model and its text engine hold a company at 1,000,000: 464 MB of data (BENCHMARKS.md,
 * "One cache budget"). The facet columns packed 32 bytes a row since (search/facet-rows.ts) are
 * not counted: counted, they left the caches 103 MB instead of 134 at 1,000,000, and an uncached
 * listing took 24 % more CPU (text conditions scored again) to save 34 MB of RSS (BENCHMARKS.md,
 * issue 17 at 1,000,000 after the eighth pass).
 */
export const MODEL_BYTES_PER_COMPANY = 464;

export type CacheBudget = { total: number; of: Record<CacheName, number> };

/** The caches' total when none is configured: the room the model leaves, within bounds. */
export function autoCacheBytes(companies: number): number {
  return Math.round(Math.min(AUTO_MOST, Math.max(AUTO_LEAST, AUTO_ROOM - companies * MODEL_BYTES_PER_COMPANY)));
}

/** `total` bytes shared out between the caches. */
export function cacheBudget(total: number): CacheBudget {
  const of = {} as Record<CacheName, number>;
  for (const [name, share] of Object.entries(CACHE_SHARES) as [CacheName, number][]) of[name] = Math.floor(total * share);
  return { total, of };
}

/** The budget for a model of `companies`: `fixed` bytes (CACHE_MEMORY_MB) when set, else `autoCacheBytes`. */
export function budgetFor(companies: number, fixed?: number): CacheBudget {
  return cacheBudget(fixed ?? autoCacheBytes(companies));
}

/** Entries and bytes a bounded cache holds (metrics, the bench). */
export function heldBy(c: { size: number; calculatedSize: number }) {
  return { entries: c.size, bytes: c.calculatedSize };
}
