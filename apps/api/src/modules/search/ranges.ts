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
 * The rows of each bucket are also kept as a list with their values beside them (`bucketRows`,
 * built on first use after a cut, kept by each write in O(1)): the bound's bucket is checked
 * from it, its values read in a row (a value read by row number was a cache miss a row at
 * 1,000,000 rows: the filter's pass took 0.7–1.3 ms a call), and a facet count visits the
 * rows of the bound's bucket without a pass over the words of every row (aggregates.ts).
 */
import { ones, wordsFor } from './bits';

/** Buckets per column: 63 bitsets of one bit a row (8 MB a column at 1,000,000 rows). */
export const BUCKETS = 64;

/** Integer columns (their values kept beside the bucket lists as 32-bit integers). */
type Column = Int32Array | Uint8Array;

/**
 * Scratch of the reads (synchronous), outside the index: the snapshot writes its every field.
 * Words of all zeros; the rows of a bound's bucket that pass it.
 */
let ZEROS = new Uint32Array(0);
let PASSED = new Uint32Array(0);

/**
 * The rows of each bucket (`rows[b]`, in no order) with their values (`values[b]`, the same
 * order) and each row's index in its list (-1: in none), derived from `bucket`: outside the
 * index (the snapshot writes the index's fields; this is rebuilt after a restore or a cut, on
 * first use). 12 bytes a row.
 */
type Members = { rows: Uint32Array[]; values: Int32Array[]; size: Int32Array; at: Int32Array };
const MEMBERS = new WeakMap<RangeIndex, Members>();

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
    const members = MEMBERS.get(this);
    if (members) move(members, row, from, to, v);
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
    MEMBERS.delete(this);
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

  /**
   * The words of the bound's test (`atLeast`: `value ≥ x`, else `value ≤ x`): rows passing
   * whole are `pass[i] ^ flip` (the buckets past the bound), and `bucket` is the bound's own, whose
   * rows are checked one by one (-1: none). Arrays for every case, so the loops have no branch on
   * them. When the bound takes or leaves its bucket whole (every value of it is on one side:
   * `lo[b]` and `hi[b]`), no row is checked.
   */
  private sides(words: number, x: number, atLeast: boolean) {
    const b = this.bucketOf(x);
    if (ZEROS.length < words) ZEROS = new Uint32Array(words);
    let from = b > 0 ? this.ge[b] : ones(words);
    let above = b + 1 < this.ge.length ? this.ge[b + 1] : ZEROS;
    const whole = this.wholeOf(b, x, atLeast);
    // Taken whole: the bucket is among the passing ones (≥: `above` is `from`; ≤: `from` is `above`); left whole: the reverse.
    if (whole === atLeast) above = from;
    else if (whole !== null) from = above;
    return { pass: atLeast ? above : from, flip: atLeast ? 0 : -1, bucket: whole === null ? b : -1 };
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
   * Keeps in `out` (over `words` words) the rows with `value ≥ x` (`atLeast`) or `value ≤ x`:
   * one pass of word operations for the buckets past the bound, then the rows of the bound's own
   * bucket (about 1/64 of them) from its list, by the values beside them. With `a`–`d`, the set
   * filtered is `a & b & c & d` (`out` may be one of them), ANDed in the same pass: a match
   * writes its set once, not once per dimension.
   */
  filter(out: Uint32Array, words: number, x: number, atLeast: boolean, a = out, b = ones(words), c = b, d = b) {
    const { pass, flip, bucket } = this.sides(words, x, atLeast);
    // The bucket's rows in the set first: `out` may be one of the sets the pass overwrites.
    let n = 0;
    if (bucket >= 0) {
      const { rows, values } = this.members(bucket);
      if (PASSED.length < rows.length) PASSED = new Uint32Array(rows.length + (rows.length >>> 2));
      const passed = PASSED;
      for (let k = 0; k < rows.length; k++) {
        const v = values[k];
        if (atLeast ? v < x : v > x) continue;
        const row = rows[k];
        const w = row >>> 5;
        if ((a[w] & b[w] & c[w] & d[w] & (1 << (row & 31))) !== 0) passed[n++] = row;
      }
    }
    for (let i = 0; i < words; i++) out[i] = a[i] & b[i] & c[i] & d[i] & (pass[i] ^ flip);
    const passed = PASSED;
    for (let k = 0; k < n; k++) out[passed[k] >>> 5] |= 1 << (passed[k] & 31);
  }

  /** How many rows of `bits` (over `words` words) have `value ≥ x` (`atLeast`) or `value ≤ x`: `filter` without writing. */
  count(bits: Uint32Array, words: number, x: number, atLeast: boolean): number {
    const { pass, flip, bucket } = this.sides(words, x, atLeast);
    let n = 0;
    for (let i = 0; i < words; i++) {
      let k = bits[i] & (pass[i] ^ flip);
      k -= (k >>> 1) & 0x55555555;
      k = (k & 0x33333333) + ((k >>> 2) & 0x33333333);
      n += (Math.imul((k + (k >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
    }
    if (bucket < 0) return n;
    const { rows, values } = this.members(bucket);
    for (let k = 0; k < rows.length; k++) {
      const v = values[k];
      const row = rows[k];
      if ((atLeast ? v >= x : v <= x) && (bits[row >>> 5] & (1 << (row & 31))) !== 0) n++;
    }
    return n;
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
   * The rows of bucket `b` (live or not, in no order; read only, valid until the next write):
   * about 1/BUCKETS of the rows. Built from every row's bucket on the first call after a cut.
   */
  bucketRows(b: number): Uint32Array {
    return this.members(b).rows;
  }

  /** The rows of bucket `b` and their values (`bucketRows`), the lists built on the first call after a cut. */
  private members(b: number): { rows: Uint32Array; values: Int32Array } {
    let members = MEMBERS.get(this);
    if (!members) {
      const n = this.rows();
      const column = this.column();
      // Sized for the rows of each bucket (quantile cuts: about n / buckets) and a quarter more, doubled past it.
      const room = Math.ceil((1.25 * n) / this.lo.length) + 16;
      members = {
        rows: this.lo.map(() => new Uint32Array(room)),
        values: this.lo.map(() => new Int32Array(room)),
        size: new Int32Array(this.lo.length),
        at: new Int32Array(this.bucket.length).fill(-1),
      };
      for (let row = 0; row < n; row++) move(members, row, 0, this.bucket[row], column[row]);
      MEMBERS.set(this, members);
    }
    if (b >= members.rows.length) return { rows: new Uint32Array(0), values: new Int32Array(0) };
    const size = members.size[b];
    return { rows: members.rows[b].subarray(0, size), values: members.values[b].subarray(0, size) };
  }

  bytes() {
    const members = MEMBERS.get(this);
    let lists = 0;
    // Each list's rows and values.
    for (const l of members?.rows ?? []) lists += 2 * l.byteLength;
    return this.ge.length * this.bucket.length * 0.125 + this.bucket.length + (members ? members.at.byteLength + lists : 0);
  }
}

/**
 * Puts `row` (of value `v`) in bucket `to`'s list, out of bucket `from`'s if it is in it (the
 * last row of that list takes its place); in the same bucket, its value is written again.
 */
function move(members: Members, row: number, from: number, to: number, v: number) {
  if (row >= members.at.length) {
    const at = new Int32Array(Math.max(1024, row + 1, members.at.length * 2)).fill(-1);
    at.set(members.at);
    members.at = at;
  }
  const i = members.at[row];
  if (i >= 0) {
    if (from === to) {
      members.values[to][i] = v;
      return;
    }
    const list = members.rows[from];
    const values = members.values[from];
    const k = --members.size[from];
    const last = list[k];
    if (last !== row) {
      list[i] = last;
      values[i] = values[k];
      members.at[last] = i;
    }
  }
  let list = members.rows[to];
  let values = members.values[to];
  const k = members.size[to]++;
  if (k === list.length) {
    list = new Uint32Array(list.length * 2 + 16);
    list.set(members.rows[to]);
    members.rows[to] = list;
    values = new Int32Array(list.length);
    values.set(members.values[to]);
    members.values[to] = values;
  }
  members.at[row] = k;
  list[k] = row;
  values[k] = v;
}
