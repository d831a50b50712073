/**
 * Terms (stems, and `#id` for activity ids) and their posting lists (issue 17, "Text index
 * writes"). An entry is one 32-bit number: the row shifted left by 6 and its field mask (NAME …
 * ACT_ID, six bits) in the low bits (`entryRow`, `entryMask`), so entries sort as their rows do,
 * at 4 bytes an entry. Each posting keeps a part sorted by row and a short unsorted tail, merged
 * in when longer than about 2√n; a delete finds its entry by binary search (or in the tail) and
 * marks it dead (mask 0, skipped by scoring); a posting is compacted when a quarter of it is dead.
 * So a write costs O(log n + √n) amortised per term, no scan. After a full load, `compact()` packs
 * every posting into one shared array (exact lengths, one allocation): a posting written later
 * moves out of it into its own array.
 */
import { grow } from './types';

/** Bits of an entry holding the field mask; the row is above them. */
const MASK_BITS = 6;
const MASK = (1 << MASK_BITS) - 1;
/** Rows an entry can hold (2^26, 67 million). */
export const MAX_ROWS = 2 ** (32 - MASK_BITS);
/** The row of a posting entry. */
export const entryRow = (e: number) => e >>> MASK_BITS;
/** The field mask of a posting entry (0: deleted). */
export const entryMask = (e: number) => e & MASK;

/** How long a posting's unsorted tail may get before it is merged in: about √n, so the merges
 * (O(n) each) cost O(√n) a write amortised, as does the tail a delete looks through. */
const tailMax = (sorted: number) => 32 + 2 * Math.floor(Math.sqrt(sorted));

export class Postings {
  private ids = new Map<string, number>();
  private keys: string[] = [];
  /** Each posting's entries (row << 6 | mask), `n` of them used. */
  private entries: Uint32Array[] = [];
  private n: number[] = [];
  /** Entries `[0, sorted)` of a posting are in increasing row order (binary search). */
  private sorted: number[] = [];
  /** Deleted entries still in a posting (mask 0), dropped when they are a quarter of it. */
  private dead: number[] = [];
  /** Posting entries a delete looked at (tests: a delete finds its entries without a scan). */
  probes = 0;

  /** Terms ever added. */
  get size(): number {
    return this.keys.length;
  }

  /** The id of a term, added (with an empty posting) when new. */
  id(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.n.length;
      this.ids.set(key, id);
      this.keys.push(key);
      this.entries.push(new Uint32Array(4));
      this.n.push(0);
      this.sorted.push(0);
      this.dead.push(0);
    }
    return id;
  }

  /** The id of a term, if known. */
  get(key: string): number | undefined {
    return this.ids.get(key);
  }

  key(t: number): string {
    return this.keys[t];
  }

  /** The keys of the terms added since there were `from`. */
  keysFrom(from: number): string[] {
    return this.keys.slice(from);
  }

  /** Live rows having the term. */
  df(t: number): number {
    return (this.n[t] ?? 0) - (this.dead[t] ?? 0);
  }

  /** A posting's entries (`entryRow`, `entryMask`; mask 0: dead) and their number, for a pass over it. */
  entriesOf(t: number): Uint32Array {
    return this.entries[t];
  }
  lengthOf(t: number): number {
    return this.n[t];
  }

  add(t: number, row: number, mask: number): void {
    if (row >= MAX_ROWS || mask <= 0 || mask > MASK) throw new RangeError(`posting entry out of range: row ${row}, mask ${mask}`);
    const n = this.n[t];
    if (n === this.entries[t].length) this.entries[t] = grow(this.entries[t], n + 1);
    const list = this.entries[t];
    list[n] = ((row << MASK_BITS) | mask) >>> 0;
    this.n[t] = n + 1;
    // The sorted part grows while rows come in order (the start); a later row goes to the tail,
    // merged in once the tail passes about √n entries.
    if (this.sorted[t] === n && (n === 0 || entryRow(list[n - 1]) < row)) this.sorted[t] = n + 1;
    else if (n + 1 - this.sorted[t] > tailMax(this.sorted[t])) this.settle(t);
  }

  /** Marks the row's entry of posting `t` dead, without a scan. */
  remove(t: number, row: number): void {
    const i = this.find(t, row);
    if (i < 0) return;
    const list = this.entries[t];
    list[i] = (list[i] & ~MASK) >>> 0;
    this.dead[t]++;
    if (this.dead[t] * 4 > this.n[t]) this.settle(t);
  }

  /** The live entry of `row` in posting `t`, or -1. */
  private find(t: number, row: number): number {
    const list = this.entries[t];
    let lo = 0;
    let hi = this.sorted[t];
    while (lo < hi) {
      this.probes++;
      const mid = (lo + hi) >>> 1;
      if (entryRow(list[mid]) < row) lo = mid + 1;
      else hi = mid;
    }
    if (lo < this.sorted[t] && entryRow(list[lo]) === row && entryMask(list[lo]) !== 0) return lo;
    for (let i = this.sorted[t]; i < this.n[t]; i++) {
      this.probes++;
      if (entryRow(list[i]) === row && entryMask(list[i]) !== 0) return i;
    }
    return -1;
  }

  /** Drops a posting's dead entries and merges its tail into the sorted part (amortised: see `tailMax`). */
  private settle(t: number) {
    const list = this.entries[t];
    const sorted = this.sorted[t];
    const n = this.n[t];
    const tail: number[] = [];
    for (let i = sorted; i < n; i++) if (entryMask(list[i]) !== 0) tail.push(list[i]);
    // Entries sort as their rows (the row is in the high bits; a row is in a posting once).
    tail.sort((a, b) => a - b);
    const out = new Uint32Array(Math.max(4, n - this.dead[t]));
    let k = 0;
    let a = 0;
    let b = 0;
    while (a < sorted || b < tail.length) {
      if (a < sorted && entryMask(list[a]) === 0) {
        a++;
        continue;
      }
      out[k++] = b >= tail.length || (a < sorted && list[a] <= tail[b]) ? list[a++] : tail[b++];
    }
    this.entries[t] = out;
    this.n[t] = k;
    this.sorted[t] = k;
    this.dead[t] = 0;
  }

  /**
   * Every posting settled and packed into one shared array at its exact length (after a full
   * load: the lists grew by half again at a time). A posting written later grows out of it into
   * its own array; the shared one stays as long as any posting is still in it.
   */
  compact(): void {
    let total = 0;
    for (let t = 0; t < this.n.length; t++) {
      if (this.sorted[t] !== this.n[t] || this.dead[t] > 0) this.settle(t);
      total += this.n[t];
    }
    const arena = new Uint32Array(total);
    let at = 0;
    for (let t = 0; t < this.n.length; t++) {
      const n = this.n[t];
      arena.set(this.entries[t].subarray(0, n), at);
      this.entries[t] = arena.subarray(at, at + n);
      at += n;
    }
  }

  /** Bytes the postings hold (entries, shared or not). */
  bytes(): number {
    const buffers = new Set<ArrayBufferLike>();
    let n = 0;
    for (const e of this.entries)
      if (!buffers.has(e.buffer)) {
        buffers.add(e.buffer);
        n += e.buffer.byteLength;
      }
    return n;
  }
}
