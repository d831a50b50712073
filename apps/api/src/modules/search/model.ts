/**
 * The in-process read model of the company listing (issue 10): one compact row a company
 * (typed arrays), a bitset per filter value, and each order kept as a sorted permutation.
 * PostgreSQL stays the source of truth: rows are loaded at start and replaced from the
 * change feed (feed.ts, live.ts). A query is bitset algebra, a count is a popcount, a page is a
 * slice of an order walked over the matched rows — no OFFSET scan growing with the page.
 */
import { AREA_OPEN_MAX as AREA_OPEN, BUDGET_OPEN_MAX as BUDGET_OPEN, spanishSortKey } from '@cimenta/shared';
import { andInto, clearBit, countAnd, countBits, hasBit, orInto, setBit, wordsFor } from './bits';

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
};

/** Filter dimensions kept as one bitset per value. */
export const DIMS = ['type', 'employees', 'zone', 'activity', 'parent', 'building', 'construction'] as const;
export type Dim = (typeof DIMS)[number];

export type Range = { min?: number; max?: number };
export type Criteria = Partial<Record<Dim, number[]>> & {
  /** Address city ids (any of). */
  city?: number[];
  area?: Range;
  budget?: Range;
  /** Rows a text search matched (a bitset). */
  text?: Uint32Array;
};

export type ModelOrder = 'default' | 'newest' | 'name' | '-name';

/** Value id → dense index, with a bitset per index. */
/** Model versions are numbered across all models of the process. */
let versions = 0;

class Dimension {
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
  /** OR of the bitsets of these values; null when none of them is known (no row has them). */
  union(ids: number[], words: number): Uint32Array | null {
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

/** A total order over the live rows: `perm` lists rows in order, `rank[row]` is a row's position. */
class Order {
  perm = new Uint32Array(0);
  rank = new Uint32Array(0);
  size = 0;
  constructor(readonly cmp: (a: number, b: number) => number) {}
  grow(capacity: number) {
    const p = new Uint32Array(capacity);
    p.set(this.perm.subarray(0, this.size));
    this.perm = p;
    const r = new Uint32Array(capacity);
    r.set(this.rank.subarray(0, Math.min(this.rank.length, capacity)));
    this.rank = r;
  }
  build(rows: Uint32Array) {
    const sorted = Array.from(rows).sort(this.cmp);
    this.size = sorted.length;
    for (let i = 0; i < sorted.length; i++) {
      this.perm[i] = sorted[i];
      this.rank[sorted[i]] = i;
    }
  }
  private reindex(from: number, to: number) {
    for (let i = from; i < to; i++) this.rank[this.perm[i]] = i;
  }
  remove(row: number) {
    const pos = this.rank[row];
    this.perm.copyWithin(pos, pos + 1, this.size);
    this.size--;
    this.reindex(pos, this.size);
  }
  insert(row: number) {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cmp(this.perm[mid], row) < 0) lo = mid + 1;
      else hi = mid;
    }
    this.perm.copyWithin(lo + 1, lo, this.size);
    this.perm[lo] = row;
    this.size++;
    this.reindex(lo, this.size);
  }
}

export type FacetCounts = {
  types: Map<number, number>;
  parents: Map<number, number>;
  zones: Map<number, number>;
  employees: Map<number, number>;
};

export class ReadModel {
  private capacity = 0;
  /** Rows ever used; deleted rows stay as holes (not alive). */
  rows = 0;
  readonly rowOf = new Map<string, number>();
  ids: string[] = [];
  private names: string[] = [];
  private type = new Uint16Array(0);
  private employees = new Uint16Array(0);
  private city = new Int32Array(0);
  private areaMin = new Int32Array(0);
  private areaMax = new Int32Array(0);
  private budgetMin = new Int32Array(0);
  private budgetMax = new Int32Array(0);
  private created = new Float64Array(0);
  private updated = new Float64Array(0);
  private score = new Float32Array(0);
  /** Dense zone indexes (< 64) as two words a row, for facet counts. */
  private zoneMask = new Uint32Array(0);
  /** Dense main-activity indexes (< 32), for facet counts. */
  private parentMask = new Uint32Array(0);
  alive = new Uint32Array(0);
  readonly dims: Record<Dim, Dimension>;
  readonly orders: Record<'default' | 'newest' | 'name', Order>;
  /** Changes with every write, and differs between models: caches of query results key on it. */
  version = 0;

