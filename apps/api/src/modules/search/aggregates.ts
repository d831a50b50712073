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
import { STRIDE, packedRows, repack } from './facet-rows';
import { NEED_ALL, RATINGS, type Shape, type Table, addNeeded, needOf, totals } from './table-walk';
import type { RangeIndex } from './ranges';
import { today } from './trust';

/** Combinations remembered as seen once. */
const SEEN = 4096;
/** Bytes of tables kept a model (about 40 KB a table at 64 buckets). */
const TABLE_BYTES = 32 << 20;

type RangeName = keyof ReadModel['ranges'];

/** The set a table is built from (read once, then thrown away). */
const BUILD = new Scratch();

type State = { tables: Map<string, Table>; seen: Set<string>; bytes: number };
const STATES = new WeakMap<ReadModel, State>();

/** What a table adds to the facet counts: the set's rows by shown rating (ten times it), and those verified on `day`. */
type Shaped = { avg10: Uint32Array; verified: { day: number; n: number } };

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
/** `addRow` with the trust columns read once. */
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
  // Each row's columns from its packed slot: U is sparse for a combination (rows ~40 apart at
  // 1,000,000), and the columns by row number were a cache miss each (~290 ns a row, ~70 packed).
  const packed = packedRows(m);
  for (let i = 0; i < u.length; i++)
    for (let w = u[i]; w !== 0; w &= w - 1) {
      const row = (i << 5) + 31 - Math.clz32(w & -w);
      addNeeded(packed, row * STRIDE, t, t.counts, index.bucketOfRow(row) * width, NEED_ALL, 1);
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
