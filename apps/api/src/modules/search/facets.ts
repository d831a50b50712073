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

/** Counts by value of the set `bits` (of `rows` rows: a pass when not given). */
export function countFacets(m: FacetSource, bits: Uint32Array, which: FacetWanted, rows = countBits(bits, m.words)): FacetCounts {
  const words = m.words;
  const out: FacetCounts = { types: new Map(), parents: new Map(), zones: new Map(), employees: new Map() };
  const wanted: [keyof FacetCounts, Values, boolean][] = [];
  if (which.types) wanted.push(['types', m.dims.type, true]);
  if (which.employees) wanted.push(['employees', m.dims.employees, true]);
  if (which.zones) wanted.push(['zones', m.dims.zone, m.dims.zone.ids.length <= ZONE_MASK_MAX]);
  if (which.parents) wanted.push(['parents', m.dims.parent, m.dims.parent.ids.length <= PARENT_MASK_MAX]);
  // Each dimension by the cheaper way (measured, Node 20: a value's intersection count costs a
  // word about what `PASS_ROW` rows of the pass cost): a large set by intersection, a smaller one
  // in one pass over its rows, which then counts every maskable dimension asked (a row's type,
  // employees and main activities cost the pass little beside its zones).
  const pass: FacetWanted = {};
  if (wanted.some(([, d, maskable]) => maskable && d.ids.length * words >= rows * PASS_ROW))
    for (const [key, , maskable] of wanted) if (maskable) pass[key] = true;
  for (const [key, d] of wanted) {
    if (pass[key]) continue;
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

/** The pass's histograms, reused (the pass is synchronous): a count by value of each byte of the masks. */
const ZONE_BYTES = new Uint32Array((ZONE_MASK_MAX / 8) * 256);
const PARENT_BYTES = new Uint32Array((PARENT_MASK_MAX / 8) * 256);

/** Rows of the pass that cost what one word of one value's intersection count costs. */
const PASS_ROW = 5;

/**
 * One pass over the set's rows. A row's mask words are not taken bit by bit: each of their bytes
 * is counted by value (a histogram a byte position), and the histograms are spread over the bits
 * once at the end: four increments a word instead of a loop over its bits.
 */
function countRows(m: FacetSource, bits: Uint32Array, which: FacetWanted): FacetCounts {
  const types = new Uint32Array(m.dims.type.ids.length);
  const emps = new Uint32Array(m.dims.employees.ids.length + 1);
  const zoneBytes = ZONE_BYTES.fill(0);
  const parentBytes = PARENT_BYTES.fill(0);
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
        const a = zoneMask[row * 2];
        if (a !== 0) {
          zoneBytes[a & 255]++;
          zoneBytes[256 + ((a >>> 8) & 255)]++;
          zoneBytes[512 + ((a >>> 16) & 255)]++;
          zoneBytes[768 + (a >>> 24)]++;
        }
        const b = zoneMask[row * 2 + 1];
        if (b !== 0) {
          zoneBytes[1024 + (b & 255)]++;
          zoneBytes[1280 + ((b >>> 8) & 255)]++;
          zoneBytes[1536 + ((b >>> 16) & 255)]++;
          zoneBytes[1792 + (b >>> 24)]++;
        }
      }
      if (wp) {
        const p = parentMask[row];
        if (p !== 0) {
          parentBytes[p & 255]++;
          parentBytes[256 + ((p >>> 8) & 255)]++;
          parentBytes[512 + ((p >>> 16) & 255)]++;
          parentBytes[768 + (p >>> 24)]++;
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
    zones: dense(spread(zoneBytes, ZONE_MASK_MAX), m.dims.zone),
    parents: dense(spread(parentBytes, PARENT_MASK_MAX), m.dims.parent),
  };
}

/** Per-bit counts from the per-byte histograms: byte position c, value v counted k times adds k to each bit of v. */
function spread(histograms: Uint32Array, bitsCount: number): Uint32Array {
  const out = new Uint32Array(bitsCount);
  for (let c = 0; c < bitsCount >>> 3; c++)
    for (let v = 1; v < 256; v++) {
      const k = histograms[c * 256 + v];
      if (k === 0) continue;
      let x = v;
      while (x !== 0) {
        const b = x & -x;
        out[c * 8 + 31 - Math.clz32(b)] += k;
        x ^= b;
      }
    }
  return out;
}
