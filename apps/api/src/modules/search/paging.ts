/**
 * Pages of the read model (model.ts): a window of a matched set in one of the orders, and the
 * same with the rows based in the searched provinces first (issue 22).
 */
import { andCount, ones, wordsFor } from './bits';
import type { ModelOrder, ReadModel } from './model';

/**
 * Scratch space of the queries (reads are synchronous: one at a time): kept out of the model,
 * whose every field is data (snapshot.ts writes them all). The order keys of a small set being
 * paged; the bitsets of `pageBasedFirst`.
 */
const PAGE_KEYS = new Float64Array(4096);
const SCRATCH: Uint32Array[] = [];

/**
 * Rows `offset … offset+limit` of the matched set in an order. Small sets are sorted by their
 * order keys; large ones walk the order from the nearer end, so the last page costs as little
 * as the first.
 */
export function page(m: ReadModel, bits: Uint32Array, total: number, order: ModelOrder, offset: number, limit: number): Uint32Array {
  if (offset >= total || limit <= 0) return new Uint32Array(0);
  const want = Math.min(limit, total - offset);
  const o = m.orders[order === '-name' ? 'name' : order];
  const reverse = order === '-name';
  // Position counted from the order's start.
  const from = reverse ? total - offset - want : offset;
  const out = new Uint32Array(want);
  if (total <= 4096) {
    const keys = PAGE_KEYS.subarray(0, total);
    let k = 0;
    const words = m.words;
    for (let i = 0; i < words; i++) {
      let w = bits[i];
      while (w !== 0) {
        const t = w & -w;
        keys[k++] = o.key((i << 5) + (31 - Math.clz32(t)));
        w ^= t;
      }
    }
    keys.sort();
    for (let j = 0; j < want; j++) out[j] = o.rowAt(keys[from + j]);
  } else if (from <= total - from - want) {
    // Forward from the start of the order.
    o.select(bits, from, out);
  } else {
    // Backward from the end: skip the matches after the window.
    o.select(bits, total - from - want, out, true);
  }
  if (reverse) out.reverse();
  return out;
}

/**
 * A page of the matched set with the rows of `first` (a subset of it) ahead of the others,
 * each part in the order: companies based in the searched place before those there for a work
 * zone (issue 22). Two walks of `page`; nothing re-sorted.
 */
export function pageFirst(
  m: ReadModel,
  bits: Uint32Array,
  total: number,
  first: Uint32Array,
  order: ModelOrder,
  offset: number,
  limit: number,
  n = m.count(first),
): Uint32Array {
  if (n === 0 || n === total) return page(m, bits, total, order, offset, limit);
  if (offset < n) {
    const head = page(m, first, n, order, offset, limit);
    if (head.length >= limit) return head;
    const tail = page(m, rest(m, bits, first), total - n, order, 0, limit - head.length);
    const out = new Uint32Array(head.length + tail.length);
    out.set(head);
    out.set(tail, head.length);
    return out;
  }
  return page(m, rest(m, bits, first), total - n, order, offset - n, limit);
}

/** The rows of `bits` not in `first` (a scratch set), made only when a page reaches them. */
function rest(m: ReadModel, bits: Uint32Array, first: Uint32Array): Uint32Array {
  const words = m.words;
  const out = scratch(m, 1);
  for (let i = 0; i < words; i++) out[i] = bits[i] & ~first[i];
  return out;
}

/** The rows of `bits` based (address province) in one of these provinces, as a fresh bitset (or into `out`). */
export function basedIn(m: ReadModel, bits: Uint32Array, provinces: number[], out: Uint32Array = new Uint32Array(m.words)): Uint32Array {
  basedInCount(m, bits, provinces, out);
  return out;
}

/** `basedIn` into `out`, answering how many rows it holds (counted in the same pass). */
function basedInCount(m: ReadModel, bits: Uint32Array, provinces: number[], out: Uint32Array): number {
  const words = m.words;
  const home = m.dims.home.union(provinces, words);
  if (!home) {
    out.fill(0, 0, words);
    return 0;
  }
  const all = ones(words);
  return andCount(out, words, all, 0, bits, home, all, all);
}

/** `pageFirst` with the rows based in `provinces` first; the sets between are scratch, not garbage. */
export function pageBasedFirst(
  m: ReadModel,
  bits: Uint32Array,
  total: number,
  provinces: number[],
  order: ModelOrder,
  offset: number,
  limit: number,
) {
  const first = scratch(m, 0);
  const n = basedInCount(m, bits, provinces, first);
  return pageFirst(m, bits, total, first, order, offset, limit, n);
}

/** A bitset a request uses and drops (`i`: which; module-wide, outside the model's data): valid until the next call that takes the same one. */
function scratch(m: ReadModel, i: 0 | 1): Uint32Array {
  const need = wordsFor(m.capacity);
  if ((SCRATCH[i]?.length ?? 0) < need) SCRATCH[i] = new Uint32Array(need);
  return SCRATCH[i];
}
