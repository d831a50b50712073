/**
 * Facet counts (facets.ts, reading.ts `facetsOf`) against counts taken row by row: both ways of
 * counting (intersections and the pass over the rows), every dimension, any set size, and the
 * sets each filtered dimension is counted over.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Criteria, type Dim, type ModelRow, ReadModel } from './model';
import { facetsOf } from './reading';

type Spec = { type: number; employees: number; zones: number[]; activities: number[]; budget: number; stars: number };

const rowOf = (i: number, s: Spec): ModelRow => ({
  id: `c${String(i).padStart(5, '0')}`,
  name: `Empresa ${i}`,
  typeId: s.type,
  employeesId: s.employees || null,
  provinceId: 1 + (i % 7),
  cityId: 100 + (i % 11),
  areaMin: 0,
  areaMax: 1000,
  budgetMin: 0,
  budgetMax: s.budget,
  createdAt: i,
  updatedAt: i,
  score: i % 13,
  zones: s.zones,
  activities: s.activities,
  buildings: [],
  constructions: [],
  reviews: s.stars ? { count: 2, sum: 2 * s.stars } : undefined,
});

const spec = fc.record({
  type: fc.integer({ min: 1, max: 4 }),
  employees: fc.integer({ min: 0, max: 6 }),
  // Up to 60 zones and 30 main activities: inside the masks (the pass may count them).
  zones: fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 9 }),
  activities: fc.uniqueArray(fc.integer({ min: 1000, max: 1029 }), { maxLength: 4 }),
  budget: fc.integer({ min: 0, max: 1000 }),
  stars: fc.integer({ min: 0, max: 5 }),
});

function modelOf(specs: Spec[]) {
  const m = new ReadModel((a) => a - 999, 16);
  specs.forEach((s, i) => {
    m.load(rowOf(i, s));
  });
  m.seal();
  return m;
}

const count = <T>(xs: T[], pick: (x: T) => number[]) => {
  const out = new Map<number, number>();
  for (const x of xs) for (const v of pick(x)) out.set(v, (out.get(v) ?? 0) + 1);
  return out;
};
const sorted = (m: Map<number, number>) => [...m].sort((a, b) => a[0] - b[0]);
const rowsOf = (bits: Uint32Array, n: number) => [...Array(n).keys()].filter((r) => (bits[r >>> 5] & (1 << (r & 31))) !== 0);

describe('facet counts', () => {
  it('count every value of every dimension exactly, by intersection or by the pass, whatever the set', () => {
    fc.assert(
      fc.property(fc.array(spec, { minLength: 1, maxLength: 900 }), fc.integer({ min: 1, max: 40 }), (specs, every) => {
        const m = modelOf(specs);
        // Sets from a few rows (the pass) to every row (intersections).
        const bits = new Uint32Array(m.words);
        for (let r = 0; r < specs.length; r += every) bits[r >>> 5] |= 1 << (r & 31);
        const f = m.countFacets(bits, { types: true, employees: true, zones: true, parents: true });
        const inSet = rowsOf(bits, specs.length).map((r) => specs[r]);
        expect(sorted(f.types)).toEqual(sorted(count(inSet, (s) => [s.type])));
        expect(sorted(f.employees)).toEqual(sorted(count(inSet, (s) => (s.employees ? [s.employees] : []))));
        expect(sorted(f.zones)).toEqual(sorted(count(inSet, (s) => s.zones)));
        expect(sorted(f.parents)).toEqual(sorted(count(inSet, (s) => [...new Set(s.activities.map((a) => a - 999))])));
      }),
      { numRuns: 150 },
    );
  });

  it('counts each filtered dimension over the set without its own filter, and the ratings over the set', () => {
    const dims = ['type', 'employees', 'zone', 'parent'] as const satisfies readonly Dim[];
    fc.assert(
      fc.property(
        fc.array(spec, { minLength: 1, maxLength: 600 }),
        fc.subarray([...dims]),
        fc.integer({ min: 0, max: 1000 }),
        fc.boolean(),
        (specs, filtered, budget, text) => {
          const m = modelOf(specs);
          const c: Criteria = { budget: { min: budget } };
          for (const d of filtered) c[d] = d === 'type' ? [1, 3] : d === 'employees' ? [2] : d === 'zone' ? [5, 6, 7] : [1, 2];
          if (text) {
            c.text = new Uint32Array(m.words);
            for (let r = 0; r < specs.length; r += 3) c.text[r >>> 5] |= 1 << (r & 31);
          }
          const base = m.match(c);
          const { facets, own } = facetsOf(m, c, base);
          expect([...own.keys()].sort()).toEqual([...filtered].sort());
          for (const d of filtered) expect(own.get(d)).toEqual(m.match(c, d));
          const key = { type: 'types', employees: 'employees', zone: 'provinces', parent: 'activities' } as const;
          for (const d of dims) {
            const over = own.get(d) ?? base;
            const want = m.countFacets(over, { types: true, employees: true, zones: true, parents: true });
            const of = { type: want.types, employees: want.employees, zone: want.zones, parent: want.parents }[d];
            expect(facets[key[d]]).toEqual(sorted(of).map(([id, n]) => ({ id, count: n })));
          }
          const inBase = rowsOf(base, specs.length).map((r) => specs[r]);
          expect(facets.ratings).toEqual([4, 3].map((n) => ({ id: n, count: inBase.filter((s) => s.stars >= n).length })));
        },
      ),
      { numRuns: 150 },
    );
  });
});
