/**
 * The read model's filters (model.ts): a bitset per value of a dimension, the bounds in force of
 * the criteria, and the address city checked row by row (ranges.ts has the numeric bounds).
 */
import { AREA_OPEN_MAX as AREA_OPEN, BUDGET_OPEN_MAX as BUDGET_OPEN } from '@cimenta/shared';
import { clearBit, hasBit, orInto } from './bits';
import type { Criteria, ReadModel } from './model';

/** The range filters in force (0: no bound; an open top is no bound). */
export function bounds(c: Criteria) {
  return {
    aMin: c.area?.min && c.area.min > 0 ? c.area.min : 0,
    aMax: c.area?.max && c.area.max > 0 && c.area.max < AREA_OPEN ? c.area.max : 0,
    bMin: c.budget?.min && c.budget.min > 0 ? c.budget.min : 0,
    bMax: c.budget?.max && c.budget.max > 0 && c.budget.max < BUDGET_OPEN ? c.budget.max : 0,
    minRating: c.minRating && c.minRating > 0 ? c.minRating : 0,
    verifiedOn: c.verifiedOn && c.verifiedOn > 0 ? c.verifiedOn : 0,
  };
}

/** One bound in force: the column whose buckets filter it (ranges.ts), the value, and its side. */
export type Bound = { range: keyof ReadModel['ranges']; x: number; atLeast: boolean };

/**
 * The bounds in force as columns to filter (a budget from `min` keeps the rows whose top reaches
 * it, …), in the order `match` applies them: the one mapping of criteria to range filters.
 */
export function boundList(c: Criteria): Bound[] {
  const { aMin, aMax, bMin, bMax, minRating, verifiedOn } = bounds(c);
  const out: Bound[] = [];
  if (bMin) out.push({ range: 'budgetMax', x: bMin, atLeast: true });
  if (bMax) out.push({ range: 'budgetMin', x: bMax, atLeast: false });
  if (aMin) out.push({ range: 'areaMax', x: aMin, atLeast: true });
  if (aMax) out.push({ range: 'areaMin', x: aMax, atLeast: false });
  if (minRating) out.push({ range: 'rating', x: minRating * 10, atLeast: true });
  if (verifiedOn) out.push({ range: 'until', x: verifiedOn, atLeast: true });
  return out;
}

/** Value id → dense index, with a bitset per index. */
export class Dimension {
  readonly index = new Map<number, number>();
  readonly ids: number[] = [];
  bits: Uint32Array[] = [];
  constructor(private words: () => number) {}
  slot(id: number): number {
    let i = this.index.get(id);
    if (i === undefined) {
      i = this.ids.length;
      this.index.set(id, i);
      this.ids.push(id);
      this.bits.push(new Uint32Array(this.words()));
    }
    return i;
  }
  grow(words: number) {
    this.bits = this.bits.map((b) => {
      const n = new Uint32Array(words);
      n.set(b);
      return n;
    });
  }
  clearRow(row: number) {
    for (const b of this.bits) clearBit(b, row);
  }
  /** A value's bitset (read only); undefined for a value no row has had. */
  bitsOf(id: number): Uint32Array | undefined {
    const i = this.index.get(id);
    return i === undefined ? undefined : this.bits[i];
  }
  /** Whether the row has one of these values. */
  hasAny(ids: number[], row: number): boolean {
    for (const id of ids) {
      const i = this.index.get(id);
      if (i !== undefined && hasBit(this.bits[i] as Uint32Array, row)) return true;
    }
    return false;
  }
  /**
   * OR of the bitsets of these values; null when none of them is known (no row has them). One
   * value answers its own bitset (read only): no copy.
   */
  union(ids: number[], words: number): Uint32Array | null {
    if (ids.length === 1) {
      const i = this.index.get(ids[0]);
      return i === undefined ? null : this.bits[i];
    }
    let out: Uint32Array | null = null;
    for (const id of ids) {
      const i = this.index.get(id);
      if (i === undefined) continue;
      if (!out) out = this.bits[i].slice(0, words);
      else orInto(out, this.bits[i], words);
    }
    return out;
  }
}

/** Keeps the rows whose address city is one of these (row by row over the set). */
export function keepCities(out: Uint32Array, city: Int32Array, cities: number[]) {
  const set = cities.length > 1 ? new Set(cities) : null;
  const single = cities[0];
  for (let i = 0; i < out.length; i++) {
    let w = out[i];
    let kept = w;
    while (w !== 0) {
      const t = w & -w;
      const row = (i << 5) + (31 - Math.clz32(t));
      w ^= t;
      if (set ? !set.has(city[row]) : city[row] !== single) kept &= ~t;
    }
    out[i] = kept;
  }
}
