/**
 * The listing's query caches (issue 17: invalidation by what changed). A write costs one entry
 * in a ring of changed rows; a kept answer is checked when it is asked again. It records the
 * sets it was cut from (their rows then, and their criteria) and the change count it was last
 * found current at; it still holds if no row changed since was in one of those sets then or
 * matches its criteria now (a page, its total and its facets can only move if a changed company
 * enters, leaves or moves inside a set it was cut from). A checked answer moves to the current
 * count, so a popular one checks a few changes at a time. Answers that went through the text
 * engine hold while the engine's answer they were cut from holds (text/footprint.ts: no change
 * since touched a term, a word or a prefix it read), and are then checked against their sets like
 * any other; the suggestions hold while no text document changed. Past `RING` changes an answer
 * is computed again; a reload drops everything.
 */
import type { CompanyCard, Facets, Page, Relaxable, SearchInfo, Suggestion } from '@cimenta/shared';
import { LRUCache } from 'lru-cache';
import { type CacheBudget, heldBy } from '../../infra/cache-budget';
import { hasBit } from './bits';
import type { Criteria, Dim, ReadModel } from './model';
import type { TextResult } from './text';

export type CompanyList = Page<CompanyCard> & { facets?: Facets; search?: SearchInfo; relaxed?: Relaxable[] };

/** A set an answer was cut from: its rows when computed, its criteria (one dimension left out for a facet). */
export type CutFrom = { bits: Uint32Array; criteria: Criteria; leaveOut?: Dim };

/** Changed rows remembered; an answer older than this many changes is computed again. */
const RING = 4096;

/** `text`: the reading (and the engine's answer under it) it was cut from, for an answer that went through the engine. */
/**
 * `text`: the reading it was cut from, held weakly: the texts cache holds it (and the engine's
 * answer under it) while it is kept, and once it is dropped there no answer cut from it holds any
 * more (`holds` compares it with the kept one). A strong reference here kept a broad text's
 * arrays (several MB at 1,000,000 rows) alive for every matched set cut from it, uncounted.
 */
type Kept = { seq: number; sets: CutFrom[] | null; text?: WeakText };
type WeakText = { key: string; source: WeakRef<TextResult>; reading: WeakRef<TextReading> };
const weakly = (t?: FromText): WeakText | undefined => t && { key: t.key, source: new WeakRef(t.source), reading: new WeakRef(t.reading) };
export type FromText = { key: string; source: TextResult; reading: TextReading };
/** Whether an answer of the text engine still holds (`TextEngine.valid`). */
export type TextValid = (answer: TextResult) => boolean;

/** A text search's reading: its rows in relevance order and as a set, from the engine's `source`. */
export type TextReading = { order: Uint32Array; bits: Uint32Array; info: Omit<SearchInfo, 'query'>; hasText: boolean };
/** A text condition's rows in relevance order and as a set (every query naming it shares them). */
export type TextBase = { order: Uint32Array; bits: Uint32Array };
/**
 * A query's reading (the engine's answer held weakly: its arrays are the engine's and the
 * base's); `base`: the text condition whose order and set it shares (kept in `orders`).
 */
type TextEntry = {
  source: WeakRef<TextResult>;
  value: TextReading;
  rows?: { since: number; rows: Uint32Array | null };
  base?: string;
  bytes: number;
};
/** A text condition's order and set, with the engine's stamp for them. */
type OrderEntry = { stamp: object; value: TextBase; bytes: number };

/** Bytes of the sets a kept answer records (shared with other answers or not: an upper bound). */
function keptBytes(k: Kept): number {
  let n = 0;
  for (const c of k.sets ?? []) n += c.bits.byteLength + (c.criteria.text?.byteLength ?? 0);
  return n;
}

/**
 * Bytes a presented card holds: its object and fields (about 1.1 KB) and its texts, two bytes a
 * character at most (`npm run bench:caches`: measured against the heap it frees).
 */
export function cardBytes(c: CompanyCard): number {
  return 1100 + 2 * ((c.description?.length ?? 0) + c.name.length + c.fullName.length);
}

