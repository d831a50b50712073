/**
 * A numeric column of the read model filtered by one bound (`value ≥ x` or `value ≤ x`: a budget,
 * an area, a rating, a credential's last day) without a pass over every row (issue 17). The
 * values are cut into at most `BUCKETS` buckets at their quantiles, and `ge[b]` is the bitset of
 * the rows whose bucket is `b` or above. A bound `x` falls in one bucket `b`: the rows of the
 * buckets above pass `value ≥ x` whole (`ge[b + 1]`), those below fail, and only the rows of
 * bucket `b` are checked one by one. `value ≤ x` is the complement: the buckets below `b` pass
 * whole. A write moves a row between buckets by setting or clearing one bit in each bitset
 * between the two (O(BUCKETS)). The cuts are chosen again when the rows have doubled since they
 * were chosen (amortised).
 * The rows of each bucket are also kept as a list with their values beside them, in value order
 * (bucket-lists.ts: built on first use after a cut, kept by each write in amortised O(1)): the
 * bound's bucket is split by binary search and only its smaller side is visited — its passing
 * rows added to the pass, or, when more pass, the bucket taken whole and its failing rows
 * cleared — where every row of the bucket (about n / 64) was tested by value (ninth pass). A
 * value read by row number was a cache miss a row at 1,000,000 rows (eighth pass); a facet
 * count visits the rows of the bound's bucket the same way (aggregates.ts `totals`).
 */
import { andCount, clearCounted, ones, wordsFor } from './bits';
import { BucketLists, type Column, DEAD } from './bucket-lists';

/** Buckets per column: 63 bitsets of one bit a row (8 MB a column at 1,000,000 rows). */
export const BUCKETS = 64;

/**
 * Scratch of the reads (synchronous), outside the index: the snapshot writes its every field.
 * Words of all zeros; the rows of a bound's bucket that pass it.
 */
let ZEROS = new Uint32Array(0);
let PASSED = new Uint32Array(0);
let PASSING = new Uint32Array(0);

/** The bucket lists in value order (bucket-lists.ts), derived from `bucket`: outside the index, rebuilt on first use after a cut or a restore. */
const LISTS = new WeakMap<RangeIndex, BucketLists>();

/**
 * How a bound meets its own bucket's rows: the words of the rows passing whole without that
 * bucket (`without`) and with it (`within`), each read as `words[i] ^ flip`; and, when the
 * bucket is split by the bound, its list and the sorted part's passing range `[from, to)` and
 * failing range `[failFrom, failTo)`, the tail `[tail, size)` checked by value.
 */
type Sides = {
  without: Uint32Array;
  within: Uint32Array;
  flip: number;
  lists: BucketLists | null;
  bucket: number;
  from: number;
  to: number;
  failFrom: number;
  failTo: number;
};

