/** The facet tables (aggregates.ts): the same counts as `countFacets` over the set, through writes, removals and new cuts. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facetCounts, facetCountsOf, ratedAtLeast } from './aggregates';
import { countFacets } from './facets';
import { type Criteria, type Dim, type ModelRow, ReadModel } from './model';
import { today } from './trust';

const ALL = { types: true, parents: true, zones: true, employees: true };

const rowOf = (id: number, v: number[]): ModelRow => ({
  id: `c${id}`,
  name: `Empresa ${id}`,
  typeId: 1 + (v[0] % 3),
  employeesId: v[1] % 4 === 0 ? null : 1 + (v[1] % 4),
  provinceId: 1 + (v[2] % 6),
  cityId: 100 + (v[2] % 9),
  areaMin: v[3] % 500,
  areaMax: 500 + (v[4] % 1000),
  budgetMin: (v[5] % 20) * 1000,
  budgetMax: 20_000 + (v[6] % 40) * 1000,
  createdAt: id,
  updatedAt: id,
  score: v[7] % 5,
  zones: [1 + (v[2] % 6), 1 + (v[8] % 6)],
  activities: [100 + (v[9] % 9)],
  buildings: [],
  constructions: [],
  reviews: v[10] % 3 === 0 ? undefined : { count: 2, sum: 2 + (v[10] % 9) },
  credentials: v[8] % 3 === 0 ? [{ kind: 'cif', expires: today() - 2 + (v[3] % 5) }] : undefined,
});

const criteriaOf = (q: number[]): Criteria => {
  const c: Criteria = {};
  if (q[0] % 2) c.type = [1 + (q[1] % 3)];
  if (q[2] % 3 === 0) c.zone = [1 + (q[3] % 6), 1 + (q[4] % 7)];
  if (q[5] % 3 === 0) c.employees = [1 + (q[6] % 4)];
  if (q[7] % 3 === 0) c.parent = [1 + (q[8] % 3)];
  const bound = q[9] % 6;
  if (bound === 1) c.budget = { min: (q[10] % 60) * 1000 };
  if (bound === 2) c.budget = { max: (q[10] % 25) * 1000 };
  if (bound === 3) c.area = { min: 500 + (q[10] % 1000) };
  if (bound === 4) c.area = { max: q[10] % 500 };
  if (bound === 5) c.minRating = 1 + (q[10] % 5);
  return c;
};

const values = fc.array(fc.nat(1000), { minLength: 11, maxLength: 11 });

describe('facet tables', () => {
  it('count every set as countFacets does, through writes, removals and new cuts', () => {
    fc.assert(
      fc.property(
        fc.array(values, { minLength: 1, maxLength: 60 }),
        fc.array(fc.tuple(fc.nat(3), fc.nat(200), values, values, fc.constantFrom<Dim | undefined>(undefined, 'type', 'zone')), {
          maxLength: 80,
        }),
        (start, steps) => {
          const m = new ReadModel((a) => 1 + ((a - 100) % 3), 16);
          let next = 0;
          for (const v of start) m.load(rowOf(next++, v));
          m.seal();
          for (const [op, pick, v, q, leaveOut] of steps) {
            if (op === 0) m.upsert(rowOf(next++, v));
            else if (op === 1) m.upsert(rowOf(pick % next, v));
            else if (op === 2) m.remove(`c${pick % next}`);
            const c = criteriaOf(q);
            const bits = m.match(c, leaveOut);
            // Asked three times: the first use remembers the combination, the second builds its table.
            for (let k = 0; k < 3; k++) {
              const got = facetCounts(m, c, leaveOut, bits, ALL);
              const want = countFacets(m, bits, ALL);
              for (const f of ['types', 'parents', 'zones', 'employees'] as const) expect(got[f]).toEqual(want[f]);
              if (got.avg10) for (const stars of [1, 3, 4]) expect(ratedAtLeast(got.avg10, stars)).toBe(m.countTrusted(bits, stars, 0));
              if (got.verified) expect(got.verified.n).toBe(m.countTrusted(bits, 0, got.verified.day));
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('count the sets of one criteria in one walk (each only what it asks) as countFacets counts each', () => {
    const own = { type: { types: true }, zone: { zones: true }, employees: { employees: true } } as const;
    fc.assert(
      fc.property(
        fc.array(values, { minLength: 1, maxLength: 60 }),
        fc.array(fc.tuple(fc.nat(3), fc.nat(200), values, values), { maxLength: 60 }),
        (start, steps) => {
          const m = new ReadModel((a) => 1 + ((a - 100) % 3), 16);
          let next = 0;
          for (const v of start) m.load(rowOf(next++, v));
          m.seal();
          for (const [op, pick, v, q] of steps) {
            if (op === 0) m.upsert(rowOf(next++, v));
            else if (op === 1) m.upsert(rowOf(pick % next, v));
            else if (op === 2) m.remove(`c${pick % next}`);
            const c = criteriaOf(q);
            // The set, and each filtered dimension's set without its own filter (reading.ts `facetsOf`).
            const dims = (['type', 'zone', 'employees'] as const).filter((d) => c[d]);
            const plain = { types: !c.type, zones: !c.zone, employees: !c.employees, parents: true };
            const sets = [
              { bits: m.match(c), which: plain, trust: true },
              ...dims.map((d) => ({ leaveOut: d as Dim, bits: m.match(c, d), which: own[d] })),
            ];
            for (let k = 0; k < 3; k++) {
              const got = facetCountsOf(m, c, sets);
              sets.forEach((s, j) => {
                const want = countFacets(m, s.bits, s.which);
                for (const f of ['types', 'parents', 'zones', 'employees'] as const)
                  if (s.which[f as keyof typeof s.which]) expect(got[j][f]).toEqual(want[f]);
              });
              const trust = got[0];
              if (trust.avg10)
                for (const stars of [1, 3, 4]) expect(ratedAtLeast(trust.avg10, stars)).toBe(m.countTrusted(sets[0].bits, stars, 0));
              if (trust.verified) expect(trust.verified.n).toBe(m.countTrusted(sets[0].bits, 0, trust.verified.day));
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
