/**
 * One order of the read model's live rows (default, newest, name, rating) with writes that cost
 * O(log n + K), not a shift of the whole permutation (issue 17). `main` is the order as of the
 * last rebuild; a row removed or changed since leaves a dead slot behind (a tombstone), and a row
 * added or changed since goes to `extra`: a short sorted list where each row remembers the main
 * slot it goes before (its gap; main slots do not move between rebuilds). When `extra` or the
 * tombstones pass K ≈ 2√n, one linear merge (no comparison) rebuilds `main`: O(√n) a write
 * amortised. Reads walk `main` and `extra` merged by gap.
 *
 * `key(row)` is a number that orders the live rows as the order does (a sort of keys is a sort
 * by the order), valid until the next write: main slot s → (2s + 1)·KEYS, an extra row of gap g
 * at index e of `extra` → 2g·KEYS + e. `rowAt(key)` answers the row back.
 */

/** Room for the extra rows' indexes inside a key (K stays below it). */
const KEYS = 4096;
const kFor = (n: number) => Math.min(KEYS - 1, 64 + 2 * Math.floor(Math.sqrt(n)));

export class Order {
  private main: Uint32Array = new Uint32Array(0);
  private mainSize = 0;
  private dead = new Uint8Array(0);
  private deadCount = 0;
  /** A row's main slot, or -1 when it is not in `main` (in `extra`, or not live). */
  private slot = new Int32Array(0);
  /** A row's index in `extra`, or -1. */
  private at = new Int32Array(0);
  private extra: number[] = [];
  private gap: number[] = [];
  /** Live rows. */
  size = 0;
  /** Rebuilds since the start (tests). */
  rebuilds = 0;

  constructor(readonly cmp: (a: number, b: number) => number) {}

  grow(capacity: number) {
    const slot = new Int32Array(capacity).fill(-1);
    slot.set(this.slot.subarray(0, Math.min(capacity, this.slot.length)));
    this.slot = slot;
    const at = new Int32Array(capacity).fill(-1);
    at.set(this.at.subarray(0, Math.min(capacity, this.at.length)));
    this.at = at;
  }

  /** The order of these rows from scratch (the start). */
  build(rows: Uint32Array) {
    const sorted = Array.from(rows).sort(this.cmp);
    this.setMain(Uint32Array.from(sorted));
    this.extra = [];
    this.gap = [];
  }

  private setMain(main: Uint32Array) {
    this.main = main;
    this.mainSize = main.length;
    this.dead = new Uint8Array(main.length);
    this.deadCount = 0;
    this.size = main.length;
    for (let i = 0; i < main.length; i++) {
      this.slot[main[i]] = i;
      this.at[main[i]] = -1;
    }
  }

  /** Merges `extra` into `main` and drops the tombstones: O(n), no comparison. */
  private rebuild() {
    const out = new Uint32Array(this.size);
    let k = 0;
    let e = 0;
    for (let i = 0; i <= this.mainSize; i++) {
      while (e < this.extra.length && this.gap[e] === i) out[k++] = this.extra[e++];
      if (i < this.mainSize && this.dead[i] === 0) out[k++] = this.main[i];
    }
    this.extra = [];
    this.gap = [];
    this.setMain(out);
    this.rebuilds++;
  }