/**
 * Bytes a kept page holds: its cards (copies of the kept ones with the day's rating and badges)
 * and the JSON text the route keeps beside the answer (lib/contract-routes.ts), about a card's
 * size again; its facets; and the sets it records (shared with other answers or not: an upper
 * bound).
 */
function pageBytes(v: Kept & { out: CompanyList }): number {
  let n = 2048 + keptBytes(v);
  for (const c of v.out.items) n += cardBytes(c);
  const f = v.out.facets;
  if (f) for (const list of Object.values(f)) n += 96 * (Array.isArray(list) ? list.length : 1);
  return n;
}

/** `budget.of`'s `results`, `pages` and `texts`: each an LRU of that many bytes. */
export class QueryCaches {
  /** Matched rows per criteria. */
  private results!: LRUCache<string, Kept & { bits: Uint32Array; total: number }>;
  /**
   * Answered pages, bounded by the bitsets they keep too (a page records the sets it was cut
   * from: 125 KB each at 1,000,000 rows, so 2,000 pages could hold hundreds of MB).
   */
  private pages!: LRUCache<string, Kept & { out: CompanyList }>;
  /**
   * Each query's reading (keyed by the query), which shares its text condition's order and set
   * (`orders`) and, with places, has a set of its own (125 KB at 1,000,000 rows).
   */
  private texts!: LRUCache<string, TextEntry>;
  /**
   * The text conditions' orders and sets (`textBase`, keyed by `TextResult.text`: several MB each
   * for a broad text at 1,000,000 rows), bounded by a share of their own: when they shared one
   * with the readings, the readings naming a place (a set each) pushed out the single words'
   * orders, and ~40 % of the text readings scored and sorted their text again (issue 17, seventh
   * pass).
   */
  private orders!: LRUCache<string, OrderEntry>;

  constructor(budget: CacheBudget['of']) {
    this.resize(budget);
  }

  /** New bounds (a model loaded whole: cache-budget.ts); the kept answers go. */
  resize(budget: CacheBudget['of']) {
    // A set and, with a text, the reading's set in its criteria (125 KB each at 1,000,000 rows).
    this.results = new LRUCache({ maxSize: budget.results, sizeCalculation: (v) => 128 + keptBytes(v) });
    this.pages = new LRUCache({ max: 2_000, maxSize: budget.pages, sizeCalculation: pageBytes });
    this.texts = new LRUCache<string, TextEntry>({ max: 1_000, maxSize: budget.texts, sizeCalculation: (v) => v.bytes });
    this.orders = new LRUCache<string, OrderEntry>({
      max: 1_000,
      maxSize: budget.textOrders,
      sizeCalculation: (v) => v.bytes,
      // A query's reading holds its text condition's arrays: it goes with them.
      disposeAfter: (_v, key) => {
        for (const [k, e] of this.texts.entries()) if (e.base === key) this.texts.delete(k);
      },
    });
  }

  /** Entries and bytes each cache holds (metrics, the bench). */
  sizes() {
    return { results: heldBy(this.results), pages: heldBy(this.pages), texts: heldBy(this.texts), textOrders: heldBy(this.orders) };
  }

  private readonly suggestions = new LRUCache<string, { seq: number; value: Suggestion[] }>({ max: 5_000 });
  private readonly ring = new Int32Array(RING);
  /** Changes recorded so far. */
  seq = 0;
  /** Changes so far that changed a text document or the default order. */
  textSeq = 0;

  /** Empties one of them (the bench). */
  drop(name: 'results' | 'pages' | 'texts' | 'textOrders') {
    if (name === 'textOrders') this.orders.clear();
    else this[name].clear();
  }

  clear() {
    this.results.clear();
    this.pages.clear();
    this.texts.clear();
    this.orders.clear();
    this.suggestions.clear();
  }

  /** After these rows changed in the model; `text`: a text document (or a default-order key) changed among them. */
  changed(rows: number[], text = true) {
    for (const row of rows) this.ring[this.seq++ % RING] = row;
    if (text) this.textSeq++;
  }

