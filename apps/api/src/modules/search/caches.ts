/**
 * The listing's query caches (issue 17: invalidation by what changed). A write costs one entry
 * in a ring of changed rows; a kept answer is checked when it is asked again. It records the
 * sets it was cut from (their rows then, and their criteria) and the change count it was last
 * found current at; it still holds if no row changed since was in one of those sets then or
 * matches its criteria now (a page, its total and its facets can only move if a changed company
 * enters, leaves or moves inside a set it was cut from). A checked answer moves to the current
 * count, so a popular one checks a few changes at a time. Answers that went through the text
 * engine hold only while nothing changed (a new document moves scores and corrections); past
 * `RING` changes an answer is computed again; a reload drops everything.
 */
import type { CompanyCard, Facets, Page, Relaxable, SearchInfo, Suggestion } from '@cimenta/shared';
import { LRUCache } from 'lru-cache';
import { hasBit } from './bits';
import type { Criteria, Dim, ReadModel } from './model';

export type CompanyList = Page<CompanyCard> & { facets?: Facets; search?: SearchInfo; relaxed?: Relaxable[] };

/** A set an answer was cut from: its rows when computed, its criteria (one dimension left out for a facet). */
export type CutFrom = { bits: Uint32Array; criteria: Criteria; leaveOut?: Dim };

/** Changed rows remembered; an answer older than this many changes is computed again. */
const RING = 4096;

type Kept = { seq: number; sets: CutFrom[] | null };

export class QueryCaches {
  /** Matched rows per criteria; `sets` null: the criteria hold a text match. */
  private readonly results = new LRUCache<string, Kept & { bits: Uint32Array; total: number }>({
    maxSize: 64 * 2 ** 20,
    sizeCalculation: (v) => v.bits.byteLength + 64,
  });
  /** Answered pages; `sets` null: a text search. */
  private readonly pages = new LRUCache<string, Kept & { out: CompanyList }>({ max: 2_000 });
  private readonly texts = new LRUCache<
    string,
    { seq: number; value: { order: Uint32Array; bits: Uint32Array; info: Omit<SearchInfo, 'query'>; hasText: boolean } }
  >({ max: 500 });
  private readonly suggestions = new LRUCache<string, { seq: number; value: Suggestion[] }>({ max: 5_000 });
  private readonly ring = new Int32Array(RING);
  /** Changes recorded so far. */
  seq = 0;

  clear() {
    this.results.clear();
    this.pages.clear();
    this.texts.clear();
    this.suggestions.clear();
  }

  /** After these rows changed in the model. */
  changed(rows: number[]) {
    for (const row of rows) this.ring[this.seq++ % RING] = row;
  }

  /** Whether a kept answer still holds; if so it is now current. */
  private holds(m: ReadModel, kept: Kept): boolean {
    if (kept.seq === this.seq) return true;
    if (!kept.sets || this.seq - kept.seq > RING) return false;
    for (let s = kept.seq; s < this.seq; s++) {
      const row = this.ring[s % RING];
      for (const set of kept.sets) if (hasBit(set.bits, row) || m.matchesRow(row, set.criteria, set.leaveOut)) return false;
    }
    kept.seq = this.seq;
    return true;
  }

  result(m: ReadModel, key: string) {
    const hit = this.results.get(key);
    if (hit && !this.holds(m, hit)) {
      this.results.delete(key);
      return undefined;
    }
    return hit;
  }
  /** `since`: the change count before it was computed. */
  keepResult(key: string, since: number, bits: Uint32Array, total: number, criteria: Criteria) {
    const value = { seq: since, bits, total, sets: criteria.text ? null : [{ bits, criteria }] };
    this.results.set(key, value);
    return value;
  }

  page(m: ReadModel, key: string) {
    const hit = this.pages.get(key);
    if (hit && !this.holds(m, hit)) {
      this.pages.delete(key);
      return undefined;
    }
    return hit?.out;
  }
  keepPage(key: string, since: number, out: CompanyList, sets: CutFrom[] | null) {
    this.pages.set(key, { seq: since, out, sets });
  }

  text(key: string) {
    const hit = this.texts.get(key);
    return hit?.seq === this.seq ? hit.value : undefined;
  }
  keepText(key: string, since: number, value: NonNullable<ReturnType<QueryCaches['text']>>) {
    this.texts.set(key, { seq: since, value });
  }

  suggestion(key: string) {
    const hit = this.suggestions.get(key);
    return hit?.seq === this.seq ? hit.value : undefined;
  }
  keepSuggestion(key: string, value: Suggestion[]) {
    this.suggestions.set(key, { seq: this.seq, value });
  }
}
