/**
 * Facet counts of the read model (model.ts): per value of the four facet dimensions (type, main
 * activity, work-zone province, employees) over a matched set. A large set is counted by one
 * intersection count per value (no row visited, every value counted); a small one by one pass
 * over its rows, reading dense masks of the first 64 zones and 32 main activities (past them,
 * every value is counted by intersection: exact, no value dropped).
 */
import { countAnd, countBits } from './bits';

/** Values the row masks hold (two words of zones, one of main activities a row). */
export const ZONE_MASK_MAX = 64;
export const PARENT_MASK_MAX = 32;

export type FacetCounts = {
  types: Map<number, number>;
  parents: Map<number, number>;
  zones: Map<number, number>;
  employees: Map<number, number>;
};
export type FacetWanted = { types?: boolean; parents?: boolean; zones?: boolean; employees?: boolean };

/** A dimension's values: their ids by dense index, and a bitset of rows each. */
export type Values = { ids: number[]; bits: Uint32Array[] };

/** What the counts read of the model. */
export type FacetSource = {
  words: number;
  dims: { type: Values; employees: Values; zone: Values; parent: Values };
  /** Dense type index of each row. */
  type: Uint16Array;
  /** Dense employees index + 1 of each row (0: none). */
  employees: Uint16Array;
  /** Dense zone indexes < 64, two words a row. */
  zoneMask: Uint32Array;
  /** Dense main-activity indexes < 32, one word a row. */
  parentMask: Uint32Array;
};

export function countFacets(m: FacetSource, bits: Uint32Array, which: FacetWanted): FacetCounts {
  const words = m.words;
  const out: FacetCounts = { types: new Map(), parents: new Map(), zones: new Map(), employees: new Map() };
  const wanted: [keyof FacetCounts, Values, boolean][] = [];
  if (which.types) wanted.push(['types', m.dims.type, true]);
  if (which.employees) wanted.push(['employees', m.dims.employees, true]);
  if (which.zones) wanted.push(['zones', m.dims.zone, m.dims.zone.ids.length <= ZONE_MASK_MAX]);
  if (which.parents) wanted.push(['parents', m.dims.parent, m.dims.parent.ids.length <= PARENT_MASK_MAX]);
  // Each dimension by the cheaper way (measured: a value's intersection count costs about what
  // 8 rows of the pass cost a word): few values or a large set by intersection, the rest together
  // in one pass over the rows.
  const rows = countBits(bits, words);
  const pass: FacetWanted = {};
  for (const [key, d, maskable] of wanted) {
    if (maskable && d.ids.length * words >= rows * 8) {
      pass[key] = true;
      continue;
    }
    for (let i = 0; i < d.ids.length; i++) {
      const n = countAnd(bits, d.bits[i], words);
      if (n) out[key].set(d.ids[i], n);
    }
  }
  if (pass.types || pass.employees || pass.zones || pass.parents) {
    const counted = countRows(m, bits, pass);
    for (const key of ['types', 'employees', 'zones', 'parents'] as const) if (pass[key]) out[key] = counted[key];
  }
  return out;
}

/** One pass over the set's rows, reading the dense masks. */
function countRows(m: FacetSource, bits: Uint32Array, which: FacetWanted): FacetCounts {
  const types = new Uint32Array(m.dims.type.ids.length);
  const emps = new Uint32Array(m.dims.employees.ids.length + 1);
  const zones = new Uint32Array(ZONE_MASK_MAX);
  const parents = new Uint32Array(PARENT_MASK_MAX);
  const { words, type, employees, zoneMask, parentMask } = m;
  const { types: wt, parents: wp, zones: wz, employees: we } = which;
  for (let i = 0; i < words; i++) {
    let w = bits[i];
    while (w !== 0) {
      const t = w & -w;
      const row = (i << 5) + (31 - Math.clz32(t));
      w ^= t;
      if (wt) types[type[row]]++;
      if (we) emps[employees[row]]++;
      if (wz) {
        let z = zoneMask[row * 2];
        while (z !== 0) {
          const b = z & -z;
          zones[31 - Math.clz32(b)]++;
          z ^= b;
        }
        z = zoneMask[row * 2 + 1];
        while (z !== 0) {
          const b = z & -z;
          zones[63 - Math.clz32(b)]++;
          z ^= b;
        }
      }
      if (wp) {
        let p = parentMask[row];
        while (p !== 0) {
          const b = p & -p;
          parents[31 - Math.clz32(b)]++;
          p ^= b;
        }
      }
    }
  }
  const dense = (counts: Uint32Array, dim: Values) => {
    const out = new Map<number, number>();
    dim.ids.forEach((id, i) => {
      if (i < counts.length && counts[i] > 0) out.set(id, counts[i]);
    });
    return out;
  };
  return {
    types: dense(types, m.dims.type),
    employees: dense(emps.subarray(1), m.dims.employees),
    zones: dense(zones, m.dims.zone),
    parents: dense(parents, m.dims.parent),
  };
}
