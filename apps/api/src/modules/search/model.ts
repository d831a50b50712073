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
import { andInto, clearBit, countAnd, countBits, hasBit, setBit, wordsFor } from './bits';
import { type FacetCounts, type FacetWanted, countFacets } from './facets';
import { bounds, Dimension, keepCities } from './filters';
import { PackedStrings, RowIds } from './ids';
import { Order } from './orders';
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

/**
 * Scratch space of the queries (reads are synchronous: one at a time): kept out of the model,
 * whose every field is data (snapshot.ts writes them all). The order keys of a small set being
 * paged; the bitsets of `pageBasedFirst`.
 */
const PAGE_KEYS = new Float64Array(4096);
const SCRATCH: Uint32Array[] = [];

/** Model versions are numbered across all models of the process. */
let versions = 0;

export class ReadModel {
  private capacity = 0;
  /** Rows ever used; deleted rows stay as holes (not alive). */
  rows = 0;
  /** Company id → row, and a row's id (`idOf`): 16 bytes a uuid (ids.ts). */
  readonly rowOf = new RowIds();
  /** Name sort keys, a byte a character (ids.ts). */
  private readonly names = new PackedStrings();
  type = new Uint16Array(0);
  employees = new Uint16Array(0);
  private city = new Int32Array(0);
  private areaMin = new Int32Array(0);
  private areaMax = new Int32Array(0);
  private budgetMin = new Int32Array(0);
  private budgetMax = new Int32Array(0);
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
  private readonly ranges: Record<'areaMin' | 'areaMax' | 'budgetMin' | 'budgetMax' | 'rating' | 'until', RangeIndex>;
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
   * several (disjunctive facets count a dimension without its own filter). Value bitsets first,
   * then the numeric bounds by their buckets (ranges.ts), then the city row by row on what is
   * left. Each condition is a test of the row alone, so the order changes no answer.
   */
  match(c: Criteria, leaveOut?: Dim | readonly Dim[]): Uint32Array {
    const words = this.words;
    const out = this.alive.slice(0, words);
    for (const d of DIMS) {
      const ids = c[d];
      if (!ids || d === leaveOut || (typeof leaveOut === 'object' && leaveOut.includes(d))) continue;
      const u = this.dims[d].union(ids, words);
      if (!u) return out.fill(0);
      andInto(out, u, words);
    }
    if (c.text) andInto(out, c.text, words);
    const { aMin, aMax, bMin, bMax, minRating, verifiedOn } = bounds(c);
    const r = this.ranges;
    if (bMin) r.budgetMax.filter(out, words, bMin, true);
    if (bMax) r.budgetMin.filter(out, words, bMax, false);
    if (aMin) r.areaMax.filter(out, words, aMin, true);
    if (aMax) r.areaMin.filter(out, words, aMax, false);
    if (minRating) r.rating.filter(out, words, minRating * 10, true);
    if (verifiedOn) r.until.filter(out, words, verifiedOn, true);
    if (c.city?.length) keepCities(out, this.city, c.city);
    return out;
  }

  /** The city, range and trust filters of the criteria as a test of one row; null when there are none. */
  private columnTest(c: Criteria): ((row: number) => boolean) | null {
    const cities = c.city?.length ? new Set(c.city) : null;
    const { aMin, aMax, bMin, bMax, minRating, verifiedOn } = bounds(c);
    if (!cities && !aMin && !aMax && !bMin && !bMax && !minRating && !verifiedOn) return null;
    const single = cities?.size === 1 ? (c.city as number[])[0] : -1;
    return (row) =>
      !(
        (cities && (single >= 0 ? this.city[row] !== single : !cities.has(this.city[row]))) ||
        (aMin && this.areaMax[row] < aMin) ||
        (aMax && this.areaMin[row] > aMax) ||
        (bMin && this.budgetMax[row] < bMin) ||
        (bMax && this.budgetMin[row] > bMax) ||
        ((minRating || verifiedOn) && !this.trust.passes(row, minRating, verifiedOn))
      );
  }

  /** Whether one row matches the criteria (as `match` would put it in its set). */
  matchesRow(row: number, c: Criteria, leaveOut?: Dim): boolean {
    if (!this.isAlive(row)) return false;
    for (const d of DIMS) {
      const ids = c[d];
      if (!ids || d === leaveOut) continue;
      const dim = this.dims[d];
      let any = false;
      for (const id of ids) {
        const i = dim.index.get(id);
        if (i !== undefined && hasBit(dim.bits[i], row)) {
          any = true;
          break;
        }
      }
      if (!any) return false;
    }
    if (c.text && !hasBit(c.text, row)) return false;
    return this.columnTest(c)?.(row) ?? true;
  }

