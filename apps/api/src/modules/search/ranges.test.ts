/** RangeIndex (ranges.ts): one-bound filters by buckets, checked against a row-by-row filter. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordsFor } from './bits';
import { RangeIndex } from './ranges';

const rowsOf = (bits: Uint32Array, n: number) => [...Array(n).keys()].filter((r) => (bits[r >>> 5] & (1 << (r & 31))) !== 0);

describe('RangeIndex', () => {
  it('keeps exactly the rows with value ≥ x or ≤ x, through writes that move rows between buckets and new rows', () => {
    fc.assert(
      fc.property(
        // Values of a wide range, or of a few (buckets of one value: a bound takes or leaves them whole).
        fc.oneof(
          fc.array(fc.integer({ min: -5, max: 2_000 }), { minLength: 1, maxLength: 500 }),
          fc.array(
            fc.integer({ min: 0, max: 8 }).map((v) => v * 250),
            { minLength: 1, maxLength: 500 },
          ),
        ),
        fc.array(
          fc.tuple(
            fc.nat(),
            fc.oneof(
              fc.integer({ min: -5, max: 2_000 }),
              fc.integer({ min: 0, max: 8 }).map((v) => v * 250),
            ),
          ),
          {
            maxLength: 200,
          },
        ),
        fc.oneof(
          fc.integer({ min: -10, max: 2_010 }),
          fc.integer({ min: 0, max: 8 }).map((v) => v * 250 + (v % 3) - 1),
        ),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (start, writes, x, seed) => {
          const capacity = start.length + writes.length;
          const values = new Int32Array(capacity);
          let n = start.length;
          values.set(start);
          const index = new RangeIndex(
            () => values,
            () => n,
          );
          index.grow(capacity);
          index.cut();
          // Half the runs list the buckets' rows before the writes (the lists then follow each write).
          if (seed % 2 === 0) index.bucketRows(0);
          for (const [r, v] of writes) {
            // Half the writes change a row, half add one.
            const row = (r + seed) % 2 === 0 ? r % n : n++;
            values[row] = v;
            index.set(row);
          }
          const words = wordsFor(n);
          // The matched set the filter narrows: every other row.
          const set = new Uint32Array(words);
          for (let r = 0; r < n; r++) if ((r + seed) % 3 !== 0) set[r >>> 5] |= 1 << (r & 31);
          const ge = set.slice();
          const geCount = index.filter(ge, words, x, true);
          const le = set.slice();
          const leCount = index.filter(le, words, x, false);
          const inSet = rowsOf(set, n);
          expect(rowsOf(ge, n)).toEqual(inSet.filter((r) => values[r] >= x));
          expect(rowsOf(le, n)).toEqual(inSet.filter((r) => values[r] <= x));
          // The filter answers how many rows it kept.
          expect(geCount).toBe(rowsOf(ge, n).length);
          expect(leCount).toBe(rowsOf(le, n).length);
          // The set as an AND of others, in the same pass (`match`): into a fresh set, or into one of them.
          const other = new Uint32Array(words);
          for (let r = 0; r < n; r++) if ((r * 7 + seed) % 5 < 3) other[r >>> 5] |= 1 << (r & 31);
          const both = inSet.filter((r) => (other[r >>> 5] & (1 << (r & 31))) !== 0);
          const fresh = new Uint32Array(words);
          const freshCount = index.filter(fresh, words, x, true, set, other);
          expect(rowsOf(fresh, n)).toEqual(both.filter((r) => values[r] >= x));
          expect(freshCount).toBe(rowsOf(fresh, n).length);
          const into = other.slice();
          const intoCount = index.filter(into, words, x, false, set, into);
          expect(rowsOf(into, n)).toEqual(both.filter((r) => values[r] <= x));
          expect(intoCount).toBe(rowsOf(into, n).length);
          // `count` answers the size of what `filter` keeps, and leaves the set as it was.
          const before = set.slice();
          expect(index.count(set, words, x, true)).toBe(rowsOf(ge, n).length);
          expect(index.count(set, words, x, false)).toBe(rowsOf(le, n).length);
          expect(set).toEqual(before);
          // Each bucket's rows: exactly the rows whose value falls in it, each row in one list.
          const listed: number[] = [];
          for (let b = 0; b < index.buckets(); b++) {
            const rows = [...index.bucketRows(b)].sort((p, q) => p - q);
            expect(rows).toEqual([...Array(n).keys()].filter((r) => index.bucketOfValue(values[r]) === b));
            listed.push(...rows);
          }
          expect(listed.length).toBe(n);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('filters, counts and lists the passing rows of a bucket exactly through many writes inside few buckets (tails merged, tombstones)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 3_000 }),
        // Few values (buckets of one value, taken or left whole) or many (buckets split by the bound).
        fc.oneof(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 200, max: 20_000 })),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { minLength: 100, maxLength: 3_000 }),
        fc.array(fc.integer({ min: -10, max: 1_010 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (start, distinct, writes, bounds, seed) => {
          const capacity = start + writes.length;
          const values = new Int32Array(capacity);
          let n = start;
          for (let r = 0; r < n; r++) values[r] = (r * 7919 + seed) % distinct;
          const index = new RangeIndex(
            () => values,
            () => n,
          );
          index.grow(capacity);
          index.cut();
          index.bucketRows(0);
          const words = wordsFor(capacity);
          const set = new Uint32Array(words);
          const check = () => {
            set.fill(0);
            for (let r = 0; r < n; r++) if ((r + seed) % 4 !== 0) set[r >>> 5] |= 1 << (r & 31);
            const inSet = rowsOf(set, n);
            for (const x of bounds.map((p) => Math.floor((p * distinct) / 1_000)))
              for (const atLeast of [true, false]) {
                const want = inSet.filter((r) => (atLeast ? values[r] >= x : values[r] <= x));
                const out = new Uint32Array(words);
                expect(index.filter(out, words, x, atLeast, set)).toBe(want.length);
                expect(rowsOf(out, n)).toEqual(want);
                expect(index.count(set, words, x, atLeast)).toBe(want.length);
                // The bound's bucket's rows on each side: exactly its rows passing, and failing.
                const b = index.bucketOfValue(x);
                for (const passing of [true, false]) {
                  const side = [...index.sideRows(b, x, atLeast, passing)].sort((p, q) => p - q);
                  expect(side).toEqual(
                    [...Array(n).keys()].filter(
                      (r) => index.bucketOfRow(r) === b && (atLeast ? values[r] >= x : values[r] <= x) === passing,
                    ),
                  );
                }
              }
          };
          writes.forEach(([r, v, add], i) => {
            // Most writes change a row's value, near where it was (inside its bucket) or anywhere.
            const row = add && n < capacity ? n++ : r % n;
            const near = (v % 5) - 2;
            values[row] = v % 3 === 0 ? (v >>> 2) % distinct : Math.max(0, Math.min(distinct - 1, values[row] + near));
            index.set(row);
            if (i % 500 === 499) check();
          });
          check();
        },
      ),
      { numRuns: 40 },
    );
  });
});