  /** The first main slot whose live row comes after `row` (dead slots skipped). */
  private gapOf(row: number): number {
    let lo = 0;
    let hi = this.mainSize;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      let j = mid;
      while (j < hi && this.dead[j] === 1) j++;
      if (j === hi) hi = mid;
      else if (this.cmp(this.main[j], row) < 0) lo = j + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(row: number) {
    let lo = 0;
    let hi = this.extra.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cmp(this.extra[mid], row) < 0) lo = mid + 1;
      else hi = mid;
    }
    // Slots dead between two gaps give the same walk: the gap is kept between its neighbours'
    // (gaps never decrease along `extra`, which the walks rely on).
    let g = this.gapOf(row);
    if (lo > 0 && g < this.gap[lo - 1]) g = this.gap[lo - 1];
    if (lo < this.gap.length && g > this.gap[lo]) g = this.gap[lo];
    this.extra.splice(lo, 0, row);
    this.gap.splice(lo, 0, g);
    for (let e = lo; e < this.extra.length; e++) this.at[this.extra[e]] = e;
    this.slot[row] = -1;
    this.size++;
    if (this.extra.length > kFor(this.size)) this.rebuild();
  }

  /** Takes a live row out (before its values change). */
  remove(row: number) {
    const s = this.slot[row];
    if (s >= 0) {
      this.dead[s] = 1;
      this.deadCount++;
      this.slot[row] = -1;
    } else {
      const e = this.at[row];
      if (e < 0) return;
      this.extra.splice(e, 1);
      this.gap.splice(e, 1);
      this.at[row] = -1;
      for (let i = e; i < this.extra.length; i++) this.at[this.extra[i]] = i;
    }
    this.size--;
    if (this.deadCount > kFor(this.size)) this.rebuild();
  }

  /** A sort key of a live row (see the header); valid until the next write. */
  key(row: number): number {
    const s = this.slot[row];
    return s >= 0 ? (2 * s + 1) * KEYS : 2 * this.gap[this.at[row]] * KEYS + this.at[row];
  }
  /** The row of a key. */
  rowAt(key: number): number {
    const q = Math.floor(key / KEYS);
    return q % 2 === 1 ? this.main[(q - 1) / 2] : this.extra[key % KEYS];
  }

  /**
   * Visits the live rows in order (`reverse`: from the end) until `visit` answers false.
   */
  walk(visit: (row: number) => boolean, reverse = false) {
    const { main, dead, extra, gap } = this;
    if (!reverse) {
      let e = 0;
      for (let i = 0; i <= this.mainSize; i++) {
        while (e < extra.length && gap[e] === i) if (!visit(extra[e++])) return;
        if (i < this.mainSize && dead[i] === 0 && !visit(main[i])) return;
      }
    } else {
      let e = extra.length - 1;
      for (let i = this.mainSize; i >= 0; i--) {
        if (i < this.mainSize && dead[i] === 0 && !visit(main[i])) return;
        while (e >= 0 && gap[e] === i) if (!visit(extra[e--])) return;
      }
    }
  }

  /**
   * The rows of the set `bits` in order after the first `skip` of them, into `out` (as many as
   * it holds); `reverse`: counted from the end, `out` filled from its end. `walk` with the test
   * inlined (a page of a large set visits thousands of rows).
   */
  select(bits: Uint32Array, skip: number, out: Uint32Array, reverse = false) {
    const { main, dead, extra, gap, mainSize } = this;
    let seen = 0;
    if (!reverse) {
      let k = 0;
      const want = out.length;
      let e = 0;
      for (let i = 0; i <= mainSize && k < want; i++) {
        while (e < extra.length && gap[e] === i && k < want) {
          const row = extra[e++];
          if ((bits[row >>> 5] & (1 << (row & 31))) !== 0 && seen++ >= skip) out[k++] = row;
        }
        if (i < mainSize && k < want && dead[i] === 0) {
          const row = main[i];
          if ((bits[row >>> 5] & (1 << (row & 31))) !== 0 && seen++ >= skip) out[k++] = row;
        }
      }
    } else {
      let k = out.length;
      let e = extra.length - 1;
      for (let i = mainSize; i >= 0 && k > 0; i--) {
        if (i < mainSize && dead[i] === 0) {
          const row = main[i];
          if ((bits[row >>> 5] & (1 << (row & 31))) !== 0 && seen++ >= skip) out[--k] = row;
        }
        while (e >= 0 && gap[e] === i && k > 0) {
          const row = extra[e--];
          if ((bits[row >>> 5] & (1 << (row & 31))) !== 0 && seen++ >= skip) out[--k] = row;
        }
      }
    }
  }

  /**
   * Live rows (distinct) put in this order, into `out`, without comparing them: their main slots
   * marked in a bitset read in slot order, the extra rows merged in by their gaps (as `walk`
   * visits them). O(main / 32 + rows); a sort of their keys costs rows × log rows, so this wins for
   * a large set of rows (a text's run of equal scores: relevance.ts).
   */
  inOrder(rows: Uint32Array, out: Uint32Array) {
    const { main, extra, gap, slot, at } = this;
    const marks = new Uint32Array((this.mainSize >>> 5) + 1);
    const extras: number[] = [];
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      const s = slot[row];
      if (s >= 0) marks[s >>> 5] |= 1 << (s & 31);
      else extras.push(at[row]);
    }
    // By index in `extra`: its order, gaps non-decreasing.
    extras.sort((a, b) => a - b);
    let k = 0;
    let e = 0;
    for (let w = 0; w < marks.length; w++) {
      for (let x = marks[w]; x !== 0; x &= x - 1) {
        const s = (w << 5) + (31 - Math.clz32(x & -x));
        // The extra rows of gap ≤ s come before main slot s.
        while (e < extras.length && gap[extras[e]] <= s) out[k++] = extra[extras[e++]];
        out[k++] = main[s];
      }
    }
    while (e < extras.length) out[k++] = extra[extras[e++]];
  }

  bytes() {
    return this.main.byteLength + this.dead.byteLength + this.slot.byteLength + this.at.byteLength;
  }
}