  /** Whether a kept answer still holds; if so it is now current. */
  private holds(m: ReadModel, kept: Kept, valid: TextValid): boolean {
    if (kept.text) {
      const source = kept.text.source.deref();
      const reading = kept.text.reading.deref();
      if (!source || !reading || !(valid(source) && this.text(kept.text.key, source) === reading)) return false;
    }
    if (kept.seq === this.seq) return true;
    if (!kept.sets || this.seq - kept.seq > RING) return false;
    for (let s = kept.seq; s < this.seq; s++) {
      const row = this.ring[s % RING];
      for (const set of kept.sets) if (hasBit(set.bits, row) || m.matchesRow(row, set.criteria, set.leaveOut)) return false;
    }
    kept.seq = this.seq;
    return true;
  }

  result(m: ReadModel, key: string, valid: TextValid) {
    const hit = this.results.get(key);
    if (hit && !this.holds(m, hit, valid)) {
      this.results.delete(key);
      return undefined;
    }
    return hit;
  }
  /** `since`: the change count before it was computed. */
  keepResult(key: string, since: number, bits: Uint32Array, total: number, criteria: Criteria, text?: FromText) {
    const value = { seq: since, bits, total, sets: [{ bits, criteria }], text: weakly(text) };
    this.results.set(key, value);
    return value;
  }

  page(m: ReadModel, key: string, valid: TextValid) {
    const hit = this.pages.get(key);
    if (hit && !this.holds(m, hit, valid)) {
      this.pages.delete(key);
      return undefined;
    }
    return hit?.out;
  }
  /** `text`: the reading it was cut from, when it went through the text engine. */
  keepPage(key: string, since: number, out: CompanyList, sets: CutFrom[] | null, text?: FromText) {
    this.pages.set(key, { seq: since, out, sets, text: weakly(text) });
  }

  /**
   * The reading kept for a query, if it was cut from this answer of the engine, and, for one
   * filtered by places or with no text condition, no row of `rows` changed since (null: no row).
   */
  text(key: string, source: TextResult): TextReading | undefined {
    const hit = this.texts.get(key);
    if (!hit || hit.source.deref() !== source) return undefined;
    if (hit.rows && hit.rows.since !== this.seq) {
      const { since, rows } = hit.rows;
      if (!rows || this.seq - since > RING) return undefined;
      for (let s = since; s < this.seq; s++) if (hasBit(rows, this.ring[s % RING])) return undefined;
      hit.rows.since = this.seq;
    }
    // Its text condition's arrays are kept (else it would have gone with them): keep them used.
    if (hit.base) this.orders.get(hit.base);
    return hit.value;
  }
  /** `base`: the text condition whose order and set the reading shares (`keepTextBase`). */
  keepText(key: string, source: TextResult, value: TextReading, rows?: { since: number; rows: Uint32Array | null }, base?: string) {
    const shared = base !== undefined && this.orders.has(base);
    // Its own set: with places or with no text condition (else the base's).
    const own = !shared || rows ? value.bits.byteLength : 0;
    const bytes = 256 + own + (shared ? 0 : value.order.byteLength);
    this.texts.set(key, { source: new WeakRef(source), value, rows, base: shared ? base : undefined, bytes });
  }

  /** A text condition's rows in relevance order and as a set, while `valid(stamp)` (the engine's answer under it holds). */
  textBase(text: string, valid: (stamp: object) => boolean): TextBase | undefined {
    const hit = this.orders.get(text);
    if (!hit) return undefined;
    if (valid(hit.stamp)) return hit.value;
    this.orders.delete(text);
    return undefined;
  }
  /** Keeps a text condition's order and set; whether they are kept (past the share's bound they are not). */
  keepTextBase(text: string, stamp: object, value: TextBase): boolean {
    this.orders.set(text, { stamp, value, bytes: 256 + value.order.byteLength + value.bits.byteLength });
    return this.orders.has(text);
  }

  suggestion(key: string) {
    const hit = this.suggestions.get(key);
    return hit?.seq === this.textSeq ? hit.value : undefined;
  }
  keepSuggestion(key: string, value: Suggestion[]) {
    this.suggestions.set(key, { seq: this.textSeq, value });
  }
}
