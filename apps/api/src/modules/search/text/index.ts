/**
 * In-memory text index of the companies (issue 10, "Quality targets"): folded words, Spanish
 * stop words, plurals and stems, typos per word against the vocabulary, trade synonyms kept as
 * data, place names read as filters, partial matches and corrections. The read model owns the
 * rows; this index only knows a row number per company and answers with rows and scores.
 *
 * For the read model: `rows` come best first (`scores` alike, higher is better) and are every
 * company matching all the words, or, when none does (`partial`), every company matching some
 * word, more words first. `any: true` means no text condition is left (rows are then empty): list
 * as without text, with `places` as filters. `bench:search` applies a province as "works there"
 * (zones) and a city as "works in its province, based in the city first" (+1 to the score).
 *
 * The parts (issue 17): postings.ts (terms and posting lists), vocabulary.ts (words, prefixes,
 * typos), rows.ts (per row), lexicon.ts (synonyms, places, the catalogue), query.ts (reading a
 * query), scoring.ts, suggest.ts; footprint.ts keeps answers across writes that cannot touch them.
 */
import type { Suggestion } from '@cimenta/shared';
import { isStop, words } from './analyze';
import { ChangeLog, type Footprint, footprint, type IndexChange } from './footprint';
import { Lexicon } from './lexicon';
import { Postings } from './postings';
import { type Parts, QueryReader } from './query';
import { RowData } from './rows';
import { Scorer } from './scoring';
import { suggest } from './suggest';
import { ACT, ACT_ID, type Catalog, DESC, NAME, PLACE, type TextDoc, type TextResult, TYPE } from './types';
import { Vocabulary } from './vocabulary';

export type { TextDoc, TextResult } from './types';

const MAX_DESCRIPTION_TERMS = 64;
/** Bytes of rows and scores the recent answers may hold, unless the constructor is told (infra/cache-budget.ts). */
const CACHE_BYTES = 32 * 2 ** 20;

export class TextIndex {
  private readonly postings = new Postings();
  private readonly vocabulary = new Vocabulary(this.postings);
  private readonly rows = new RowData();
  private readonly lexicon: Lexicon;
  private readonly parts: Parts;
  private readonly scorer = new Scorer(this.postings, this.rows);
  private wordsCache = new Map<string, string[]>();
  /** Recent answers, kept while they hold (footprint.ts), up to `cacheLimit()` bytes of rows and scores. */
  private cache = new Map<string, TextResult>();
  private cacheBytes = 0;
  /** The changes since each answer, and what each answer read (footprint.ts). */
  private log = new ChangeLog();
  private size = 0;

  private readonly cacheLimit: () => number;

  /** `opts.cacheBytes`: the bytes its recent answers may hold, asked at each answer kept (default 32 MB). */
  constructor(catalog: Catalog, opts: { cacheBytes?: () => number } = {}) {
    this.cacheLimit = opts.cacheBytes ?? (() => CACHE_BYTES);
    this.lexicon = new Lexicon(catalog, this.vocabulary);
    this.parts = { postings: this.postings, vocabulary: this.vocabulary, rows: this.rows, lexicon: this.lexicon };
  }

  /** Posting entries deletes looked at (tests: a delete finds its entries without a scan). */
  get probes(): number {
    return this.postings.probes;
  }

  set(row: number, doc: TextDoc): void {
    const change: IndexChange = { terms: [], keys: [], words: [], city: true };
    const vocabulary = { terms: this.postings.size, words: this.vocabulary.size };
    const before = this.rows.alive(row) ? this.rows.cityOf(row) : -1;
    if (before >= 0) this.remove(row, change);
    const masks = new Map<number, number>();
    const addText = (text: string | null | undefined, field: number) => {
      if (!text) return;
      // Activities, types and places repeat across companies: their words are cut once.
      let ws = field & (ACT | TYPE | PLACE) ? this.wordsCache.get(text) : undefined;
      if (!ws) {
        ws = words(text, 400);
        if (field & (ACT | TYPE | PLACE) && this.wordsCache.size < 50_000) this.wordsCache.set(text, ws);
      }
      // A long description adds its first words only: memory stays bounded per company.
      let budget = field === DESC ? MAX_DESCRIPTION_TERMS : Number.POSITIVE_INFINITY;
      for (const w of ws) {
        if (isStop(w)) continue;
        const t = this.vocabulary.term(this.vocabulary.add(w, field, text));
        const m = masks.get(t) ?? 0;
        if (!(m & field) && --budget < 0) break;
        masks.set(t, m | field);
      }
    };
    addText(`${doc.name} ${doc.fullName}`, NAME);
    for (const a of doc.activities) {
      addText(`${a.name} ${a.parent}`, ACT);
      for (const id of [a.id, this.lexicon.activityParent.get(a.id)]) {
        if (id === null || id === undefined) continue;
        const t = this.postings.id(`#${id}`);
        masks.set(t, (masks.get(t) ?? 0) | ACT_ID);
      }
    }
    addText(doc.type, TYPE);
    addText(doc.description, DESC);
    addText(`${doc.city} ${doc.province}`, PLACE);
    for (const [t, m] of masks) this.postings.add(t, row, m);
    const city = this.rows.put(row, doc, masks);
    this.size++;
    for (const t of masks.keys()) change.terms.push(t);
    change.keys = this.postings.keysFrom(vocabulary.terms);
    change.words = this.vocabulary.wordsFrom(vocabulary.words);
    change.city = before !== city;
    this.log.record(change);
  }