  constructor(
    private parentOf: (activityId: number) => number | undefined,
    initialCapacity = 1024,
  ) {
    const words = () => wordsFor(this.capacity);
    this.dims = Object.fromEntries(DIMS.map((d) => [d, new Dimension(words)])) as Record<Dim, Dimension>;
    const byId = (a: number, b: number) => (this.ids[a] < this.ids[b] ? -1 : this.ids[a] > this.ids[b] ? 1 : 0);
    const newest = (a: number, b: number) => this.created[b] - this.created[a] || byId(a, b);
    this.orders = {
      default: new Order((a, b) => this.score[b] - this.score[a] || newest(a, b)),
      newest: new Order(newest),
      name: new Order((a, b) => (this.names[a] < this.names[b] ? -1 : this.names[a] > this.names[b] ? 1 : byId(a, b))),
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
    for (const d of DIMS) this.dims[d].grow(wordsFor(capacity));
    for (const o of Object.values(this.orders)) o.grow(capacity);
  }

  /** Writes a row's columns and bitsets; answers its row number. Orders are left to the caller. */
  private write(r: ModelRow): { row: number; isNew: boolean } {
    let row = this.rowOf.get(r.id);
    const isNew = row === undefined;
    if (row === undefined) {
      if (this.rows === this.capacity) this.grow(this.capacity * 2);
      row = this.rows++;
      this.rowOf.set(r.id, row);
      this.ids[row] = r.id;
    } else {
      for (const d of DIMS) this.dims[d].clearRow(row);
    }
    this.names[row] = spanishSortKey(r.name);
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

  /** A row's update time as loaded. */
  updatedOf(row: number) {
    return this.updated[row];
  }

  isAlive(row: number) {
    return row < this.rows && hasBit(this.alive, row);
  }

  /**
   * The rows matching the criteria, as a fresh bitset; `leaveOut` skips one dimension
   * (disjunctive facets count a dimension without its own filter).
   */
  match(c: Criteria, leaveOut?: Dim): Uint32Array {
    const words = this.words;
    const out = this.alive.slice(0, words);
    for (const d of DIMS) {
      const ids = c[d];
      if (!ids || d === leaveOut) continue;
      const u = this.dims[d].union(ids, words);
      if (!u) return out.fill(0);
      andInto(out, u, words);
    }
    if (c.text) andInto(out, c.text, words);
    this.refine(out, c);
    return out;
  }

  /** Column filters checked row by row on the remaining matches: city and the two ranges. */
  private refine(out: Uint32Array, c: Criteria) {
    const keep = this.columnTest(c);
    if (!keep) return;
    for (let i = 0; i < out.length; i++) {
      let w = out[i];
      let kept = w;
      while (w !== 0) {
        const t = w & -w;
        const row = (i << 5) + (31 - Math.clz32(t));
        w ^= t;
        if (!keep(row)) kept &= ~t;
      }
      out[i] = kept;
    }
  }

  /** The city and range filters of the criteria as a test of one row; null when there are none. */
  private columnTest(c: Criteria): ((row: number) => boolean) | null {
    const cities = c.city?.length ? new Set(c.city) : null;
    const aMin = c.area?.min && c.area.min > 0 ? c.area.min : 0;
    const aMax = c.area?.max && c.area.max > 0 && c.area.max < AREA_OPEN ? c.area.max : 0;
    const bMin = c.budget?.min && c.budget.min > 0 ? c.budget.min : 0;
    const bMax = c.budget?.max && c.budget.max > 0 && c.budget.max < BUDGET_OPEN ? c.budget.max : 0;
    if (!cities && !aMin && !aMax && !bMin && !bMax) return null;
    const single = cities?.size === 1 ? (c.city as number[])[0] : -1;
    return (row) =>
      !(
        (cities && (single >= 0 ? this.city[row] !== single : !cities.has(this.city[row]))) ||
        (aMin && this.areaMax[row] < aMin) ||
        (aMax && this.areaMin[row] > aMax) ||
        (bMin && this.budgetMax[row] < bMin) ||
        (bMax && this.budgetMin[row] > bMax)
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
   * Rows `offset … offset+limit` of the matched set in an order. Small sets are sorted by
   * rank; large ones walk the order's permutation from the nearer end, so the last page
   * costs as little as the first.
   */
  page(bits: Uint32Array, total: number, order: ModelOrder, offset: number, limit: number): Uint32Array {
    if (offset >= total || limit <= 0) return new Uint32Array(0);
    const want = Math.min(limit, total - offset);
    const o = this.orders[order === '-name' ? 'name' : order];
    const reverse = order === '-name';
    // Position counted from the order's start.
    const from = reverse ? total - offset - want : offset;
    if (total <= 4096) {
      const ranks = new Uint32Array(total);
      let k = 0;
      const words = this.words;
      for (let i = 0; i < words; i++) {
        let w = bits[i];
        while (w !== 0) {
          const t = w & -w;
          ranks[k++] = o.rank[(i << 5) + (31 - Math.clz32(t))];
          w ^= t;
        }
      }
      ranks.sort();
      const out = new Uint32Array(want);
      for (let j = 0; j < want; j++) out[j] = o.perm[ranks[from + j]];
      if (reverse) out.reverse();
      return out;
    }
    const out = new Uint32Array(want);
    const perm = o.perm;
    if (from <= total - from - want) {
      // Forward from the start of the order.
      let seen = 0;
      let k = 0;
      for (let i = 0; i < o.size && k < want; i++) {
        const row = perm[i];
        if ((bits[row >>> 5] & (1 << (row & 31))) === 0) continue;
        if (seen++ >= from) out[k++] = row;
      }
    } else {
      // Backward from the end: skip the matches after the window.
      const skip = total - from - want;
      let seen = 0;
      let k = want;
      for (let i = o.size - 1; i >= 0 && k > 0; i--) {
        const row = perm[i];
        if ((bits[row >>> 5] & (1 << (row & 31))) === 0) continue;
        if (seen++ >= skip) out[--k] = row;
      }
    }
    if (reverse) out.reverse();
    return out;
  }

  /** The default rank of a row (ties of text scores). */
  defaultRank(row: number) {
    return this.orders.default.rank[row];
  }

  /**
   * Per-value counts of the four facet dimensions over a matched set: for a large set, one
   * intersection count per value (no row visited; every value counted); for a small one, one
   * pass over its rows.
   */
  countFacets(bits: Uint32Array, which: { types?: boolean; parents?: boolean; zones?: boolean; employees?: boolean }): FacetCounts {
    const words = this.words;
    const wanted: [keyof FacetCounts, Dimension][] = [];
    if (which.types) wanted.push(['types', this.dims.type]);
    if (which.employees) wanted.push(['employees', this.dims.employees]);
    if (which.zones) wanted.push(['zones', this.dims.zone]);
    if (which.parents) wanted.push(['parents', this.dims.parent]);
    const values = wanted.reduce((n, [, d]) => n + d.ids.length, 0);
    if (values * words < countBits(bits, words) * 8) {
      const out: FacetCounts = { types: new Map(), parents: new Map(), zones: new Map(), employees: new Map() };
      for (const [key, d] of wanted)
        for (let i = 0; i < d.ids.length; i++) {
          const n = countAnd(bits, d.bits[i], words);
          if (n) out[key].set(d.ids[i], n);
        }
      return out;
    }
    return this.countFacetRows(bits, which);
  }

  private countFacetRows(
    bits: Uint32Array,
    which: { types?: boolean; parents?: boolean; zones?: boolean; employees?: boolean },
  ): FacetCounts {
    const types = new Uint32Array(this.dims.type.ids.length);
    const emps = new Uint32Array(this.dims.employees.ids.length + 1);
    const zones = new Uint32Array(64);
    const parents = new Uint32Array(32);
    const words = this.words;
    const { types: wt, parents: wp, zones: wz, employees: we } = which;
    for (let i = 0; i < words; i++) {
      let w = bits[i];
      while (w !== 0) {
        const t = w & -w;
        const row = (i << 5) + (31 - Math.clz32(t));
        w ^= t;
        if (wt) types[this.type[row]]++;
        if (we) emps[this.employees[row]]++;
        if (wz) {
          let z = this.zoneMask[row * 2];
          while (z !== 0) {
            const b = z & -z;
            zones[31 - Math.clz32(b)]++;
            z ^= b;
          }
          z = this.zoneMask[row * 2 + 1];
          while (z !== 0) {
            const b = z & -z;
            zones[63 - Math.clz32(b)]++;
            z ^= b;
          }
        }
        if (wp) {
          let p = this.parentMask[row];
          while (p !== 0) {
            const b = p & -p;
            parents[31 - Math.clz32(b)]++;
            p ^= b;
          }
        }
      }
    }
    const dense = (counts: Uint32Array, dim: Dimension) => {
      const m = new Map<number, number>();
      dim.ids.forEach((id, i) => {
        if (i < counts.length && counts[i] > 0) m.set(id, counts[i]);
      });
      return m;
    };
    return {
      types: dense(types, this.dims.type),
      employees: dense(emps.subarray(1), this.dims.employees),
      zones: dense(zones, this.dims.zone),
      parents: dense(parents, this.dims.parent),
    };
  }

  /** Approximate bytes held (for the report). */
  bytes(): number {
    let n = this.capacity * (2 + 2 + 4 * 5 + 8 + 8 + 4 + 8 + 4) + this.alive.byteLength;
    for (const d of DIMS) n += this.dims[d].bits.length * wordsFor(this.capacity) * 4;
    n += 3 * 8 * this.capacity;
    return n;
  }
}
