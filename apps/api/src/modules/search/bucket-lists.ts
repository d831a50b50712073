/**
 * The rows of each bucket of a `RangeIndex` (ranges.ts) with their values beside them, each list
 * kept in value order (issue 17, ninth pass): a bound checks only the rows of its bucket on one
 * side of it — the side found by binary search — instead of testing every row of the bucket by
 * value (about n / 64 rows, 15,600 at 1,000,000).
 *
 * A list is a sorted part and a short unsorted tail of the rows written since. A row leaving the
 * sorted part (moved to another bucket, or its value changed) leaves a tombstone (`DEAD`) that
 * keeps its value, so the part stays sorted; the row goes to the tail of its new list. When a
 * list's tail and tombstones pass `limit(size)` (about 1/32 of it), the tail is sorted and merged
 * in, the tombstones dropped: O(size) every size/32 writes, ~32 entries a write amortised. The
 * tail and the tombstones are checked one by one by the readers (at most that 1/32).
 *
 * Derived from the index's buckets, outside its fields (the snapshot writes those): built on the
 * first read after a cut, kept by each write. 12 bytes a row (row, value, its place).
 */

/** Integer columns (their values kept as 32-bit integers). */
export type Column = Int32Array | Uint8Array;

/** A tombstone's row in a sorted part (rows are < 2^32 - 1). */
export const DEAD = 0xffffffff;

/** Tail plus tombstones a list may hold before they are merged into its sorted part. */
const limit = (size: number) => 32 + (size >>> 5);

/** Scratch of a merge (synchronous): the merged rows and values, the tail's order. */
let MERGED_ROWS = new Uint32Array(0);
let MERGED_VALUES = new Int32Array(0);
let KEYS = new Float64Array(0);

export class BucketLists {
  /** Each bucket's rows: `[0, sorted[b])` in value order (with tombstones), then the tail up to `size[b]`. */
  readonly rows: Uint32Array[] = [];
  /** The value of each entry of `rows` (a tombstone keeps its row's last value). */
  readonly values: Int32Array[] = [];
  readonly size: Int32Array;
  readonly sorted: Int32Array;
  /** Tombstones in each sorted part. */
  readonly dead: Int32Array;
  /** Each row's index in its bucket's list (-1: in none). */
  at: Int32Array;

  /** The lists of rows `0 … n-1`, each in the bucket `bucket[row]` with the value `column[row]`. */
  constructor(buckets: number, n: number, bucket: Uint8Array, column: Column) {
    this.size = new Int32Array(buckets);
    this.sorted = new Int32Array(buckets);
    this.dead = new Int32Array(buckets);
    this.at = new Int32Array(bucket.length).fill(-1);
    const counts = new Int32Array(buckets);
    for (let row = 0; row < n; row++) counts[bucket[row]]++;
    for (let b = 0; b < buckets; b++) {
      // Room for a quarter more (doubled past it).
      const room = counts[b] + (counts[b] >>> 2) + 16;
      this.rows.push(new Uint32Array(room));
      this.values.push(new Int32Array(room));
    }
    for (let row = 0; row < n; row++) {
      const b = bucket[row];
      const k = this.size[b]++;
      this.rows[b][k] = row;
      this.values[b][k] = column[row];
    }
    for (let b = 0; b < buckets; b++) this.merge(b);
  }