  delete(row: number): void {
    if (!this.rows.alive(row)) return;
    const change: IndexChange = { terms: [], keys: [], words: [], city: true };
    this.remove(row, change);
    this.log.record(change);
  }

  /** Takes a row out of the postings; its terms go to `change`. */
  private remove(row: number, change: IndexChange): void {
    const { terms } = this.rows;
    const n = terms.decode(row);
    for (let j = 0; j < n; j++) change.terms.push(terms.terms[j]);
    // Each entry is found by binary search in the sorted part or in the short tail, and marked
    // dead (mask 0): no posting is scanned; dead entries go when they are a quarter of it.
    for (let j = 0; j < n; j++) this.postings.remove(terms.terms[j], row);
    this.rows.drop(row);
    this.size--;
  }

  /** Whether an answer of `search` still holds after the changes since (footprint.ts). */
  valid(answer: TextResult): boolean {
    return this.log.valid(answer);
  }

  /**
   * The answer for `q`; the same (read-only) arrays while no company changes, so paging through
   * a broad search ("reformas": 120,000 rows at 300,000 companies) scores it once.
   */
  search(q: string, opts: { literal?: boolean } = {}): TextResult {
    const key = `${opts.literal ? 1 : 0}${q}`;
    const hit = this.cache.get(key);
    if (hit && this.log.valid(hit)) return hit;
    if (hit) this.forget(key, hit);
    const fp = footprint();
    const r = this.compute(q, opts, fp);
    this.log.track(r, fp);
    const bytes = 64 + r.rows.byteLength + r.scores.byteLength;
    const limit = this.cacheLimit();
    while (this.cache.size > 0 && (this.cacheBytes + bytes > limit || this.cache.size >= 512)) {
      const [k, v] = this.cache.entries().next().value as [string, TextResult];
      this.forget(k, v);
    }
    this.cache.set(key, r);
    this.cacheBytes += bytes;
    return r;
  }

  private forget(key: string, r: TextResult) {
    this.cache.delete(key);
    this.cacheBytes -= 64 + r.rows.byteLength + r.scores.byteLength;
  }

  private compute(q: string, opts: { literal?: boolean }, fp: Footprint): TextResult {
    const read = new QueryReader(this.parts, fp).read(q, opts);
    const { places } = read;
    if (!read.slots) {
      return { rows: new Uint32Array(0), scores: new Float32Array(0), corrected: null, partial: false, places, activities: [], any: true };
    }
    const { slots, found, corrected } = read;
    // One word that names a trade is a trade, not a company name ("fontanería").
    const { byName, ...r } = this.scorer.score(slots, slots.length > 1 || found.size === 0);
    // Words that make companies' names ("construcciones gimenez") are those names, not trades: no
    // trade is reported as understood (issue 22); the named companies lead by their name bonus.
    const activities = byName && slots.length > 1 ? [] : [...found].map(([id, name]) => ({ id, name }));
    return { ...r, corrected: r.rows.length ? corrected : null, places, activities, any: false };
  }

  suggest(q: string, limit = 10): Suggestion[] {
    return suggest(this.parts, q, limit);
  }

  /**
   * Arrays cut to what they hold, the postings packed into shared arrays (after a full load: they grew by
   * half again at a time). Answers are unchanged.
   */
  compact(): void {
    this.postings.compact();
    this.rows.compact();
  }

  /** Whether postings moved out of their shared arrays by writes are worth packing again (postings.ts). */
  repackWanted(): boolean {
    return this.postings.repackWanted();
  }

  /** One part of that pass from posting `from`; answers the next one, or -1 when the pass is over. */
  repack(from: number): number {
    const next = this.postings.repack(from);
    return next >= this.postings.size ? -1 : next;
  }

  /** Companies indexed. */
  get count(): number {
    return this.size;
  }
}
