/**
 * The in-process read model of the company listing (issue 10): one compact row a company
 * (typed arrays), a bitset per filter value (filters.ts), bucketed bitsets for the numeric
 * bounds (ranges.ts), each order kept sorted with tombstones (orders.ts), facet counts
 * (facets.ts).
 * PostgreSQL stays the source of truth: rows are loaded at start and replaced from the
 * change feed (feed.ts, live.ts). A query is bitset algebra, a count is a popcount, a page is a
 * slice of an order walked over the matched rows — no OFFSET scan growing with the page.
 */
import { spanishSortKey } from '@cimenta/shared';
import { rowEnters, rowLeaves } from './aggregates';
import { clearBit, countBits, hasBit, setBit, wordsFor } from './bits';
import { countOf, countTrusted, match, matchesRow, pairCounts, valueCounts } from './matching';
import { type FacetCounts, type FacetWanted, countFacets } from './facets';
import { packedBytes } from './facet-rows';
import { Dimension } from './filters';
import { PackedStrings, RowIds } from './ids';
import { Order } from './orders';
import { basedIn, page, pageBasedFirst, pageFirst } from './paging';
import { RangeIndex } from './ranges';
import { type Trust, TrustColumns } from './trust';

export type { FacetCounts } from './facets';

/** What the model keeps of a company (loader.ts builds it from the database). */
export type ModelRow = {
  id: string;
  name: string;
  typeId: number;
  employeesId: number | null;
  provinceId: number;
  cityId: number;
  areaMin: number;
  areaMax: number;
  budgetMin: number;
  budgetMax: number;
  /** ms since the epoch. */
  createdAt: number;
  /** ms since the epoch: the reconciliation compares it with the database's (live.ts). */
  updatedAt: number;
  /** Completeness of the profile (loader.ts `completeness`): the default order. */
  score: number;
  zones: number[];
  /** Sub-activities. */
  activities: number[];
  buildings: number[];
  constructions: number[];
} & Trust;

/** Filter dimensions kept as one bitset per value; `home` is the address province (based-first order, issue 22). */
export const DIMS = ['type', 'employees', 'zone', 'activity', 'parent', 'building', 'construction', 'home'] as const;
export type Dim = (typeof DIMS)[number];

export type Range = { min?: number; max?: number };
export type Criteria = Partial<Record<Dim, number[]>> & {
  /** Address city ids (any of). */
  city?: number[];
  area?: Range;
  budget?: Range;
  /** Rows a text search matched (a bitset). */
  text?: Uint32Array;
  /** Minimum average stars, 1–5 (trust.ts). */
  minRating?: number;
  /** With a verified credential valid on this day (days since 1970-01-01; trust.ts `today`). */
  verifiedOn?: number;
};

export type ModelOrder = 'default' | 'newest' | 'name' | '-name' | 'rating';

/** Model versions are numbered across all models of the process. */
let versions = 0;

export class ReadModel {
  capacity = 0;
  /** Rows ever used; deleted rows stay as holes (not alive). */
  rows = 0;
  /** Company id → row, and a row's id (`idOf`): 16 bytes a uuid (ids.ts). */
  readonly rowOf = new RowIds();
  /** Name sort keys, a byte a character (ids.ts). */
  private readonly names = new PackedStrings();
  type = new Uint16Array(0);
  employees = new Uint16Array(0);
  city = new Int32Array(0);
  areaMin = new Int32Array(0);
  areaMax = new Int32Array(0);
  budgetMin = new Int32Array(0);
  budgetMax = new Int32Array(0);
  private created = new Float64Array(0);
  private updated = new Float64Array(0);
  private score = new Float32Array(0);
  /** Dense zone indexes (< 64) as two words a row, for facet counts (facets.ts). */
  zoneMask = new Uint32Array(0);
  /** Dense main-activity indexes (< 32), for facet counts. */
  parentMask = new Uint32Array(0);
  alive = new Uint32Array(0);
  /** Reviews and verified credentials (issue 19). */
  readonly trust = new TrustColumns();
  /** The one-bound filters of the numeric columns (ranges.ts). */
  readonly ranges: Record<'areaMin' | 'areaMax' | 'budgetMin' | 'budgetMax' | 'rating' | 'until', RangeIndex>;
  readonly dims: Record<Dim, Dimension>;
  readonly orders: Record<'default' | 'newest' | 'name' | 'rating', Order>;
  /** Changes with every write, and differs between models: caches of query results key on it. */
  version = 0;
  /** After `seal`: writes keep the orders and range buckets themselves. */
  private sealed = false;