  /**
   * Puts `row` (of value `v`) in bucket `to`'s list, out of bucket `from`'s if it is in it; a
   * row whose value and bucket are unchanged stays where it is.
   */
  move(row: number, from: number, to: number, v: number) {
    if (row >= this.at.length) {
      const at = new Int32Array(Math.max(1024, row + 1, this.at.length * 2)).fill(-1);
      at.set(this.at);
      this.at = at;
    }
    const i = this.at[row];
    if (i >= 0) {
      const values = this.values[from];
      if (i >= this.sorted[from]) {
        // In the tail (unsorted): written in place, or taken out by the tail's last entry.
        if (from === to) {
          values[i] = v;
          return;
        }
        const list = this.rows[from];
        const k = --this.size[from];
        const last = list[k];
        if (last !== row) {
          list[i] = last;
          values[i] = values[k];
          this.at[last] = i;
        }
      } else {
        if (from === to && values[i] === v) return;
        // In the sorted part: a tombstone keeping the value (the part stays sorted).
        this.rows[from][i] = DEAD;
        this.dead[from]++;
        if (from !== to && this.dead[from] + this.size[from] - this.sorted[from] > limit(this.size[from])) this.merge(from);
      }
    }
    let list = this.rows[to];
    const k = this.size[to]++;
    if (k === list.length) {
      list = new Uint32Array(list.length * 2 + 16);
      list.set(this.rows[to]);
      this.rows[to] = list;
      const values = new Int32Array(list.length);
      values.set(this.values[to]);
      this.values[to] = values;
    }
    list[k] = row;
    this.values[to][k] = v;
    this.at[row] = k;
    if (this.dead[to] + this.size[to] - this.sorted[to] > limit(this.size[to])) this.merge(to);
  }

  /**
   * The first index of bucket `b`'s sorted part whose value is ≥ x (`atLeast`) or > x (else):
   * the part splits there into the rows below the bound and those at or above it.
   */
  split(b: number, x: number, atLeast: boolean): number {
    const values = this.values[b];
    let lo = 0;
    let hi = this.sorted[b];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (atLeast ? values[mid] < x : values[mid] <= x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Sorts bucket `b`'s tail and merges it into its sorted part, dropping the tombstones; each row's place written again. */
  private merge(b: number) {
    const rows = this.rows[b];
    const values = this.values[b];
    const s = this.sorted[b];
    const size = this.size[b];
    const tail = size - s;
    // The tail in value order (rows beside).
    const order = sortedByValue(rows, values, s, size);
    if (MERGED_ROWS.length < size) {
      MERGED_ROWS = new Uint32Array(size + (size >>> 2));
      MERGED_VALUES = new Int32Array(MERGED_ROWS.length);
    }
    const outRows = MERGED_ROWS;
    const outValues = MERGED_VALUES;
    let n = 0;
    let i = 0;
    let j = 0;
    while (i < s || j < tail) {
      if (i < s && rows[i] === DEAD) {
        i++;
        continue;
      }
      const fromTail = i >= s || (j < tail && values[s + order[j]] < values[i]);
      const k = fromTail ? s + order[j++] : i++;
      outRows[n] = rows[k];
      outValues[n] = values[k];
      this.at[rows[k]] = n;
      n++;
    }
    rows.set(outRows.subarray(0, n));
    values.set(outValues.subarray(0, n));
    this.size[b] = n;
    this.sorted[b] = n;
    this.dead[b] = 0;
  }

  bytes() {
    let n = this.at.byteLength;
    for (const l of this.rows) n += 2 * l.byteLength;
    return n;
  }
}

/**
 * The indexes (from `from`) of entries `from … to-1` in value order. Numbers sorted natively: a
 * value and its index packed into one exact double (`(value - min) * span + index`) when the
 * values' range allows it (a bucket's values are close), else a comparison sort.
 */
function sortedByValue(rows: Uint32Array, values: Int32Array, from: number, to: number): Uint32Array {
  const n = to - from;
  const order = new Uint32Array(n);
  if (n === 0) return order;
  let min = values[from];
  let max = min;
  for (let k = from; k < to; k++) {
    const v = values[k];
    if (v < min) min = v;
    else if (v > max) max = v;
  }
  if ((max - min + 1) * n < 2 ** 52) {
    if (KEYS.length < n) KEYS = new Float64Array(n + (n >>> 2));
    const keys = KEYS.subarray(0, n);
    for (let k = 0; k < n; k++) keys[k] = (values[from + k] - min) * n + k;
    keys.sort();
    for (let k = 0; k < n; k++) order[k] = keys[k] % n;
    return order;
  }
  for (let k = 0; k < n; k++) order[k] = k;
  order.sort((p, q) => values[from + p] - values[from + q] || rows[from + p] - rows[from + q]);
  return order;
}
