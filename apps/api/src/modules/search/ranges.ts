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
 * The rows of each bucket are also kept as a list (`bucketRows`, built on first use after a cut,
 * kept by each write in O(1)): a facet count visits the rows of the bound's bucket without a
 * pass over the words of every row (aggregates.ts).
 */
import { wordsFor } from './bits';

/** Buckets per column: 63 bitsets of one bit a row (8 MB a column at 1,000,000 rows). */
export const BUCKETS = 64;

type Column = Int32Array | Float64Array | Uint8Array;

/**
 * Scratch of the reads (synchronous), outside the index: the snapshot writes its every field.
 * Words of all ones and all zeros; the words of a bound's bucket and their bits.
 */
let ONES = new Uint32Array(0);
let ZEROS = new Uint32Array(0);
let EDGE_WORDS = new Int32Array(0);
let EDGE_BITS = new Int32Array(0);

/**
 * The rows of each bucket (`rows[b]`, in no order) and each row's index in its list (-1: in none),
 * derived from `bucket`: outside the index (the snapshot writes the index's fields; this is
 * rebuilt after a restore or a cut, on first use).
 */
type Members = { rows: Uint32Array[]; size: Int32Array; at: Int32Array };
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
    if (members) move(members, row, from, to);
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
   * whole are `pass[i] ^ flip` (the buckets past the bound), rows to check one by one
   * `from[i] & ~above[i]` (the bound's own bucket). Arrays for every case, so the loops have no
   * branch on them. When the bound takes or leaves its bucket whole (every value of it is on one
   * side: `lo[b]` and `hi[b]`), `from` is `above` and no row is checked.
   */
  private sides(words: number, x: number, atLeast: boolean) {
    const b = this.bucketOf(x);
    if (ONES.length < words) {
      ONES = new Uint32Array(words).fill(0xffffffff);
      ZEROS = new Uint32Array(words);
      EDGE_WORDS = new Int32Array(words);
      EDGE_BITS = new Int32Array(words);
    }
    let from = b > 0 ? this.ge[b] : ONES;
    let above = b + 1 < this.ge.length ? this.ge[b + 1] : ZEROS;
    const whole = this.wholeOf(b, x, atLeast);
    // Taken whole: the bucket is among the passing ones (≥: `above` is `from`; ≤: `from` is `above`); left whole: the reverse.
    if (whole === atLeast) above = from;
    else if (whole !== null) from = above;
    return { from, above, pass: atLeast ? above : from, flip: atLeast ? 0 : -1 };
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
   * one pass of word operations, then the set's rows of the bound's bucket (about 1/64 of it)
   * checked by value.
   */
  filter(out: Uint32Array, words: number, x: number, atLeast: boolean) {
    const { from, above, pass, flip } = this.sides(words, x, atLeast);
    // The scratch read into constants: a loop over the module's `let`s reloads them at every step
    // (this pass took twice as long at 1,000,000 rows).
    const edgeWords = EDGE_WORDS;
    const edgeBits = EDGE_BITS;
    let edges = 0;
    for (let i = 0; i < words; i++) {
      const o = out[i];
      const e = o & from[i] & ~above[i];
      out[i] = o & (pass[i] ^ flip);
      // Branch-free (a word holds a row of the bucket about as often as not): the slot is kept when e ≠ 0.
      edgeWords[edges] = i;
      edgeBits[edges] = e;
      edges += (e | -e) >>> 31;
    }
    const values = this.column();
    for (let j = 0; j < edges; j++) {
      const i = edgeWords[j];
      let keep = 0;
      for (let e = edgeBits[j]; e !== 0; e &= e - 1) {
        const t = e & -e;
        const v = values[(i << 5) + (31 - Math.clz32(t))];
        if (atLeast ? v >= x : v <= x) keep |= t;
      }
      out[i] |= keep;
    }
  }

  /** How many rows of `bits` (over `words` words) have `value ≥ x` (`atLeast`) or `value ≤ x`: `filter` without writing. */
  count(bits: Uint32Array, words: number, x: number, atLeast: boolean): number {
    const { from, above, pass, flip } = this.sides(words, x, atLeast);
    const edgeWords = EDGE_WORDS;
    const edgeBits = EDGE_BITS;
    let n = 0;
    let edges = 0;
    for (let i = 0; i < words; i++) {
      const o = bits[i];
      const e = o & from[i] & ~above[i];
      let k = o & (pass[i] ^ flip);
      k -= (k >>> 1) & 0x55555555;
      k = (k & 0x33333333) + ((k >>> 2) & 0x33333333);
      n += (Math.imul((k + (k >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
      // Branch-free (a word holds a row of the bucket about as often as not): the slot is kept when e ≠ 0.
      edgeWords[edges] = i;
      edgeBits[edges] = e;
      edges += (e | -e) >>> 31;
    }
    const values = this.column();
    for (let j = 0; j < edges; j++) {
      const base = edgeWords[j] << 5;
      for (let e = edgeBits[j]; e !== 0; e &= e - 1) {
        const v = values[base + (31 - Math.clz32(e & -e))];
        if (atLeast ? v >= x : v <= x) n++;
      }
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
    let members = MEMBERS.get(this);
    if (!members) {
      const n = this.rows();
      // Sized for the rows of each bucket (quantile cuts: about n / buckets) and a quarter more, doubled past it.
      const room = Math.ceil((1.25 * n) / this.lo.length) + 16;
      members = {
        rows: this.lo.map(() => new Uint32Array(room)),
        size: new Int32Array(this.lo.length),
        at: new Int32Array(this.bucket.length).fill(-1),
      };
      for (let row = 0; row < n; row++) move(members, row, 0, this.bucket[row]);
      MEMBERS.set(this, members);
    }
    return b < members.rows.length ? members.rows[b].subarray(0, members.size[b]) : new Uint32Array(0);
  }

  bytes() {
    const members = MEMBERS.get(this);
    let lists = 0;
    for (const l of members?.rows ?? []) lists += l.byteLength;
    return this.ge.length * this.bucket.length * 0.125 + this.bucket.length + (members ? members.at.byteLength + lists : 0);
  }
}

/** Puts `row` in bucket `to`'s list, out of bucket `from`'s if it is in it (the last row of that list takes its place). */
function move(members: Members, row: number, from: number, to: number) {
  if (row >= members.at.length) {
    const at = new Int32Array(Math.max(1024, row + 1, members.at.length * 2)).fill(-1);
    at.set(members.at);
    members.at = at;
  }
  const i = members.at[row];
  if (i >= 0) {
    if (from === to) return;
    const list = members.rows[from];
    const last = list[--members.size[from]];
    if (last !== row) {
      list[i] = last;
      members.at[last] = i;
    }
  }
  let list = members.rows[to];
  const k = members.size[to]++;
  if (k === list.length) {
    list = new Uint32Array(list.length * 2 + 16);
    list.set(members.rows[to]);
    members.rows[to] = list;
  }
  members.at[row] = k;
  list[k] = row;
}