  constructor(
    private parentOf: (activityId: number) => number | undefined,
    initialCapacity = 1024,
  ) {
    const words = () => wordsFor(this.capacity);
    this.dims = Object.fromEntries(DIMS.map((d) => [d, new Dimension(words)])) as Record<Dim, Dimension>;
    const byId = (a: number, b: number) => this.rowOf.compare(a, b);
    const newest = (a: number, b: number) => this.created[b] - this.created[a] || byId(a, b);
    const byDefault = (a: number, b: number) => this.score[b] - this.score[a] || newest(a, b);
    this.orders = {
      default: new Order(byDefault),
      rating: new Order((a, b) => this.trust.compare(a, b) || byDefault(a, b)),
      newest: new Order(newest),
      name: new Order((a, b) => this.names.compare(a, b) || byId(a, b)),
    };
    const rows = () => this.rows;
    this.ranges = {
      areaMin: new RangeIndex(() => this.areaMin, rows),
      areaMax: new RangeIndex(() => this.areaMax, rows),
      budgetMin: new RangeIndex(() => this.budgetMin, rows),
      budgetMax: new RangeIndex(() => this.budgetMax, rows),
      rating: new RangeIndex(() => this.trust.columns().avg10, rows),
      until: new RangeIndex(() => this.trust.columns().until, rows),
    };
    this.grow(initialCapacity);
  }

  get words() {
    return wordsFor(this.rows);
  }
  get size() {
    return this.orders.default.size;
  }

  private grow(capacity: number) {
    const copy = <T extends Uint16Array | Int32Array | Float64Array | Float32Array | Uint32Array>(a: T, n: number): T => {
      const b = new (a.constructor as new (n: number) => T)(n);
      b.set(a);
      return b;
    };
    this.capacity = capacity;
    this.type = copy(this.type, capacity);
    this.employees = copy(this.employees, capacity);
    this.city = copy(this.city, capacity);
    this.areaMin = copy(this.areaMin, capacity);
    this.areaMax = copy(this.areaMax, capacity);
    this.budgetMin = copy(this.budgetMin, capacity);
    this.budgetMax = copy(this.budgetMax, capacity);
    this.created = copy(this.created, capacity);
    this.updated = copy(this.updated, capacity);
    this.score = copy(this.score, capacity);
    this.zoneMask = copy(this.zoneMask, capacity * 2);
    this.parentMask = copy(this.parentMask, capacity);
    this.alive = copy(this.alive, wordsFor(capacity));
    this.trust.grow(capacity);
    for (const d of DIMS) this.dims[d].grow(wordsFor(capacity));
    for (const o of Object.values(this.orders)) o.grow(capacity);
    for (const r of Object.values(this.ranges)) r.grow(capacity);
  }

  /** Writes a row's columns and bitsets; answers its row number. Orders are left to the caller. */
  private write(r: ModelRow): { row: number; isNew: boolean } {
    let row = this.rowOf.get(r.id);
    const isNew = row === undefined;
    if (row === undefined) {
      if (this.rows === this.capacity) this.grow(this.capacity * 2);
      row = this.rows++;
      this.rowOf.set(row, r.id);
    } else {
      rowLeaves(this, row);
      for (const d of DIMS) this.dims[d].clearRow(row);
    }
    this.names.set(row, spanishSortKey(r.name));
    // Dense value indexes (the employees one + 1, 0 for none): facet counts index arrays by them.
    this.type[row] = this.dims.type.slot(r.typeId);
    this.employees[row] = r.employeesId ? this.dims.employees.slot(r.employeesId) + 1 : 0;
    this.city[row] = r.cityId;
    this.areaMin[row] = r.areaMin;
    this.areaMax[row] = r.areaMax;
    this.budgetMin[row] = r.budgetMin;
    this.budgetMax[row] = r.budgetMax;
    this.created[row] = r.createdAt;
    this.updated[row] = r.updatedAt;
    this.score[row] = r.score;
    const d = this.dims;
    setBit(d.type.bits[this.type[row]], row);
    setBit(d.home.bits[d.home.slot(r.provinceId)], row);
    if (r.employeesId) setBit(d.employees.bits[this.employees[row] - 1], row);
    let z0 = 0;
    let z1 = 0;
    for (const z of r.zones) {
      const i = d.zone.slot(z);
      setBit(d.zone.bits[i], row);
      if (i < 32) z0 |= 1 << i;
      else if (i < 64) z1 |= 1 << (i - 32);
    }
    this.zoneMask[row * 2] = z0;
    this.zoneMask[row * 2 + 1] = z1;
    let p = 0;
    for (const a of r.activities) {
      setBit(d.activity.bits[d.activity.slot(a)], row);
      const parent = this.parentOf(a);
      if (parent !== undefined) {
        const i = d.parent.slot(parent);
        setBit(d.parent.bits[i], row);
        if (i < 32) p |= 1 << i;
      }
    }
    this.parentMask[row] = p;
    for (const b of r.buildings) setBit(d.building.bits[d.building.slot(b)], row);
    for (const c of r.constructions) setBit(d.construction.bits[d.construction.slot(c)], row);
    this.trust.write(row, r);
    for (const x of Object.values(this.ranges)) x.set(row, this.sealed);
    setBit(this.alive, row);
    rowEnters(this, row);
    return { row, isNew };
  }

  /** Many rows at once (the start): orders are rebuilt once at the end by `seal()`. */
  load(r: ModelRow): number {
    return this.write(r).row;
  }
  /** Sorts every order over the live rows (after `load`). */
  seal() {
    const live = new Uint32Array(countBits(this.alive, this.words));
    let k = 0;
    for (let row = 0; row < this.rows; row++) if (hasBit(this.alive, row)) live[k++] = row;
    for (const o of Object.values(this.orders)) o.build(live);
    for (const r of Object.values(this.ranges)) r.cut();
    this.names.trim();
    this.sealed = true;
    this.version = ++versions;
  }

