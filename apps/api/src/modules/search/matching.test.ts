/** `match` counts the set it writes (matching.ts `countOf`): `count` of a matched set is its popcount, whatever came between. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Scratch, countBits } from './bits';
import { type Criteria, type ModelRow, ReadModel } from './model';

const rowOf = (id: number, v: number[]): ModelRow => ({
  id: `c${id}`,
  name: `Empresa ${id}`,
  typeId: 1 + (v[0] % 3),
  employeesId: v[1] % 5 === 0 ? null : 1 + (v[1] % 4),
  provinceId: 1 + (v[2] % 6),
  cityId: 100 + (v[2] % 9),
  areaMin: (v[3] % 10) * 50,
  areaMax: 500 + (v[4] % 20) * 100,
  budgetMin: (v[5] % 20) * 1000,
  budgetMax: 20_000 + (v[6] % 400) * 100,
  createdAt: id,
  updatedAt: id,
  score: v[7] % 5,
  zones: [1 + (v[2] % 6), 1 + (v[4] % 6)],
  activities: [100 + (v[5] % 9)],
  buildings: [],
  constructions: [],
  reviews: v[7] % 3 === 0 ? undefined : { count: 2, sum: 2 + (v[3] % 9) },
});

const criteriaOf = (q: number[]): Criteria => {
  const c: Criteria = {};
  if (q[0] % 2) c.type = [1 + (q[1] % 3)];
  if (q[2] % 3 === 0) c.zone = [1 + (q[3] % 6), 1 + (q[1] % 7)];
  if (q[4] % 3 === 0) c.employees = [1 + (q[5] % 4)];
  if (q[6] % 4 === 0) c.city = [100 + (q[3] % 9)];
  if (q[7] % 4 !== 0) c.budget = { min: 20_000 + (q[5] % 400) * 100 };
  if (q[7] % 5 === 0) c.budget = { ...c.budget, max: (q[1] % 20) * 1000 };
  if (q[6] % 5 === 0) c.area = { min: 500 + (q[2] % 2000) };
  if (q[4] % 7 === 0) c.minRating = 1 + (q[0] % 5);
  return c;
};

const values = fc.array(fc.nat(10_000), { minLength: 8, maxLength: 8 });

describe('match counted in its pass', () => {
  it('count of a matched set is its popcount: fresh or into a scratch set, with cities, bounds, left-out dimensions, through writes', () => {
    fc.assert(
      fc.property(
        fc.array(values, { minLength: 1, maxLength: 300 }),
        fc.array(fc.tuple(values, values, fc.nat(4), fc.boolean()), { minLength: 1, maxLength: 30 }),
        (start, steps) => {
          const m = new ReadModel((a) => 1 + ((a - 100) % 3), 16);
          let next = 0;
          for (const v of start) m.load(rowOf(next++, v));
          m.seal();
          const scratch = new Scratch();
          let before: Uint32Array | null = null;
          for (const [q, v, op, into] of steps) {
            const c = criteriaOf(q);
            const leaveOut = op === 1 ? 'type' : op === 2 ? 'zone' : undefined;
            const bits = m.match(c, leaveOut, into ? scratch.take(m.words) : undefined);
            expect(m.count(bits)).toBe(countBits(bits, m.words));
            // A set matched before, counted after a write (of the model, not of the set): still its popcount.
            if (before) expect(m.count(before)).toBe(countBits(before, m.words));
            if (op === 3) m.upsert(rowOf(next++, v));
            else if (op === 4) m.upsert(rowOf(v[0] % next, v));
            before = into ? null : bits;
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
