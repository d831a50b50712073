/**
 * A numeric column of the read model filtered by one bound (`value ≥ x` or `value ≤ x`: a budget,
 * an area, a rating, a credential's last day) without a pass over every row (issue 17). The
 * values are cut into at most `BUCKETS` buckets at their quantiles, and `ge[b]` is the bitset of
 * the rows whose bucket is `b` or above. A bound `x` falls in one bucket `b`: the rows of the
 * buckets above pass `value ≥ x` whole (`ge[b + 1]`), those below fail, and only the rows of
 * bucket `b` that are still in the matched set are checked one by one (about n / BUCKETS rows at
 * most). `value ≤ x` is the complement: the buckets below `b` pass whole. A write moves a row
 * between buckets by setting or clearing one bit in each bitset between the two (O(BUCKETS)).
 * The cuts are chosen again when the rows have doubled since they were chosen (amortised).
 */
import { popcount, wordsFor } from './bits';

/** Buckets per column: 63 bitsets of one bit a row (8 MB a column at 1,000,000 rows). */
export const BUCKETS = 64;

type Column = Int32Array | Float64Array | Uint8Array;

export class RangeIndex {
  /** Lowest value of each bucket (`lo[0]` is -Infinity). */
  private lo: number[] = [Number.NEGATIVE_INFINITY];
  /** `ge[b]`: rows in bucket b or above, for b ≥ 1 (`ge[0]` is unused: every row). */
  private ge: Uint32Array[] = [];
  /** Each row's bucket (0 for a row never written). */
  private bucket = new Uint8Array(0);
  /** Rows when the cuts were last chosen. */
  private cutAt = 0;

  /** `column()`: the column's values by row (the model replaces the array as it grows). */
  constructor(
    private column: () => Column,
    private rows: () => number,
  ) {}

  /** The model grew to `capacity` rows. */
  grow(capacity: number) {
    const words = wordsFor(capacity);
    this.ge = this.ge.map((b) => {
      const n = new Uint32Array(words);
      n.set(b);
      return n;
    });
    const bucket = new Uint8Array(capacity);
    bucket.set(this.bucket.subarray(0, Math.min(this.bucket.length, capacity)));
    this.bucket = bucket;
  }

  /** The bucket holding value `v`: the last whose lowest value is ≤ v. */
  private bucketOf(v: number): number {
    const lo = this.lo;
    let a = 0;
    let b = lo.length - 1;
    while (a < b) {
      const mid = (a + b + 1) >>> 1;
      if (lo[mid] <= v) a = mid;
      else b = mid - 1;
    }
    return a;
  }

  /** Row `row`'s value was written (after `seal`; before it, `seal` places every row). */
  set(row: number, cuts = true) {
    if (!cuts) return;
    if (this.rows() > 2 * this.cutAt + 64) return this.cut();
    const from = this.bucket[row];
    const to = this.bucketOf(this.column()[row]);
    this.bucket[row] = to;
    const w = row >>> 5;
    const bit = 1 << (row & 31);
    for (let b = from + 1; b <= to; b++) this.ge[b][w] |= bit;
    for (let b = to + 1; b <= from; b++) this.ge[b][w] &= ~bit;
  }

  /** Chooses the cuts at the values' quantiles and places every row (start, and when the column doubled). */
  cut() {
    const n = this.rows();
    const values = this.column();
    const sorted = Float64Array.from(values.subarray(0, n)).sort();
    const lo = [Number.NEGATIVE_INFINITY];
    for (let b = 1; b < BUCKETS; b++) {
      const v = sorted[Math.floor((b * n) / BUCKETS)];
      if (v !== undefined && v > lo[lo.length - 1]) lo.push(v);
    }
    this.lo = lo;
    const words = wordsFor(this.bucket.length);
    this.ge = lo.map(() => new Uint32Array(words));
    for (let row = 0; row < n; row++) {
      const to = this.bucketOf(values[row]);
      this.bucket[row] = to;
      const w = row >>> 5;
      const bit = 1 << (row & 31);
      for (let b = 1; b <= to; b++) this.ge[b][w] |= bit;
    }
    this.cutAt = n;
  }

  /** Keeps in `out` (over `words` words) the rows with `value ≥ x` (`atLeast`) or `value ≤ x`. */
  filter(out: Uint32Array, words: number, x: number, atLeast: boolean) {
    const b = this.bucketOf(x);
    const above = b + 1 < this.ge.length ? this.ge[b + 1] : null;
    const from = b > 0 ? this.ge[b] : null;
    const values = this.column();
    for (let i = 0; i < words; i++) {
      const o = out[i];
      if (o === 0) continue;
      const up = above ? above[i] : 0;
      // Rows of bucket b in the set: checked one by one.
      let edge = (from ? from[i] : 0xffffffff) & ~up & o;
      let keep = atLeast ? up : ~(from ? from[i] : 0xffffffff) | 0;
      while (edge !== 0) {
        const t = edge & -edge;
        edge ^= t;
        const v = values[(i << 5) + (31 - Math.clz32(t))];
        if (atLeast ? v >= x : v <= x) keep |= t;
      }
      out[i] = o & keep;
    }
  }

  /** How many rows of `bits` (over `words` words) have `value ≥ x` (`atLeast`) or `value ≤ x`: `filter` without writing. */
  count(bits: Uint32Array, words: number, x: number, atLeast: boolean): number {
    const b = this.bucketOf(x);
    const above = b + 1 < this.ge.length ? this.ge[b + 1] : null;
    const from = b > 0 ? this.ge[b] : null;
    const values = this.column();
    let n = 0;
    for (let i = 0; i < words; i++) {
      const o = bits[i];
      if (o === 0) continue;
      const up = above ? above[i] : 0;
      let edge = (from ? from[i] : 0xffffffff) & ~up & o;
      let keep = (atLeast ? up : ~(from ? from[i] : 0xffffffff)) & o;
      while (edge !== 0) {
        const t = edge & -edge;
        edge ^= t;
        const v = values[(i << 5) + (31 - Math.clz32(t))];
        if (atLeast ? v >= x : v <= x) keep |= t;
      }
      if (keep !== 0) n += popcount(keep);
    }
    return n;
  }

  bytes() {
    return this.ge.length * this.bucket.length * 0.125 + this.bucket.length;
  }
}
