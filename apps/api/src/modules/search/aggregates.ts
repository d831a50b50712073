/**
 * Facet counts whose cost follows the bound, not the matched set (issue 17). At 1,000,000 rows the
 * sets a listing's facets are counted over hold 10⁵ rows or more (every filtered facet dimension
 * is counted without its own filter: often every live row under a budget bound), and counting
 * them row by row or value by value was four fifths of the model's CPU of an uncached listing.
 *
 * A facet set is U ∩ B: U the rows with the criteria's filter values (the value bitsets: a few
 * thousand combinations in practice) and B one numeric bound (a budget, an area, a rating…: new
 * with nearly every request). For a U seen before, a table keeps how many rows of U each facet
 * value has in each bucket of the bound's column (ranges.ts): the buckets past the bound count
 * whole from the table (64 × values additions), and only the set's rows in the bucket the bound
 * falls in (about |U| / 64) are counted one by one. The tables follow every write (a row leaving
 * and entering: ± its values in its bucket, O(tables)), are dropped when the column's buckets are
 * cut again or the day changes, and are kept for the combinations last used (32 MB a model); a filter of one dimension (or none)
 * gets one at once, a combination of two or more on its second use. Counts are exact: the same as `countFacets`
 * (`aggregates.test.ts`).
 */
import { countFacets, type FacetCounts, type FacetWanted, PARENT_MASK_MAX, ZONE_MASK_MAX } from './facets';
import { type Bound, boundList } from './filters';
import type { Criteria, Dim, ReadModel } from './model';
import { Scratch } from './bits';
import { AVG10, EMPLOYEES, PARENTS, STRIDE, TYPE, UNTIL, ZONES, packedRows, repack } from './facet-rows';
import type { RangeIndex } from './ranges';
import { today } from './trust';

/** Combinations remembered as seen once. */
const SEEN = 4096;
/** Values of the shown rating (ten times the average: 0–50). */
const RATINGS = 51;
/** Bytes of tables kept a model (about 40 KB a table at 64 buckets). */
const TABLE_BYTES = 32 << 20;

type RangeName = keyof ReadModel['ranges'];

/** The set a table is built from (read once, then thrown away). */
const BUILD = new Scratch();

