/**
 * The read model's trust columns (issue 19): each company's published reviews (count and sum of
 * stars) and its verified credentials (kind and expiry day). Kept beside the other columns of
 * model.ts, row by row, and changed by the same feed (a review or credential written for a
 * company is a change of that company). Whether a credential still counts is decided against the
 * day of the query, never stored: an expiry takes effect without any write.
 *
 * "Mejor valoradas" orders by a Bayesian average: `(sum + W·M) / (count + W)` with `W = 5`
 * reviews of `M = 3.5` stars assumed before the real ones. One review of 5★ scores
 * (5 + 17.5) / 6 = 3.75; forty of 4.8★ score (192 + 17.5) / 45 = 4.66, and go first. Companies
 * without reviews come after every company with reviews; ties go to the default order.
 */
import type { BadgeKind } from '@cimenta/shared';
import { respondsFast } from '../statistics/sources';

/** The prior of the Bayesian average: W reviews of M stars. */
export const RATING_PRIOR = { weight: 5, mean: 3.5 } as const;

/** A verified credential: its kind and the last day it is valid (days since 1970-01-01), or null: no expiry. */
export type Credential = { kind: BadgeKind; expires: number | null };

/** What the loader reads of a company's trust. */
export type Trust = {
  /** Published reviews and the sum of their overall stars. */
  reviews?: { count: number; sum: number };
  /** Verified credentials (any expiry: the query's day decides). */
  credentials?: Credential[];
  /** Messages judged for "Responde rápido" and those answered within 24 h (statistics/sources.ts). */
  answers?: { judged: number; fast: number };
};

const DAY = 86_400_000;
const NO_EXPIRY = 0x7fffffff;
const KIND_ORDER: BadgeKind[] = ['insurance', 'rea', 'association', 'cif'];

/** A `YYYY-MM-DD` date as days since 1970-01-01. */
export const dayOf = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY);
/** Days since 1970-01-01 as `YYYY-MM-DD`. */
export const dateOfDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

const madrid = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });
let kept = { hour: Number.NaN, day: 0 };
/**
 * Today in Spain, as days since 1970-01-01 (a credential valid "hasta 31/12/2027" counts all that
 * day). Every listing asks it a few times and a date format costs microseconds: Madrid is a whole
 * number of hours from UTC (CET, CEST; the clocks change at 01:00 UTC), so its day is the same all
 * through a UTC hour, and is kept for it.
 */
export const today = (now = Date.now()) => {
  const hour = Math.floor(now / 3_600_000);
  if (hour !== kept.hour) kept = { hour, day: dayOf(madrid.format(now)) };
  return kept.day;
};

export const weightedRating = (count: number, sum: number) =>
  (sum + RATING_PRIOR.weight * RATING_PRIOR.mean) / (count + RATING_PRIOR.weight);

export class TrustColumns {
  private count = new Uint32Array(0);
  private sum = new Uint32Array(0);
  private weighted = new Float64Array(0);
  /** Ten times the shown average (one decimal), 0 without reviews: the minimum-rating filter. */
  private avg10 = new Uint8Array(0);
  /** The last day a verified credential is valid (0: none; NO_EXPIRY: one never expires). */
  private until = new Int32Array(0);
  /** 1: "Responde rápido" (statistics/sources.ts `respondsFast`). */
  private fast = new Uint8Array(0);
  /** Verified credentials of the rows that have any. */
  private badges: (Credential[] | undefined)[] = [];

  grow(capacity: number) {
    const copy = <T extends Uint32Array | Float64Array | Uint8Array | Int32Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(capacity);
      b.set(a);
      return b;
    };
    this.count = copy(this.count);
    this.sum = copy(this.sum);
    this.weighted = copy(this.weighted);
    this.avg10 = copy(this.avg10);
    this.until = copy(this.until);
    this.fast = copy(this.fast);
  }

  write(row: number, t: Trust) {
    const n = t.reviews?.count ?? 0;
    const s = t.reviews?.sum ?? 0;
    this.count[row] = n;
    this.sum[row] = s;
    this.weighted[row] = n ? weightedRating(n, s) : 0;
    this.avg10[row] = n ? Math.round((s * 10) / n) : 0;
    const creds = t.credentials?.length
      ? [...t.credentials].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
      : undefined;
    this.badges[row] = creds;
    let until = 0;
    for (const c of creds ?? []) until = Math.max(until, c.expires ?? NO_EXPIRY);
    this.until[row] = until;
    this.fast[row] = t.answers && respondsFast(t.answers.judged, t.answers.fast) ? 1 : 0;
  }

  /** Whether the company answers most messages within 24 hours. */
  fastReplyOf(row: number): boolean {
    return this.fast[row] === 1;
  }

  /** "Mejor valoradas": rated first, higher Bayesian average first, more reviews first; 0 on a tie. */
  compare(a: number, b: number): number {
    const ra = this.count[a] > 0 ? 1 : 0;
    const rb = this.count[b] > 0 ? 1 : 0;
    return rb - ra || this.weighted[b] - this.weighted[a] || this.count[b] - this.count[a];
  }

  /** Whether a row passes the minimum rating (stars, 1–5; 0: none) and, with `verifiedOn` (a day), has a credential valid that day. */
  passes(row: number, minRating: number, verifiedOn: number): boolean {
    if (minRating && this.avg10[row] < minRating * 10) return false;
    if (verifiedOn && this.until[row] < verifiedOn) return false;
    return true;
  }

  /** The shown rating: average (one decimal) and count; null without reviews. */
  ratingOf(row: number): { average: number; count: number } | null {
    const n = this.count[row];
    return n ? { average: this.avg10[row] / 10, count: n } : null;
  }

  /** The credentials valid on `day`, as the cards show them. */
  badgesOf(row: number, day: number): { kind: BadgeKind; expiresOn: string | null }[] {
    const list = this.badges[row];
    if (!list || this.until[row] < day) return [];
    return list
      .filter((c) => c.expires === null || c.expires >= day)
      .map((c) => ({ kind: c.kind, expiresOn: c.expires === null ? null : dateOfDay(c.expires) }));
  }

  /** The columns the model's bound filters read (ranges.ts): ten times the average, the last valid day. */
  columns() {
    return { avg10: this.avg10, until: this.until };
  }

  bytes(capacity: number) {
    return capacity * (4 + 4 + 8 + 1 + 4 + 1 + 8);
  }
}
