/**
 * Terms (stems, and `#id` for activity ids) and their posting lists: row and field mask per
 * entry (issue 17, "Text index writes"). Each posting keeps a part sorted by row and a short
 * unsorted tail, merged in when longer than about 2√n; a delete finds its entry by binary search
 * (or in the tail) and marks it dead (mask 0, skipped by scoring); a posting is compacted when a
 * quarter of it is dead. So a write costs O(log n + √n) amortised per term, no scan.
 */
import { grow } from './types';

/** How long a posting's unsorted tail may get before it is merged in: about √n, so the merges
 * (O(n) each) cost O(√n) a write amortised, as does the tail a delete looks through. */
const tailMax = (sorted: number) => 32 + 2 * Math.floor(Math.sqrt(sorted));

export class Postings {
  private ids = new Map<string, number>();
  private keys: string[] = [];
  private rows: Uint32Array[] = [];
  private masks: Uint8Array[] = [];
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
      this.rows.push(new Uint32Array(4));
      this.masks.push(new Uint8Array(4));
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

  /** A posting's rows, masks (0: dead) and length, for a pass over it. */
  rowsOf(t: number): Uint32Array {
    return this.rows[t];
  }
  masksOf(t: number): Uint8Array {
    return this.masks[t];
  }
  lengthOf(t: number): number {
    return this.n[t];
  }

  add(t: number, row: number, mask: number): void {
    const n = this.n[t];
    if (n === this.rows[t].length) {
      this.rows[t] = grow(this.rows[t], n + 1);
      this.masks[t] = grow(this.masks[t], n + 1);
    }
    this.rows[t][n] = row;
    this.masks[t][n] = mask;
    this.n[t] = n + 1;
    // The sorted part grows while rows come in order (the start); a later row goes to the tail,
    // merged in once the tail passes about √n entries.
    if (this.sorted[t] === n && (n === 0 || this.rows[t][n - 1] < row)) this.sorted[t] = n + 1;
    else if (n + 1 - this.sorted[t] > tailMax(this.sorted[t])) this.settle(t);
  }

  /** Marks the row's entry of posting `t` dead, without a scan. */
  remove(t: number, row: number): void {
    const i = this.find(t, row);
    if (i < 0) return;
    this.masks[t][i] = 0;
    this.dead[t]++;
    if (this.dead[t] * 4 > this.n[t]) this.settle(t);
  }

  /** The live entry of `row` in posting `t`, or -1. */
  private find(t: number, row: number): number {
    const rows = this.rows[t];
    const masks = this.masks[t];
    let lo = 0;
    let hi = this.sorted[t];
    while (lo < hi) {
      this.probes++;
      const mid = (lo + hi) >>> 1;
      if (rows[mid] < row) lo = mid + 1;
      else hi = mid;
    }
    if (lo < this.sorted[t] && rows[lo] === row && masks[lo] !== 0) return lo;
    for (let i = this.sorted[t]; i < this.n[t]; i++) {
      this.probes++;
      if (rows[i] === row && masks[i] !== 0) return i;
    }
    return -1;
  }

  /** Drops a posting's dead entries and merges its tail into the sorted part (amortised: see `tailMax`). */
  private settle(t: number) {
    const rows = this.rows[t];
    const masks = this.masks[t];
    const sorted = this.sorted[t];
    const n = this.n[t];
    const tail: number[] = [];
    for (let i = sorted; i < n; i++) if (masks[i] !== 0) tail.push(i);
    tail.sort((a, b) => rows[a] - rows[b]);
    const outRows = new Uint32Array(Math.max(4, n - this.dead[t]));
    const outMasks = new Uint8Array(outRows.length);
    let k = 0;
    let a = 0;
    let b = 0;
    while (a < sorted || b < tail.length) {
      if (a < sorted && masks[a] === 0) {
        a++;
        continue;
      }
      const takeA = b >= tail.length || (a < sorted && rows[a] <= rows[tail[b]]);
      const i = takeA ? a++ : tail[b++];
      outRows[k] = rows[i];
      outMasks[k++] = masks[i];
    }
    this.rows[t] = outRows;
    this.masks[t] = outMasks;
    this.n[t] = k;
    this.sorted[t] = k;
    this.dead[t] = 0;
  }
}
