/**
 * The facet tables' counts of a listing's sets (aggregates.ts, issue 17): the buckets past the
 * bound summed from each table, and the bound's own bucket walked row by row — only its smaller
 * side (ninth pass): the rows passing the bound, tested against the sets, or, when more pass, the
 * bucket whole from the tables and its failing rows of each table's rows taken off. A row's facet
 * columns are read from its packed slot (facet-rows.ts: one cache line).
 */
import { type FacetWanted, PARENT_MASK_MAX, ZONE_MASK_MAX } from './facets';
import { AVG10, EMPLOYEES, PARENTS, STRIDE, TYPE, UNTIL, ZONES, packedRows } from './facet-rows';
import type { Dim, ReadModel } from './model';

type RangeName = keyof ReadModel['ranges'];

/** Values of the shown rating (ten times the average: 0–50). */
export const RATINGS = 51;

/** Which rows a table counts: the filter values by dimension, and the column of its buckets. */
export type Table = {
  dims: [Dim, number[]][];
  range: RangeName;
  cutAt: number;
  /** The day (trust.ts `today`) the verified count is of. */
  day: number;
  /** Types, employees + 1, zones, parents, ratings, verified on `day`: the offsets of each in a bucket's counts. */
  types: number;
  employees: number;
  width: number;
  /** Rows of U by bucket × value. */
  counts: Uint32Array;
};

/**
 * How a facet set was made: the table to count it with, the bound's bucket (-1: no bound) and
 * value, and whether the bound takes that bucket's rows whole (true), leaves them whole (false)
 * or not (null).
 */
export type Shape = { table: Table; bucket: number; x: number; atLeast: boolean; whole: boolean | null };

/**
 * The table's counts of the buckets past the bound (and the bound's own when it takes it whole),
 * summed, of the values `need` asks (the others left 0: not read).
 */
function tableSum(s: Shape, need: number, withOwn: boolean): Uint32Array {
  const { table: t, bucket: b } = s;
  const out = new Uint32Array(t.width);
  const buckets = t.counts.length / t.width;
  // The bound's bucket from the table too when the bound takes it whole (a column of few values), or its failing rows are taken off after.
  const own = s.whole || withOwn ? 1 : 0;
  const [from, to] = b < 0 ? [0, buckets] : s.atLeast ? [b + 1 - own, buckets] : [0, b + own];
  const c = t.counts;
  const z = t.types + t.employees;
  const p = z + ZONE_MASK_MAX;
  const segments: [number, number][] = [];
  if (need & NEED_TYPES) segments.push([0, t.types]);
  if (need & NEED_EMPLOYEES) segments.push([t.types, z]);
  if (need & NEED_ZONES) segments.push([z, p]);
  if (need & NEED_PARENTS) segments.push([p, p + PARENT_MASK_MAX]);
  if (need & NEED_TRUST) segments.push([p + PARENT_MASK_MAX, t.width]);
  for (const [lo, hi] of segments) for (let k = from; k < to; k++) for (let v = lo, at = k * t.width; v < hi; v++) out[v] += c[at + v];
  return out;
}

/** What a set's counts are read for (`need`): bits of the dimensions asked, and the trust counts. */
const NEED_TYPES = 1;
const NEED_EMPLOYEES = 2;
const NEED_ZONES = 4;
const NEED_PARENTS = 8;
const NEED_TRUST = 16;
/** Every value (a table's build). */
export const NEED_ALL = 31;
export const needOf = (which: FacetWanted, trust: boolean) =>
  (which.types ? NEED_TYPES : 0) |
  (which.employees ? NEED_EMPLOYEES : 0) |
  (which.zones ? NEED_ZONES : 0) |
  (which.parents ? NEED_PARENTS : 0) |
  (trust ? NEED_TRUST : 0);

/**
 * `addRowOf` (by 1) of only the values `need` asks, read from the row's packed slot at `at`
 * (facet-rows.ts: one cache line a row, where the columns by row number were a cache miss each
 * at 1,000,000 rows); the other values of `counts` are left unread.
 */
