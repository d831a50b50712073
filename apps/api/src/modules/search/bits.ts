/** Bitsets over read-model rows: one bit a row, 32 rows a word. */

export const wordsFor = (rows: number) => (rows + 31) >>> 5;

// The counts below have the popcount inlined and no test of a zero word: a branch that goes
// either way on a mixed set cost twice the arithmetic it saved (measured, Node 20).
export function countBits(b: Uint32Array, words = b.length): number {
  let n = 0;
  for (let i = 0; i < words; i++) {
    let x = b[i];
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    n += (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
  }
  return n;
}

/** Bits set in both `a` and `b` over the first `words` words. */
export function countAnd(a: Uint32Array, b: Uint32Array, words: number): number {
  let n = 0;
  for (let i = 0; i < words; i++) {
    let x = a[i] & b[i];
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    n += (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
  }
  return n;
}

export const hasBit = (b: Uint32Array, row: number) => (b[row >>> 5] & (1 << (row & 31))) !== 0;
export function setBit(b: Uint32Array, row: number) {
  b[row >>> 5] |= 1 << (row & 31);
}
export function clearBit(b: Uint32Array, row: number) {
  b[row >>> 5] &= ~(1 << (row & 31));
}
/** Clears `row` in `b`: 1 if it was set (to count it off), else 0. */
export function clearCounted(b: Uint32Array, row: number): 0 | 1 {
  const w = row >>> 5;
  const bit = 1 << (row & 31);
  const o = b[w];
  if ((o & bit) === 0) return 0;
  b[w] = o & ~bit;
  return 1;
}

/** `out |= b`. */
export function orInto(out: Uint32Array, b: Uint32Array, words: number) {
  for (let i = 0; i < words; i++) out[i] |= b[i];
}

/** Words of all ones (read only), at least `words` of them: the operand of an AND that has none. */
let ONES = new Uint32Array(0);
export function ones(words: number): Uint32Array {
  if (ONES.length < words) ONES = new Uint32Array(Math.max(words, Math.ceil(ONES.length * 1.25))).fill(0xffffffff);
  return ONES;
}

/**
 * `out = a & b & c & d` over the first `words` words, in one pass (`out` may be one of them): a
 * match of a few dimensions writes its set once instead of copying it and ANDing each in turn.
 */
export function andAll(out: Uint32Array, words: number, a: Uint32Array, b: Uint32Array, c: Uint32Array, d: Uint32Array) {
  for (let i = 0; i < words; i++) out[i] = a[i] & b[i] & c[i] & d[i];
}

/**
 * `out = a & b & c & d & (p ^ flip)` over the first `words` words (`out` may be one of them),
 * answering how many rows `out` holds, counted in the same pass (no second pass to count). The
 * operands that are the all-ones words (`ones`: a dimension the criteria do not filter) are not
 * read: a loop of fewer loads (the pass costs its loads and its count).
 */
export function andCount(
  out: Uint32Array,
  words: number,
  p: Uint32Array,
  flip: number,
  a: Uint32Array,
  b: Uint32Array,
  c: Uint32Array,
  d: Uint32Array,
): number {
  const all = ONES;
  let n = 0;
  if (b === all && c === all && d === all) {
    for (let i = 0; i < words; i++) {
      let x = a[i] & (p[i] ^ flip);
      out[i] = x;
      x -= (x >>> 1) & 0x55555555;
      x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
      n += (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
    }
  } else if (c === all && d === all) {
    for (let i = 0; i < words; i++) {
      let x = a[i] & b[i] & (p[i] ^ flip);
      out[i] = x;
      x -= (x >>> 1) & 0x55555555;
      x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
      n += (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
    }
  } else {
    for (let i = 0; i < words; i++) {
      let x = a[i] & b[i] & c[i] & d[i] & (p[i] ^ flip);
      out[i] = x;
      x -= (x >>> 1) & 0x55555555;
      x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
      n += (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
    }
  }
  return n;
}

/**
 * One set reused by a computation that throws its set away before it returns (synchronous, nothing
 * keeps it): no fresh set a call (125 KB at 1,000,000 rows, garbage the moment it is done). Each
 * place that uses one has its own; what `take` answers is valid until that place's next `take`.
 */
export class Scratch {
  private buf = new Uint32Array(0);
  /** A set of `words` words (its contents whatever they were: the caller fills it). */
  take(words: number): Uint32Array {
    if (this.buf.length < words) this.buf = new Uint32Array(Math.max(words, Math.ceil(this.buf.length * 1.25)));
    return this.buf.subarray(0, words);
  }
}
