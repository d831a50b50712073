/** The bucket lists in value order (bucket-lists.ts), through moves, against a plain record of each row's bucket and value. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BucketLists, DEAD } from './bucket-lists';

describe('BucketLists', () => {
  it('keep each bucket exactly its rows with their values, the sorted part in value order, through moves that merge tails', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.tuple(fc.nat(5), fc.integer({ min: -3, max: 40 })), { minLength: 0, maxLength: 600 }),
        // Moves: a row (existing or new), its new bucket and value (often the same bucket: values rewritten in place).
        fc.array(fc.tuple(fc.nat(), fc.nat(5), fc.integer({ min: -3, max: 40 }), fc.boolean()), { maxLength: 1_500 }),
        (buckets, start, moves) => {
          const n0 = start.length;
          const bucket = new Uint8Array(n0 + moves.length);
          const value = new Int32Array(n0 + moves.length);
          start.forEach(([b, v], row) => {
            bucket[row] = b % buckets;
            value[row] = v;
          });
          const lists = new BucketLists(buckets, n0, bucket, value);
          let n = n0;
          for (const [r, b, v, add] of moves) {
            const row = add || n === 0 ? n++ : r % n;
            const to = b % buckets;
            lists.move(row, bucket[row], to, v);
            bucket[row] = to;
            value[row] = v;
          }
          for (let b = 0; b < buckets; b++) {
            const size = lists.size[b];
            const sorted = lists.sorted[b];
            const rows = lists.rows[b].subarray(0, size);
            const values = lists.values[b].subarray(0, size);
            // The sorted part in value order (tombstones included: they keep their value).
            for (let k = 1; k < sorted; k++) expect(values[k - 1]).toBeLessThanOrEqual(values[k]);
            // No tombstone in the tail; tail and tombstones within the merge limit.
            for (let k = sorted; k < size; k++) expect(rows[k]).not.toBe(DEAD);
            let dead = 0;
            for (let k = 0; k < sorted; k++) if (rows[k] === DEAD) dead++;
            expect(dead).toBe(lists.dead[b]);
            expect(dead + size - sorted).toBeLessThanOrEqual(32 + (size >>> 5) + 1);
            // Exactly the rows of the bucket, each with its value, each at its place.
            const live = [...rows.keys()].filter((k) => rows[k] !== DEAD);
            expect(live.map((k) => rows[k]).sort((p, q) => p - q)).toEqual([...Array(n).keys()].filter((row) => bucket[row] === b));
            for (const k of live) {
              expect(values[k]).toBe(value[rows[k]]);
              expect(lists.at[rows[k]]).toBe(k);
            }
            // A split: every value of the sorted part before it is below the bound, every one from it on is not.
            for (const x of [-4, 0, 7, 20, 41]) {
              const ge = lists.split(b, x, true);
              const gt = lists.split(b, x, false);
              for (let k = 0; k < sorted; k++) {
                expect(values[k] >= x).toBe(k >= ge);
                expect(values[k] > x).toBe(k >= gt);
              }
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
