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
import { type Scored, Scorer } from './scoring';
import { suggest } from './suggest';
import { ACT, ACT_ID, type Catalog, DESC, NAME, PLACE, type Slot, type TextDoc, type TextResult, TYPE } from './types';
import { Vocabulary } from './vocabulary';

export type { TextDoc, TextResult } from './types';

const MAX_DESCRIPTION_TERMS = 64;
/** Bytes of rows and scores the recent answers may hold, unless the constructor is told (infra/cache-budget.ts). */
const CACHE_BYTES = 32 * 2 ** 20;
/** Answers kept by query (small: they share the scored rows of their text condition). */
const ANSWERS = 4096;
/** Scored text conditions kept. */
const SCORED = 512;

/**
 * What a text condition's scoring told, kept (small) while it holds: its stamp (a small object the
 * change log tracks for it, `valid`), whether some company has every word in its name, whether
 * the answer is partial, and how many rows it has.
 */
type Told = { stamp: object; byName: boolean; partial: boolean; count: number };
/** A text condition's scored rows, kept within the byte bound, with what it told. */
type Kept = Scored & { told: Told };

/**
 * The key of a text condition as scoring reads it: its words' candidate terms and factors, their
 * own terms, the optional ones, the name bonus and the literal flag. Queries that differ only in
 * the places they name ("reformas", "reformas madrid", "reformas en lugo") share one.
 */
function textKey(slots: Slot[], nameBonus: boolean, literal: boolean): string {
  let k = `${literal ? 1 : 0}${nameBonus ? 1 : 0}`;
  for (const s of slots) {
    k += s.optional ? '|?' : '|';
    for (const [t, f] of s.cands) k += `${t}:${f},`;
    k += '/';
    for (const t of s.own) k += `${t},`;
  }
  return k;
}

export class TextIndex {
  private readonly postings = new Postings();
  private readonly vocabulary = new Vocabulary(this.postings);
  private readonly rows = new RowData();
  private readonly lexicon: Lexicon;
  private readonly parts: Parts;
  private readonly scorer = new Scorer(this.postings, this.rows);
  private wordsCache = new Map<string, string[]>();
  /** Recent answers by query, kept while they hold (footprint.ts); their rows and scores are `scored`'s. */
  private cache = new Map<string, TextResult>();
  /** Scored text conditions (`textKey`), up to `cacheLimit()` bytes of rows and scores (they hold while their `told` does). */
  private scored = new Map<string, Kept>();
  /** What each text condition read lately told, while it holds (no arrays). */
  private told = new Map<string, Told>();
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

  /** Whether an answer of `search`, or its `stamp`, still holds after the changes since (footprint.ts). */
  valid(answer: object): boolean {
    return this.log.valid(answer);
  }

  /**
   * The answer for `q`; the same (read-only) arrays while no company changes, so paging through
   * a broad search ("reformas": 120,000 rows at 300,000 companies) scores it once, and so do the
   * queries that name a place beside it ("reformas madrid": `text` is their common key). Its
   * `rows` and `scores` are read from the kept ones when asked (scored again if they were let go):
   * a caller that keeps what it made of them (search/reading.ts) needs no scoring to answer.
   */
  search(q: string, opts: { literal?: boolean } = {}): TextResult {
    const key = `${opts.literal ? 1 : 0}${q}`;
    const hit = this.cache.get(key);
    if (hit && this.log.valid(hit)) return hit;
    this.cache.delete(key);
    const fp = footprint();
    const r = this.compute(q, opts, fp);
    this.log.track(r, fp);
    if (this.cache.size >= ANSWERS) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, r);
    return r;
  }

  private compute(q: string, opts: { literal?: boolean }, fp: Footprint): TextResult {
    const read = new QueryReader(this.parts, fp).read(q, opts);
    const { places } = read;
    if (!read.slots) {
      const none = { rows: new Uint32Array(0), scores: new Float32Array(0), partial: false };
      return { ...none, corrected: null, places, activities: [], any: true, text: '', stamp: {} };
    }
    const { slots, found, corrected } = read;
    // One word that names a trade is a trade, not a company name ("fontanería").
    const nameBonus = slots.length > 1 || found.size === 0;
    const key = textKey(slots, nameBonus, !!opts.literal);
    let told = this.told.get(key);
    if (!told || !this.log.valid(told.stamp)) {
      this.told.delete(key);
      const s = this.score(key, slots, nameBonus, { stamp: {} } as Told);
      told = s.told;
      // What the reading read covers what scoring reads (the candidates' postings).
      this.log.track(told.stamp, fp);
      if (this.told.size >= ANSWERS) this.told.delete(this.told.keys().next().value as string);
      this.told.set(key, told);
    }
    const { stamp, byName, partial, count } = told;
    // Words that make companies' names ("construcciones gimenez") are those names, not trades: no
    // trade is reported as understood (issue 22); the named companies lead by their name bonus.
    const activities = byName && slots.length > 1 ? [] : [...found].map(([id, name]) => ({ id, name }));
    const scored = () => this.scoredFor(key, slots, nameBonus, stamp);
    return {
      get rows() {
        return scored().rows;
      },
      get scores() {
        return scored().scores;
      },
      partial,
      corrected: count ? corrected : null,
      places,
      activities,
      any: false,
      text: key,
      stamp,
    };
  }

  /** The rows and scores of a text condition read under `stamp`: the kept ones, or scored again (the same while it holds). */
  private scoredFor(key: string, slots: Slot[], nameBonus: boolean, stamp: object): Scored {
    const kept = this.scored.get(key);
    if (kept?.told.stamp === stamp) {
      // Most recently used last (the first is dropped first).
      this.scored.delete(key);
      this.scored.set(key, kept);
      return kept;
    }
    return this.score(key, slots, nameBonus, this.told.get(key) ?? { stamp, byName: false, partial: false, count: 0 });
  }

  /** Scores a text condition now and keeps its arrays (within `cacheLimit()` bytes) under `told`, filled in. */
  private score(key: string, slots: Slot[], nameBonus: boolean, told: Told): Kept {
    const s = this.scorer.score(slots, nameBonus);
    told.byName = s.byName;
    told.partial = s.partial;
    told.count = s.rows.length;
    const kept: Kept = { ...s, told };
    const old = this.scored.get(key);
    if (old) this.forget(key, old);
    const bytes = 64 + s.rows.byteLength + s.scores.byteLength;
    const limit = this.cacheLimit();
    while (this.scored.size > 0 && (this.cacheBytes + bytes > limit || this.scored.size >= SCORED)) {
      const [k, v] = this.scored.entries().next().value as [string, Kept];
      this.forget(k, v);
    }
    this.scored.set(key, kept);
    this.cacheBytes += bytes;
    return kept;
  }

  /**
   * Lets a text condition's scored rows go (`TextResult.text`): the caller keeps what it made of
   * them (search/reading.ts keeps their relevance order), so they would be held twice. Its answers
   * still hold; their `rows` and `scores`, if asked again, are scored again (the same).
   */
  release(text: string): void {
    const kept = this.scored.get(text);
    if (kept) this.forget(text, kept);
  }

  /** Text conditions whose scored rows are kept (tests). */
  get scoredKept(): number {
    return this.scored.size;
  }

  private forget(key: string, s: Scored) {
    this.scored.delete(key);
    this.cacheBytes -= 64 + s.rows.byteLength + s.scores.byteLength;
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
