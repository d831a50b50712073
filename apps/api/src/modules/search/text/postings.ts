/**
 * Terms (stems, and `#id` for activity ids) and their posting lists (issue 17, "Text index
 * writes"). An entry is one 32-bit number: the row shifted left by 6 and its field mask (NAME …
 * ACT_ID, six bits) in the low bits (`entryRow`, `entryMask`), so entries sort as their rows do,
 * at 4 bytes an entry. Each posting keeps a part sorted by row and a short unsorted tail, merged
 * in when longer than about 2√n; a delete finds its entry by binary search (or in the tail) and
 * marks it dead (mask 0, skipped by scoring); a posting is compacted when a quarter of it is dead.
 * So a write costs O(log n + √n) amortised per term, no scan. After a full load, `compact()` packs
 * the postings into shared arrays (exact lengths, about 4 MB each): a posting written later
 * moves out of its shared array into its own, and the copy left behind is dead weight until every
 * posting of that array has moved. When the postings in their own arrays pass a quarter of the
 * packed ones, `repack` packs them all again, a part at a time (live.ts runs the parts with the
 * event loop turning between them): each pass copies at most four times what moved out since the
 * last, so it is amortised into the writes that moved them.
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
/** Entries packed into one shared array at most (16 MB; a longer posting has one of its own). */
const PACK = 1 << 22;
/** Postings in their own arrays (entries) below which no repack is wanted. */
const LOOSE_MIN = 1 << 18;

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
  /** 1 where a posting's entries are part of a shared array (`compact`, `repack`). */
  private shared: number[] = [];
  /** Entries (used or not) of the postings in arrays of their own, and of those packed by the last pass. */
  private loose = 0;
  private packed = 0;
  /** Entries packed by the pass under way (`repack`). */
  private packing = 0;
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
      this.shared.push(0);
      this.loose += 4;
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
    if (n === this.entries[t].length) {
      // A long posting gets room to the next merge of its tail, not half again (its length).
      if (n < 1024) this.own(t, grow(this.entries[t], n + 1));
      else {
        const a = new Uint32Array(n + 1 + tailMax(this.sorted[t]));
        a.set(this.entries[t].subarray(0, n));
        this.own(t, a);
      }
    }
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
    this.own(t, out);
    this.n[t] = k;
    this.sorted[t] = k;
    this.dead[t] = 0;
  }

  /** Gives posting `t` an array of its own. */
  private own(t: number, a: Uint32Array) {
    if (this.shared[t] === 0) this.loose -= this.entries[t].length;
    this.entries[t] = a;
    this.shared[t] = 0;
    this.loose += a.length;
  }

  /** Every posting settled and packed into shared arrays at their exact lengths (after a full load). */
  compact(): void {
    for (let t = 0; t < this.n.length; ) t = this.repack(t);
  }

  /** Whether the postings in arrays of their own are worth a repack (a quarter of those packed). */
  repackWanted(): boolean {
    return this.loose >= LOOSE_MIN && this.loose * 4 >= this.packed;
  }

  /**
   * One part of a pass that packs every posting again (settled, at its exact length): the
   * postings from `from` on, up to about PACK entries, into one new shared array; answers where
   * the next part starts (`size` when the pass is over). A shared array is freed once no posting
   * is in it any more, so a pass holds about one part more than the postings need.
   */
  repack(from: number): number {
    if (from === 0) this.packing = 0;
    let total = 0;
    let to = from;
    for (; to < this.n.length; to++) {
      if (this.sorted[to] !== this.n[to] || this.dead[to] > 0) this.settle(to);
      if (to > from && total + this.n[to] > PACK) break;
      total += this.n[to];
    }
    const arena = new Uint32Array(total);
    let at = 0;
    for (let t = from; t < to; t++) {
      const n = this.n[t];
      arena.set(this.entries[t].subarray(0, n), at);
      if (this.shared[t] === 0) this.loose -= this.entries[t].length;
      this.entries[t] = arena.subarray(at, at + n);
      this.shared[t] = 1;
      at += n;
    }
    this.packing += total;
    if (to === this.n.length) this.packed = this.packing;
    return to;
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