  /** Rows of a set passing the trust filters (a facet count), by the same buckets as `match`. */
  countTrusted(bits: Uint32Array, minRating: number, verifiedOn: number): number {
    const words = this.words;
    // One bound (the facets ask one at a time): counted in place, no set built.
    if (!verifiedOn) return minRating ? this.ranges.rating.count(bits, words, minRating * 10, true) : countBits(bits, words);
    if (!minRating) return this.ranges.until.count(bits, words, verifiedOn, true);
    const out = bits.slice(0, words);
    if (minRating) this.ranges.rating.filter(out, words, minRating * 10, true);
    if (verifiedOn) this.ranges.until.filter(out, words, verifiedOn, true);
    return countBits(out, words);
  }

  count(bits: Uint32Array): number {
    return countBits(bits, this.words);
  }

  /** Live rows per value of a dimension; values no row has are left out. */
  valueCounts(dim: Dim): Map<number, number> {
    const d = this.dims[dim];
    const out = new Map<number, number>();
    for (let i = 0; i < d.ids.length; i++) {
      const n = countBits(d.bits[i], this.words);
      if (n) out.set(d.ids[i], n);
    }
    return out;
  }

  /** Live rows per pair of values of two dimensions; pairs no row has are left out. */
  pairCounts(a: Dim, b: Dim): { a: number; b: number; n: number }[] {
    const da = this.dims[a];
    const db = this.dims[b];
    const words = this.words;
    const out: { a: number; b: number; n: number }[] = [];
    for (let i = 0; i < da.ids.length; i++)
      for (let j = 0; j < db.ids.length; j++) {
        const n = countAnd(da.bits[i], db.bits[j], words);
        if (n) out.push({ a: da.ids[i], b: db.ids[j], n });
      }
    return out;
  }

  /**
   * Rows `offset … offset+limit` of the matched set in an order. Small sets are sorted by their
   * order keys; large ones walk the order from the nearer end, so the last page costs as little
   * as the first.
   */
  page(bits: Uint32Array, total: number, order: ModelOrder, offset: number, limit: number): Uint32Array {
    if (offset >= total || limit <= 0) return new Uint32Array(0);
    const want = Math.min(limit, total - offset);
    const o = this.orders[order === '-name' ? 'name' : order];
    const reverse = order === '-name';
    // Position counted from the order's start.
    const from = reverse ? total - offset - want : offset;
    const out = new Uint32Array(want);
    if (total <= 4096) {
      const keys = PAGE_KEYS.subarray(0, total);
      let k = 0;
      const words = this.words;
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
  pageFirst(bits: Uint32Array, total: number, first: Uint32Array, order: ModelOrder, offset: number, limit: number): Uint32Array {
    const n = this.count(first);
    if (n === 0 || n === total) return this.page(bits, total, order, offset, limit);
    const words = this.words;
    const rest = this.scratch(1);
    for (let i = 0; i < words; i++) rest[i] = bits[i] & ~first[i];
    if (offset >= n) return this.page(rest, total - n, order, offset - n, limit);
    const head = this.page(first, n, order, offset, limit);
    if (head.length >= limit) return head;
    const tail = this.page(rest, total - n, order, 0, limit - head.length);
    const out = new Uint32Array(head.length + tail.length);
    out.set(head);
    out.set(tail, head.length);
    return out;
  }

  /** The rows of `bits` based (address province) in one of these provinces, as a fresh bitset (or into `out`). */
  basedIn(bits: Uint32Array, provinces: number[], out: Uint32Array = new Uint32Array(this.words)): Uint32Array {
    const words = this.words;
    const home = this.dims.home.union(provinces, words);
    if (!home) return out.fill(0, 0, words);
    for (let i = 0; i < words; i++) out[i] = bits[i] & home[i];
    return out;
  }

  /** `pageFirst` with the rows based in `provinces` first; the sets between are scratch, not garbage. */
  pageBasedFirst(bits: Uint32Array, total: number, provinces: number[], order: ModelOrder, offset: number, limit: number) {
    return this.pageFirst(bits, total, this.basedIn(bits, provinces, this.scratch(0)), order, offset, limit);
  }

  /** A bitset a request uses and drops (`i`: which; module-wide, outside the model's data): valid until the next call that takes the same one. */
  private scratch(i: 0 | 1): Uint32Array {
    const need = wordsFor(this.capacity);
    if ((SCRATCH[i]?.length ?? 0) < need) SCRATCH[i] = new Uint32Array(need);
    return SCRATCH[i];
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
    return countFacets(this, bits, which);
  }

  /** Approximate bytes held (for the report). */
  bytes(): number {
    let n = this.capacity * (2 + 2 + 4 * 5 + 8 + 8 + 4 + 8 + 4) + this.alive.byteLength + this.rowOf.bytes() + this.names.byteLength();
    for (const d of DIMS) n += this.dims[d].bits.length * wordsFor(this.capacity) * 4;
    n += this.trust.bytes(this.capacity);
    for (const o of Object.values(this.orders)) n += o.bytes();
    for (const r of Object.values(this.ranges)) n += r.bytes();
    return n;
  }
}