export class RangeIndex {
  /** Lowest value of each bucket (`lo[0]` is -Infinity). */
  private lo: number[] = [Number.NEGATIVE_INFINITY];
  /**
   * At least the highest value of each bucket's rows (exact after a cut; a write may only raise
   * it). A column of few values (budgets: 8 at 1,000,000 rows) has buckets of one value holding a
   * quarter of the rows: a bound past a bucket's values takes it or leaves it whole (`sides`).
   */
  private hi: number[] = [Number.NEGATIVE_INFINITY];
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
    const v = this.column()[row];
    const to = this.bucketOf(v);
    this.bucket[row] = to;
    if (v > this.hi[to]) this.hi[to] = v;
    LISTS.get(this)?.move(row, from, to, v);
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
    const hi = lo.map(() => Number.NEGATIVE_INFINITY);
    this.hi = hi;
    LISTS.delete(this);
    const words = wordsFor(this.bucket.length);
    this.ge = lo.map(() => new Uint32Array(words));
    for (let row = 0; row < n; row++) {
      const v = values[row];
      const to = this.bucketOf(v);
      this.bucket[row] = to;
      if (v > hi[to]) hi[to] = v;
      const w = row >>> 5;
      const bit = 1 << (row & 31);
      for (let b = 1; b <= to; b++) this.ge[b][w] |= bit;
    }
    this.cutAt = n;
  }

  /** The bucket lists in value order, built on the first call after a cut (or a restore). */
  private lists(): BucketLists {
    let lists = LISTS.get(this);
    if (!lists) {
      lists = new BucketLists(this.lo.length, this.rows(), this.bucket, this.column());
      LISTS.set(this, lists);
    }
    return lists;
  }

  /**
   * How the bound `x` (`atLeast`: `value ≥ x`, else `value ≤ x`) meets the buckets (`Sides`).
   * When it takes or leaves its bucket whole (every value of it is on one side: `lo[b]` and
   * `hi[b]`), no row is checked and `lists` is null.
   */
  private sides(words: number, x: number, atLeast: boolean): Sides {
    const b = this.bucketOf(x);
    if (ZEROS.length < words) ZEROS = new Uint32Array(words);
    const ge = (k: number) => (k === 0 ? ones(words) : k < this.ge.length ? this.ge[k] : ZEROS);
    // ≥ x: the buckets above b pass whole (ge[b + 1]), with b ge[b]; ≤ x: those below b (not ge[b]), with b not ge[b + 1].
    const without = atLeast ? ge(b + 1) : ge(b);
    const within = atLeast ? ge(b) : ge(b + 1);
    const flip = atLeast ? 0 : -1;
    const whole = this.wholeOf(b, x, atLeast);
    if (whole !== null) {
      const words = whole ? within : without;
      return { without: words, within: words, flip, lists: null, bucket: b, from: 0, to: 0, failFrom: 0, failTo: 0 };
    }
    const lists = this.lists();
    const i = lists.split(b, x, atLeast);
    const s = lists.sorted[b];
    return atLeast
      ? { without, within, flip, lists, bucket: b, from: i, to: s, failFrom: 0, failTo: i }
      : { without, within, flip, lists, bucket: b, from: 0, to: i, failFrom: i, failTo: s };
  }

  /** Whether a bound `x` in bucket `b` takes every row of it (true), none (false), or some (null): its rows have lo[b] ≤ value ≤ hi[b]. */
  private wholeOf(b: number, x: number, atLeast: boolean): boolean | null {
    const lo = this.lo[b];
    const hi = this.hi[b];
    if (atLeast) return x <= lo ? true : x > hi ? false : null;
    return x >= hi ? true : x < lo ? false : null;
  }

  /** Whether the bound takes its bucket's rows whole (true), leaves them whole (false), or must check them (null). */
  bucketWhole(x: number, atLeast: boolean): boolean | null {
    return this.wholeOf(this.bucketOf(x), x, atLeast);
  }

  /**
   * Keeps in `out` (over `words` words) the rows with `value ≥ x` (`atLeast`) or `value ≤ x`, and
   * answers how many `out` holds: one pass of word operations (the rows counted in it) for the
   * buckets past the bound, and of the bound's own bucket (about 1/64 of the rows) only the
   * smaller side, from its list in value order: with fewer rows passing than failing, the bucket
   * is left out of the pass and its passing rows in the set are added after; else it is taken
   * whole and its failing rows are cleared (no test of the sets: a clear of an unset bit changes
   * nothing). With `a`–`d`, the set filtered is `a & b & c & d` (`out` may be one of them),
   * ANDed in the same pass: a match writes its set once, not once per dimension.
   */
  filter(out: Uint32Array, words: number, x: number, atLeast: boolean, a = out, b = ones(words), c = b, d = b): number {
    const s = this.sides(words, x, atLeast);
    const { flip, lists } = s;
    const clear = lists !== null && s.to - s.from > s.failTo - s.failFrom;
    const pass = clear ? s.within : s.without;
    // The passing rows of the bucket that are in the set, found first: `out` may be one of the sets the pass overwrites.
    let added = 0;
    if (lists && !clear) {
      const k = s.bucket;
      const rows = lists.rows[k];
      const values = lists.values[k];
      const tail = lists.sorted[k];
      const size = lists.size[k];
      const need = s.to - s.from + size - tail;
      if (PASSED.length < need) PASSED = new Uint32Array(need + (need >>> 2));
      const passed = PASSED;
      for (let j = s.from; j < s.to; j++) {
        const row = rows[j];
        if (row === DEAD) continue;
        const w = row >>> 5;
        if ((a[w] & b[w] & c[w] & d[w] & (1 << (row & 31))) !== 0) passed[added++] = row;
      }
      for (let j = tail; j < size; j++) {
        const v = values[j];
        if (atLeast ? v < x : v > x) continue;
        const row = rows[j];
        const w = row >>> 5;
        if ((a[w] & b[w] & c[w] & d[w] & (1 << (row & 31))) !== 0) passed[added++] = row;
      }
    }
    let n = andCount(out, words, pass, flip, a, b, c, d);
    if (!lists) return n;
    if (!clear) {
      const passed = PASSED;
      for (let j = 0; j < added; j++) out[passed[j] >>> 5] |= 1 << (passed[j] & 31);
      return n + added;
    }
    // Taken whole: its failing rows cleared (those set counted off).
    const k = s.bucket;
    const rows = lists.rows[k];
    const values = lists.values[k];
    for (let j = s.failFrom; j < s.failTo; j++) {
      const row = rows[j];
      if (row !== DEAD) n -= clearCounted(out, row);
    }
    for (let j = lists.sorted[k], size = lists.size[k]; j < size; j++) {
      const v = values[j];
      if (atLeast ? v < x : v > x) n -= clearCounted(out, rows[j]);
    }
    return n;
  }

  /** How many rows of `bits` (over `words` words) have `value ≥ x` (`atLeast`) or `value ≤ x`: `filter` without writing. */
  count(bits: Uint32Array, words: number, x: number, atLeast: boolean): number {
    const s = this.sides(words, x, atLeast);
    const { flip, lists } = s;
    const clear = lists !== null && s.to - s.from > s.failTo - s.failFrom;
    const pass = clear ? s.within : s.without;
    let n = 0;
    for (let i = 0; i < words; i++) {
      let k = bits[i] & (pass[i] ^ flip);
      k -= (k >>> 1) & 0x55555555;
      k = (k & 0x33333333) + ((k >>> 2) & 0x33333333);
      n += (Math.imul((k + (k >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
    }
    if (!lists) return n;
    // The smaller side of the bucket: its passing rows in the set added, or its failing ones taken off.
    const k = s.bucket;
    const rows = lists.rows[k];
    const values = lists.values[k];
    const [from, to] = clear ? [s.failFrom, s.failTo] : [s.from, s.to];
    const by = clear ? -1 : 1;
    for (let j = from; j < to; j++) {
      const row = rows[j];
      if (row !== DEAD && (bits[row >>> 5] & (1 << (row & 31))) !== 0) n += by;
    }
    for (let j = lists.sorted[k], size = lists.size[k]; j < size; j++) {
      const v = values[j];
      const row = rows[j];
      if ((atLeast ? v >= x : v <= x) !== clear && (bits[row >>> 5] & (1 << (row & 31))) !== 0) n += by;
    }
    return n;
  }

  /**
   * The rows of bucket `b` on one side of the bound `x` (`atLeast`): those that pass it
   * (`passing`) or those that fail it, live or not, in no order (read only, valid until the next
   * call): that side of its sorted part, found by binary search, and the tail's rows on that side
   * (aggregates.ts counts a facet set's rows of the bound's bucket).
   */
  sideRows(b: number, x: number, atLeast: boolean, passing: boolean): Uint32Array {
    const lists = this.lists();
    if (b >= lists.rows.length) return new Uint32Array(0);
    const i = lists.split(b, x, atLeast);
    const s = lists.sorted[b];
    // ≥: [i, s) pass; ≤: [0, i) pass.
    const [from, to] = atLeast === passing ? [i, s] : [0, i];
    const rows = lists.rows[b];
    const values = lists.values[b];
    const size = lists.size[b];
    const need = to - from + size - s;
    if (PASSING.length < need) PASSING = new Uint32Array(need + (need >>> 2));
    const out = PASSING;
    let n = 0;
    for (let j = from; j < to; j++) if (rows[j] !== DEAD) out[n++] = rows[j];
    for (let j = s; j < size; j++) {
      const v = values[j];
      if ((atLeast ? v >= x : v <= x) === passing) out[n++] = rows[j];
    }
    return out.subarray(0, n);
  }

  /** Whether more rows of bucket `b`'s sorted part pass the bound than fail it (the tail, short, not counted). */
  morePass(b: number, x: number, atLeast: boolean): boolean {
    const lists = this.lists();
    if (b >= lists.rows.length) return false;
    const i = lists.split(b, x, atLeast);
    const s = lists.sorted[b];
    return atLeast ? s - i > i : i > s - i;
  }

  /** Rows when the cuts were last chosen: a new value means every row may have changed bucket (aggregates.ts). */
  cutRows() {
    return this.cutAt;
  }
  /** Buckets of the column. */
  buckets() {
    return this.lo.length;
  }
  /** The bucket a value falls in. */
  bucketOfValue(x: number) {
    return this.bucketOf(x);
  }
  /** A row's bucket. */
  bucketOfRow(row: number) {
    return this.bucket[row];
  }
  /**
   * The rows of bucket `b` (live or not, in no order; a fresh array): about 1/BUCKETS of the
   * rows. The lists are built from every row's bucket on the first call after a cut.
   */
  bucketRows(b: number): Uint32Array {
    const lists = this.lists();
    if (b >= lists.rows.length) return new Uint32Array(0);
    return lists.rows[b].subarray(0, lists.size[b]).filter((row) => row !== DEAD);
  }

  bytes() {
    const lists = LISTS.get(this);
    return this.ge.length * this.bucket.length * 0.125 + this.bucket.length + (lists ? lists.bytes() : 0);
  }
}