export function addNeeded(packed: Int32Array, at: number, t: Table, counts: Uint32Array, base: number, need: number, by: number): boolean {
  if (need & NEED_TYPES) {
    const ty = packed[at + TYPE];
    if (ty >= t.types) return false;
    counts[base + ty] += by;
  }
  if (need & NEED_EMPLOYEES) {
    const em = packed[at + EMPLOYEES];
    if (em >= t.employees) return false;
    counts[base + t.types + em] += by;
  }
  const z = base + t.types + t.employees;
  if (need & NEED_ZONES) {
    for (let x = packed[at + ZONES]; x !== 0; x &= x - 1) counts[z + 31 - Math.clz32(x & -x)] += by;
    for (let x = packed[at + ZONES + 1]; x !== 0; x &= x - 1) counts[z + 63 - Math.clz32(x & -x)] += by;
  }
  const p = z + ZONE_MASK_MAX;
  if (need & NEED_PARENTS) for (let x = packed[at + PARENTS]; x !== 0; x &= x - 1) counts[p + 31 - Math.clz32(x & -x)] += by;
  if (need & NEED_TRUST) {
    counts[p + PARENT_MASK_MAX + packed[at + AVG10]] += by;
    if (packed[at + UNTIL] >= t.day) counts[p + PARENT_MASK_MAX + RATINGS] += by;
  }
  return true;
}

/**
 * Counts by value of each set's rows (`sets[j]` made as `shapes[j]` says; one bound for all: the
 * same criteria), of the values `needs[j]` asks: the buckets past the bound from each table,
 * then the bound's own bucket row by row in one walk for every set, of the smaller side of it
 * (its list in value order split by binary search, ranges.ts `sideRows`): with fewer rows
 * passing the bound, those rows, each tested against each set (the failing ones are in no set);
 * else the bucket whole from each table and its failing rows of the table's rows taken off (a
 * failing row is in no set: it is tested against the table's dimensions). A row's packed slot is
 * read once however many sets count it (the set and each filtered dimension's set without its
 * own filter share most rows). null for a set with a row whose value is past its table's width
 * (a write drops such a table: not expected).
 */
export function totals(m: ReadModel, shapes: Shape[], sets: Uint32Array[], needs: number[]): (Uint32Array | null)[] {
  const s = shapes[0];
  const split = s !== undefined && s.bucket >= 0 && s.whole === null;
  const index = split ? m.ranges[s.table.range] : null;
  const subtract = index?.morePass(s.bucket, s.x, s.atLeast) === true;
  const outs: (Uint32Array | null)[] = shapes.map((sh, j) => tableSum(sh, needs[j], subtract));
  if (!index) return outs;
  const rows = index.sideRows(s.bucket, s.x, s.atLeast, !subtract);
  const packed = packedRows(m);
  const n = sets.length;
  if (!subtract) {
    for (let k = 0; k < rows.length; k++) {
      const row = rows[k];
      const w = row >>> 5;
      const bit = 1 << (row & 31);
      for (let j = 0; j < n; j++) {
        const out = outs[j];
        if ((sets[j][w] & bit) !== 0 && out && !addNeeded(packed, row * STRIDE, shapes[j].table, out, 0, needs[j], 1)) outs[j] = null;
      }
    }
    return outs;
  }
  // Each table's rows: the live rows with one of its values in each of its dimensions (value bitsets).
  const tests = shapes.map((sh) => sh.table.dims.map(([d, ids]) => ids.flatMap((id) => m.dims[d].bitsOf(id) ?? [])));
  const alive = m.alive;
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k];
    const w = row >>> 5;
    const bit = 1 << (row & 31);
    if ((alive[w] & bit) === 0) continue;
    for (let j = 0; j < n; j++) {
      const out = outs[j];
      if (out && inAll(tests[j], w, bit) && !addNeeded(packed, row * STRIDE, shapes[j].table, out, 0, needs[j], -1)) outs[j] = null;
    }
  }
  return outs;
}

/** Whether the bit (`w`, `bit`) is set in one bitset of each list. */
function inAll(lists: Uint32Array[][], w: number, bit: number): boolean {
  for (let d = 0; d < lists.length; d++) {
    const list = lists[d];
    let any = false;
    for (let v = 0; v < list.length && !any; v++) any = (list[v][w] & bit) !== 0;
    if (!any) return false;
  }
  return true;
}