  /** After its fields were restored from a snapshot (snapshot.ts): a version of this process. */
  restored() {
    this.version = ++versions;
  }

  /** Inserts or replaces one company; answers its row. */
  upsert(r: ModelRow): number {
    const existing = this.rowOf.get(r.id);
    if (existing !== undefined) for (const o of Object.values(this.orders)) o.remove(existing);
    const { row } = this.write(r);
    for (const o of Object.values(this.orders)) o.insert(row);
    this.version = ++versions;
    return row;
  }

  /** Removes a company; answers the row it had, if any. */
  remove(id: string): number | undefined {
    const row = this.rowOf.get(id);
    if (row === undefined) return undefined;
    for (const o of Object.values(this.orders)) o.remove(row);
    rowLeaves(this, row);
    for (const d of DIMS) this.dims[d].clearRow(row);
    clearBit(this.alive, row);
    this.rowOf.delete(id);
    this.version = ++versions;
    return row;
  }

  /** A row's company id (made now: the model keeps 16 bytes). */
  idOf(row: number): string {
    return this.rowOf.idOf(row);
  }

  /** A row's update time as loaded. */
  updatedOf(row: number) {
    return this.updated[row];
  }

  isAlive(row: number) {
    return row < this.rows && hasBit(this.alive, row);
  }

  /**
   * The rows matching the criteria, as a fresh bitset; `leaveOut` skips one dimension or
   * several (disjunctive facets count a dimension without its own filter). matching.ts.
   */
  match(c: Criteria, leaveOut?: Dim | readonly Dim[], into?: Uint32Array): Uint32Array {
    return match(this, c, leaveOut, into);
  }
  /** Whether one row matches the criteria (as `match` would put it in its set). */
  matchesRow(row: number, c: Criteria, leaveOut?: Dim): boolean {
    return matchesRow(this, row, c, leaveOut);
  }
  /** Rows of a set passing the trust filters (a facet count). */
  countTrusted(bits: Uint32Array, minRating: number, verifiedOn: number): number {
    return countTrusted(this, bits, minRating, verifiedOn);
  }
  /** Rows in a set (one `match` answered is counted already: matching.ts `countOf`). */
  count(bits: Uint32Array): number {
    return countOf(this, bits);
  }
  /** Live rows per value of a dimension; values no row has are left out. */
  valueCounts(dim: Dim): Map<number, number> {
    return valueCounts(this, dim);
  }
  /** Live rows per pair of values of two dimensions; pairs no row has are left out. */
  pairCounts(a: Dim, b: Dim): { a: number; b: number; n: number }[] {
    return pairCounts(this, a, b);
  }

  /** Rows `offset … offset+limit` of the matched set in an order (paging.ts). */
  page(bits: Uint32Array, total: number, order: ModelOrder, offset: number, limit: number): Uint32Array {
    return page(this, bits, total, order, offset, limit);
  }
  /** A page of the matched set with the rows of `first` (a subset of it) ahead of the others. */
  pageFirst(bits: Uint32Array, total: number, first: Uint32Array, order: ModelOrder, offset: number, limit: number): Uint32Array {
    return pageFirst(this, bits, total, first, order, offset, limit);
  }
  /** The rows of `bits` based (address province) in one of these provinces, as a fresh bitset (or into `out`). */
  basedIn(bits: Uint32Array, provinces: number[], out?: Uint32Array): Uint32Array {
    return basedIn(this, bits, provinces, out);
  }
  /** `pageFirst` with the rows based in `provinces` first. */
  pageBasedFirst(bits: Uint32Array, total: number, provinces: number[], order: ModelOrder, offset: number, limit: number) {
    return pageBasedFirst(this, bits, total, provinces, order, offset, limit);
  }

  /** A row's key in the default order (ties of text scores; orders.ts `key`, valid until the next write). */
  defaultKey(row: number) {
    return this.orders.default.key(row);
  }
  /** The row of a default-order key. */
  rowAtKey(key: number) {
    return this.orders.default.rowAt(key);
  }

  /** Per-value counts of the four facet dimensions over a matched set (facets.ts). */
  countFacets(bits: Uint32Array, which: FacetWanted): FacetCounts {
    return countFacets(this, bits, which, this.count(bits));
  }

  /** Approximate bytes held (for the report). */
  bytes(): number {
    let n = this.capacity * (2 + 2 + 4 * 5 + 8 + 8 + 4 + 8 + 4) + this.alive.byteLength + this.rowOf.bytes() + this.names.byteLength();
    for (const d of DIMS) n += this.dims[d].bits.length * wordsFor(this.capacity) * 4;
    n += this.trust.bytes(this.capacity);
    for (const o of Object.values(this.orders)) n += o.bytes();
    for (const r of Object.values(this.ranges)) n += r.bytes();
    // The facet columns packed a row a slot (facet-rows.ts), once a facet table walked a bucket.
    n += packedBytes(this);
    return n;
  }
}
