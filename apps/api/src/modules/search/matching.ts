/**
 * The read model's queries (model.ts): the rows matching criteria as a bitset, one row tested
 * against them, the trust filters counted over a set, and the live rows per value or pair of
 * values (the landing pages).
 */
import { andAll, andCount, countAnd, countBits, hasBit, ones } from './bits';
import { boundList, bounds, keepCities } from './filters';
import { type Criteria, type Dim, DIMS, type ReadModel } from './model';

/**
 * The rows matching the criteria, as a fresh bitset (or in `into`, of `m.words` words: a
 * `Scratch`'s); `leaveOut` skips one dimension or several (disjunctive facets count a dimension
 * without its own filter). Value bitsets first, then the numeric bounds by their buckets
 * (ranges.ts), then the city row by row on what is left. Each condition is a test of the row
 * alone, so the order changes no answer.
 */
export function match(m: ReadModel, c: Criteria, leaveOut?: Dim | readonly Dim[], into?: Uint32Array): Uint32Array {
  const words = m.words;
  const out = into ?? new Uint32Array(words);
  COUNTED.delete(out);
  // The sets to AND: the live rows, each dimension's values, the text's rows.
  const sets: Uint32Array[] = [m.alive];
  for (const d of DIMS) {
    const ids = c[d];
    if (!ids || d === leaveOut || (typeof leaveOut === 'object' && leaveOut.includes(d))) continue;
    const u = m.dims[d].union(ids, words);
    if (!u) {
      COUNTED.set(out, { n: 0, version: m.version });
      return out.fill(0, 0, words);
    }
    sets.push(u);
  }
  if (c.text) sets.push(c.text);
  // Past four, the first ones ANDed into `out` first (a rare query): the rest in one pass.
  while (sets.length > 4) {
    const [a, b] = sets.splice(0, 2);
    andAll(out, words, a, b, ones(words), ones(words));
    sets.unshift(out);
  }
  const all = ones(words);
  const [a, b = all, x = all, y = all] = sets;
  const [first, ...more] = boundList(c);
  // The first bound in the same pass as the sets (ranges.ts), the others after: one pass for most queries.
  // Each pass counts what it writes: the last one's count is the set's size (`countOf`), unless the cities narrow it after.
  let n = first ? m.ranges[first.range].filter(out, words, first.x, first.atLeast, a, b, x, y) : andCount(out, words, all, 0, a, b, x, y);
  for (const bound of more) n = m.ranges[bound.range].filter(out, words, bound.x, bound.atLeast);
  if (c.city?.length) keepCities(out, m.city, c.city);
  else COUNTED.set(out, { n, version: m.version });
  return out;
}

/**
 * The size of each set `match` answered, counted in its pass, with the model's version then: a
 * `count` of the set right after costs no second pass over its words. A set is not written after
 * `match` answers it (it is kept, or thrown away); one matched again into the same array is
 * counted again.
 */
const COUNTED = new WeakMap<Uint32Array, { n: number; version: number }>();

/** Rows in `bits`: as `match` counted them when it answered this set (the model unchanged since), else a popcount. */
export function countOf(m: ReadModel, bits: Uint32Array): number {
  const k = COUNTED.get(bits);
  return k !== undefined && k.version === m.version ? k.n : countBits(bits, m.words);
}

/** The city, range and trust filters of the criteria as a test of one row; null when there are none. */
function columnTest(m: ReadModel, c: Criteria): ((row: number) => boolean) | null {
  const cities = c.city?.length ? new Set(c.city) : null;
  const { aMin, aMax, bMin, bMax, minRating, verifiedOn } = bounds(c);
  if (!cities && !aMin && !aMax && !bMin && !bMax && !minRating && !verifiedOn) return null;
  const single = cities?.size === 1 ? (c.city as number[])[0] : -1;
  return (row) =>
    !(
      (cities && (single >= 0 ? m.city[row] !== single : !cities.has(m.city[row]))) ||
      (aMin && m.areaMax[row] < aMin) ||
      (aMax && m.areaMin[row] > aMax) ||
      (bMin && m.budgetMax[row] < bMin) ||
      (bMax && m.budgetMin[row] > bMax) ||
      ((minRating || verifiedOn) && !m.trust.passes(row, minRating, verifiedOn))
    );
}

/** Whether one row matches the criteria (as `match` would put it in its set). */
export function matchesRow(m: ReadModel, row: number, c: Criteria, leaveOut?: Dim): boolean {
  if (!m.isAlive(row)) return false;
  for (const d of DIMS) {
    const ids = c[d];
    if (!ids || d === leaveOut) continue;
    if (!m.dims[d].hasAny(ids, row)) return false;
  }
  if (c.text && !hasBit(c.text, row)) return false;
  return columnTest(m, c)?.(row) ?? true;
}

/** Rows of a set passing the trust filters (a facet count), by the same buckets as `match`. */
export function countTrusted(m: ReadModel, bits: Uint32Array, minRating: number, verifiedOn: number): number {
  const words = m.words;
  // One bound (the facets ask one at a time): counted in place, no set built.
  if (!verifiedOn) return minRating ? m.ranges.rating.count(bits, words, minRating * 10, true) : countBits(bits, words);
  if (!minRating) return m.ranges.until.count(bits, words, verifiedOn, true);
  const out = bits.slice(0, words);
  if (minRating) m.ranges.rating.filter(out, words, minRating * 10, true);
  if (verifiedOn) m.ranges.until.filter(out, words, verifiedOn, true);
  return countBits(out, words);
}

/** Live rows per value of a dimension; values no row has are left out. */
export function valueCounts(m: ReadModel, dim: Dim): Map<number, number> {
  const d = m.dims[dim];
  const out = new Map<number, number>();
  for (let i = 0; i < d.ids.length; i++) {
    const n = countBits(d.bits[i], m.words);
    if (n) out.set(d.ids[i], n);
  }
  return out;
}

/** Live rows per pair of values of two dimensions; pairs no row has are left out. */
export function pairCounts(m: ReadModel, a: Dim, b: Dim): { a: number; b: number; n: number }[] {
  const da = m.dims[a];
  const db = m.dims[b];
  const words = m.words;
  const out: { a: number; b: number; n: number }[] = [];
  for (let i = 0; i < da.ids.length; i++)
    for (let j = 0; j < db.ids.length; j++) {
      const n = countAnd(da.bits[i], db.bits[j], words);
      if (n) out.push({ a: da.ids[i], b: db.ids[j], n });
    }
  return out;
}