/** Which rows a table counts: the filter values by dimension, and the column of its buckets. */
type Table = {
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

type State = { tables: Map<string, Table>; seen: Set<string>; bytes: number };
const STATES = new WeakMap<ReadModel, State>();

/** What a table adds to the facet counts: the set's rows by shown rating (ten times it), and those verified on `day`. */
type Shaped = { avg10: Uint32Array; verified: { day: number; n: number } };

/**
 * How a facet set was made: the table to count it with, the bound's bucket (-1: no bound) and
 * value, and whether the bound takes that bucket's rows whole (true), leaves them whole (false)
 * or not (null).
 */
type Shape = { table: Table; bucket: number; x: number; atLeast: boolean; whole: boolean | null };

/** The one bound of the criteria; null for none; undefined when there are more. */
function boundOf(c: Criteria): Bound | null | undefined {
  const all = boundList(c);
  return all.length > 1 ? undefined : (all[0] ?? null);
}

/**
 * The table to count the set `match(c, leaveOut)` with, or null: the criteria have a text, a city
 * or more than one bound, the masks do not hold every zone and main activity, or the combination
 * of two or more dimensions is new (remembered; its next use builds the table).
 */
function shapeOf(m: ReadModel, c: Criteria, leaveOut?: Dim): Shape | null {
  if (c.text || c.city?.length) return null;
  if (m.dims.zone.ids.length > ZONE_MASK_MAX || m.dims.parent.ids.length > PARENT_MASK_MAX) return null;
  const bound = boundOf(c);
  if (bound === undefined) return null;
  const dims: [Dim, number[]][] = [];
  for (const d of Object.keys(m.dims) as Dim[]) {
    const ids = c[d];
    if (ids && d !== leaveOut) dims.push([d, [...ids].sort((a, b) => a - b)]);
  }
  const range: RangeName = bound?.range ?? 'budgetMax';
  const key = JSON.stringify([range, dims]);
  let state = STATES.get(m);
  if (!state) {
    state = { tables: new Map(), seen: new Set(), bytes: 0 };
    STATES.set(m, state);
  }
  const index = m.ranges[range];
  let table = state.tables.get(key);
  if (table && (table.cutAt !== index.cutRows() || table.day !== today())) {
    state.tables.delete(key);
    state.bytes -= table.counts.byteLength;
    table = undefined;
  }
  if (table) {
    state.tables.delete(key);
  } else {
    if (dims.length > 1 && !state.seen.has(key)) {
      if (state.seen.size >= SEEN) state.seen.clear();
      state.seen.add(key);
      return null;
    }
    table = build(m, dims, range);
    state.bytes += table.counts.byteLength;
    for (const [k, old] of state.tables) {
      if (state.bytes <= TABLE_BYTES) break;
      state.tables.delete(k);
      state.bytes -= old.counts.byteLength;
    }
  }
  state.tables.set(key, table);
  return {
    table,
    bucket: bound ? index.bucketOfValue(bound.x) : -1,
    x: bound?.x ?? 0,
    atLeast: bound?.atLeast ?? true,
    whole: bound ? index.bucketWhole(bound.x, bound.atLeast) : null,
  };
}

/** Whether a live row has one of the table's values in each of its dimensions. */
function inTable(m: ReadModel, t: Table, row: number): boolean {
  for (const [d, ids] of t.dims) {
    if (!m.dims[d].hasAny(ids, row)) return false;
  }
  return true;
}

/** Adds `by` (±1) to a row's values at `base` of `counts`; false when a value is past the table's width. */
function addRow(m: ReadModel, t: Table, counts: Uint32Array, base: number, row: number, by: number): boolean {
  return addRowOf(m, m.trust.columns(), t, counts, base, row, by);
}
/** `addRow` with the trust columns read once (a walk over many rows). */
function addRowOf(m: ReadModel, trust: TrustCols, t: Table, counts: Uint32Array, base: number, row: number, by: number): boolean {
  const ty = m.type[row];
  const em = m.employees[row];
  if (ty >= t.types || em >= t.employees) return false;
  counts[base + ty] += by;
  counts[base + t.types + em] += by;
  const z = base + t.types + t.employees;
  for (let x = m.zoneMask[row * 2]; x !== 0; x &= x - 1) counts[z + 31 - Math.clz32(x & -x)] += by;
  for (let x = m.zoneMask[row * 2 + 1]; x !== 0; x &= x - 1) counts[z + 63 - Math.clz32(x & -x)] += by;
  const p = z + ZONE_MASK_MAX;
  for (let x = m.parentMask[row]; x !== 0; x &= x - 1) counts[p + 31 - Math.clz32(x & -x)] += by;
  counts[p + PARENT_MASK_MAX + trust.avg10[row]] += by;
  if (trust.until[row] >= t.day) counts[p + PARENT_MASK_MAX + RATINGS] += by;
  return true;
}
type TrustCols = ReturnType<ReadModel['trust']['columns']>;
/** `addRow` in the row's bucket of the table. */
const add = (m: ReadModel, t: Table, index: RangeIndex, row: number, by: number) =>
  addRow(m, t, t.counts, index.bucketOfRow(row) * t.width, row, by);

function build(m: ReadModel, dims: [Dim, number[]][], range: RangeName): Table {
  const index = m.ranges[range];
  const types = m.dims.type.ids.length;
  const employees = m.dims.employees.ids.length + 1;
  const width = types + employees + ZONE_MASK_MAX + PARENT_MASK_MAX + RATINGS + 1;
  const t: Table = {
    dims,
    range,
    cutAt: index.cutRows(),
    day: today(),
    types,
    employees,
    width,
    counts: new Uint32Array(index.buckets() * width),
  };
  const u = m.match(Object.fromEntries(dims), undefined, BUILD.take(m.words));
  const trust = m.trust.columns();
  for (let i = 0; i < u.length; i++)
    for (let w = u[i]; w !== 0; w &= w - 1) {
      const row = (i << 5) + 31 - Math.clz32(w & -w);
      addRowOf(m, trust, t, t.counts, index.bucketOfRow(row) * width, row, 1);
    }
  return t;
}

/** A live row is about to change or go: taken out of the tables that count it. */
export function rowLeaves(m: ReadModel, row: number) {
  moveRow(m, row, -1);
}
/** A row was written (alive): packed again (facet-rows.ts) and put in the tables that count it. */
export function rowEnters(m: ReadModel, row: number) {
  repack(m, row);
  moveRow(m, row, 1);
}
function moveRow(m: ReadModel, row: number, by: number) {
  const state = STATES.get(m);
  if (!state) return;
  for (const [key, t] of state.tables) {
    const index = m.ranges[t.range];
    if (t.cutAt !== index.cutRows() || (inTable(m, t, row) && !add(m, t, index, row, by))) state.tables.delete(key);
  }
}

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
const needOf = (which: FacetWanted, trust: boolean) =>
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
function addNeeded(packed: Int32Array, at: number, t: Table, counts: Uint32Array, need: number, by: number): boolean {
  if (need & NEED_TYPES) {
    const ty = packed[at + TYPE];
    if (ty >= t.types) return false;
    counts[ty] += by;
  }
  if (need & NEED_EMPLOYEES) {
    const em = packed[at + EMPLOYEES];
    if (em >= t.employees) return false;
    counts[t.types + em] += by;
  }
  const z = t.types + t.employees;
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
function totals(m: ReadModel, shapes: Shape[], sets: Uint32Array[], needs: number[]): (Uint32Array | null)[] {
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
        if ((sets[j][w] & bit) !== 0 && out && !addNeeded(packed, row * STRIDE, shapes[j].table, out, needs[j], 1)) outs[j] = null;
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
      if (out && inAll(tests[j], w, bit) && !addNeeded(packed, row * STRIDE, shapes[j].table, out, needs[j], -1)) outs[j] = null;
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

/** `countFacets` of a set, from the counts by value its table gives. */
function shaped(m: ReadModel, t: Table, n: Uint32Array, which: FacetWanted): Shaped & FacetCounts {
  // Values added since the table was built have no row in the set (a row with one drops it): up to the table's own.
  const dense = (from: number, ids: number[], size: number) => {
    const out = new Map<number, number>();
    for (let i = 0; i < Math.min(ids.length, size); i++) if (n[from + i] > 0) out.set(ids[i], n[from + i]);
    return out;
  };
  const z = t.types + t.employees;
  const none = new Map<number, number>();
  return {
    types: which.types ? dense(0, m.dims.type.ids, t.types) : none,
    employees: which.employees ? dense(t.types + 1, m.dims.employees.ids, t.employees - 1) : none,
    zones: which.zones ? dense(z, m.dims.zone.ids, ZONE_MASK_MAX) : none,
    parents: which.parents ? dense(z + ZONE_MASK_MAX, m.dims.parent.ids, PARENT_MASK_MAX) : none,
    avg10: n.subarray(z + ZONE_MASK_MAX + PARENT_MASK_MAX, z + ZONE_MASK_MAX + PARENT_MASK_MAX + RATINGS),
    verified: { day: t.day, n: n[z + ZONE_MASK_MAX + PARENT_MASK_MAX + RATINGS] },
  };
}

/**
 * A set of `facetCountsOf`: `match(c, leaveOut)` (= `bits`), the dimensions to count over it and
 * whether its rows by shown rating and verified are wanted (`trust`).
 */
export type FacetSet = { leaveOut?: Dim; bits: Uint32Array; which: FacetWanted; trust?: boolean };

/**
 * Facet counts of sets of one criteria, `match(c, leaveOut)` each: from the tables when there
 * are (with the set's rows by shown rating, `avg10[v]`, and verified on a day; the bound's
 * bucket walked once for them all), else by `countFacets`.
 */
export function facetCountsOf(m: ReadModel, c: Criteria, sets: FacetSet[]): (FacetCounts & Partial<Shaped>)[] {
  const shapes = sets.map((s) => shapeOf(m, c, s.leaveOut));
  const withTable = sets.flatMap((_, j) => (shapes[j] ? [j] : []));
  const sums = totals(
    m,
    withTable.map((j) => shapes[j] as Shape),
    withTable.map((j) => sets[j].bits),
    withTable.map((j) => needOf(sets[j].which, !!sets[j].trust)),
  );
  const out: (FacetCounts & Partial<Shaped>)[] = [];
  sets.forEach((s, j) => {
    const k = withTable.indexOf(j);
    const n = k >= 0 ? sums[k] : null;
    if (!n) out.push(countFacets(m, s.bits, s.which, m.count(s.bits)));
    else {
      const counts = shaped(m, (shapes[j] as Shape).table, n, s.which);
      // Only counted when asked (`addNeeded`).
      out.push(s.trust ? counts : { types: counts.types, employees: counts.employees, zones: counts.zones, parents: counts.parents });
    }
  });
  return out;
}

/** Facet counts of `match(c, leaveOut)` (= `bits`), with the trust counts: `facetCountsOf` of one set. */
export function facetCounts(
  m: ReadModel,
  c: Criteria,
  leaveOut: Dim | undefined,
  bits: Uint32Array,
  which: FacetWanted,
): FacetCounts & Partial<Shaped> {
  return facetCountsOf(m, c, [{ leaveOut, bits, which, trust: true }])[0];
}

/** Rows of a set with a shown rating of at least `stars`, from a table's counts by rating. */
export function ratedAtLeast(avg10: Uint32Array, stars: number): number {
  let n = 0;
  for (let v = stars * 10; v < avg10.length; v++) n += avg10[v];
  return n;
}
