/**
 * The listing's query caches (issue 17: invalidation by what changed). A kept answer records
 * the criteria it depends on; when companies change, only the answers whose criteria one of them
 * matched before the change or matches after it are dropped (a page, its total and its facets
 * can only move if a changed company enters, leaves or moves inside a set it was cut from).
 * Answers that went through the text engine are dropped on any change (a new document moves
 * scores and corrections), and so is everything when many companies change at once.
 */
import type { CompanyCard, Facets, Page, Relaxable, SearchInfo, Suggestion } from '@cimenta/shared';
import { LRUCache } from 'lru-cache';
import type { Criteria, Dim, ReadModel } from './model';

export type CompanyList = Page<CompanyCard> & { facets?: Facets; search?: SearchInfo; relaxed?: Relaxable[] };

/** A set an answer was cut from: the criteria, one dimension left out for a facet. */
export type Check = { criteria: Criteria; leaveOut?: Dim };

/** Above this many changed companies × kept answers, everything is dropped instead. */
const TARGETED_WORK = 200_000;

export class QueryCaches {
  /** Matched rows per criteria; `check` null: the criteria hold a text match. */
  readonly results = new LRUCache<string, { bits: Uint32Array; total: number; check: Check | null }>({
    maxSize: 64 * 2 ** 20,
    sizeCalculation: (v) => v.bits.byteLength + 64,
  });
  /** Answered pages; `checks` null: a text search. */
  readonly pages = new LRUCache<string, { out: CompanyList; checks: Check[] | null }>({ max: 2_000 });
  readonly texts = new LRUCache<string, { order: Uint32Array; bits: Uint32Array; info: Omit<SearchInfo, 'query'>; hasText: boolean }>({
    max: 500,
  });
  readonly suggestions = new LRUCache<string, Suggestion[]>({ max: 5_000 });
  /** Keys found affected before a change, dropped with those found after it. */
  private marked: { results: Set<string>; pages: Set<string> } | null = null;

  clear() {
    this.results.clear();
    this.pages.clear();
    this.texts.clear();
    this.suggestions.clear();
    this.marked = null;
  }

  /** Before these rows change: marks the answers they are part of. */
  before(m: ReadModel, rows: number[]) {
    this.marked = this.affected(m, rows);
  }

  /** After they changed: drops the answers they were or are part of, and every text answer. */
  after(m: ReadModel, rows: number[]) {
    const before = this.marked;
    this.marked = null;
    const now = this.affected(m, rows);
    this.texts.clear();
    this.suggestions.clear();
    if (!before || !now) return this.clear();
    for (const k of [...before.results, ...now.results]) this.results.delete(k);
    for (const k of [...before.pages, ...now.pages]) this.pages.delete(k);
  }

  private affected(m: ReadModel, rows: number[]) {
    if (rows.length * (this.results.size + this.pages.size) > TARGETED_WORK) return null;
    const hit = (c: Check) => rows.some((row) => m.matchesRow(row, c.criteria, c.leaveOut));
    const results = new Set<string>();
    for (const [k, v] of this.results.entries()) if (!v.check || hit(v.check)) results.add(k);
    const pages = new Set<string>();
    for (const [k, v] of this.pages.entries()) if (!v.checks || v.checks.some(hit)) pages.add(k);
    return { results, pages };
  }
}
