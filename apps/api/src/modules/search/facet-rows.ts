/**
 * Each row's facet columns packed together (issue 17, ninth pass), for the facet tables' walk of
 * the bound's bucket (aggregates.ts `totals`): its rows are ~64 apart, so each column read by row
 * number was a cache miss, up to six a row (type, employees, two zone words, main activities,
 * rating, last verified day: 21 MB of columns at 1,000,000 rows, past the 8 MB cache). Here a
 * row's are one 32-byte slot — one cache line.
 *
 * `STRIDE` words a row: type, employees + 1 (0: none), the zone mask's two words, the
 * main-activity mask, ten times the shown rating, the last day a credential is valid, and one
 * unused. Derived from the model's columns, outside its fields (the snapshot writes those): built
 * on first use, each row packed again when a write enters it (`repack`, O(1)). 32 bytes a row of
 * capacity (33.5 MB at 1,048,576).
 */
import type { ReadModel } from './model';

export const STRIDE = 8;
/** Offsets in a row's slot. */
export const TYPE = 0;
export const EMPLOYEES = 1;
export const ZONES = 2;
export const PARENTS = 4;
export const AVG10 = 5;
export const UNTIL = 6;

const PACKED = new WeakMap<ReadModel, Int32Array>();

/** The model's rows packed (built on the first call). */
export function packedRows(m: ReadModel): Int32Array {
  let p = PACKED.get(m);
  if (!p) {
    p = new Int32Array(m.capacity * STRIDE);
    for (let row = 0; row < m.rows; row++) pack(m, p, row);
    PACKED.set(m, p);
  }
  return p;
}

/** Bytes of the packed rows (0 before their first use). */
export function packedBytes(m: ReadModel): number {
  return PACKED.get(m)?.byteLength ?? 0;
}

/** A row was written (its columns, trust included): packed again, if the rows are packed. */
export function repack(m: ReadModel, row: number) {
  let p = PACKED.get(m);
  if (!p) return;
  if ((row + 1) * STRIDE > p.length) {
    const grown = new Int32Array(Math.max(m.capacity, row + 1) * STRIDE);
    grown.set(p);
    p = grown;
    PACKED.set(m, p);
  }
  pack(m, p, row);
}

function pack(m: ReadModel, p: Int32Array, row: number) {
  const trust = m.trust.columns();
  const at = row * STRIDE;
  p[at + TYPE] = m.type[row];
  p[at + EMPLOYEES] = m.employees[row];
  p[at + ZONES] = m.zoneMask[row * 2];
  p[at + ZONES + 1] = m.zoneMask[row * 2 + 1];
  p[at + PARENTS] = m.parentMask[row];
  p[at + AVG10] = trust.avg10[row];
  p[at + UNTIL] = trust.until[row];
}
