/** Scratch sets (bits.ts, issue 17 seventh pass): reused, never seen through a set that is kept. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Scratch, andCount, countBits, ones } from './bits';
import { type Criteria, type ModelRow, ReadModel } from './model';
import { facetsOf } from './reading';

const rowOf = (id: number, v: number[]): ModelRow => ({
  id: `c${id}`,
  name: `Empresa ${id}`,
  typeId: 1 + (v[0] % 3),
  employeesId: 1 + (v[1] % 4),
  provinceId: 1 + (v[2] % 6),
  cityId: 100 + (v[2] % 9),
  areaMin: 0,
  areaMax: 1000,
  budgetMin: 0,
  budgetMax: 20_000 + (v[3] % 40) * 1000,
  createdAt: id,
  updatedAt: id,
  score: 0,
  zones: [1 + (v[2] % 6), 1 + (v[4] % 6)],
  activities: [100 + (v[5] % 9)],
  buildings: [],
  constructions: [],
});

const criteriaOf = (q: number[]): Criteria => {
  const c: Criteria = {};
  if (q[0] % 2) c.type = [1 + (q[1] % 3)];
  if (q[2] % 2) c.zone = [1 + (q[3] % 6)];
  if (q[4] % 2) c.employees = [1 + (q[5] % 4), 1 + (q[1] % 4)];
  if (q[6] % 3) c.budget = { min: (q[7] % 60) * 1000 };
  return c;
};

const values = fc.array(fc.nat(1000), { minLength: 8, maxLength: 8 });

describe('Scratch', () => {
  it('answers a set of the words asked, the same memory each time, grown when asked more', () => {
    const s = new Scratch();
    const a = s.take(10);
    a.fill(7);
    const b = s.take(4);
    expect(b.length).toBe(4);
    expect(b.buffer).toBe(a.buffer);
    expect(b[3]).toBe(7);
    const c = s.take(1000);
    expect(c.length).toBe(1000);
    expect(c.buffer).not.toBe(a.buffer);
  });

  it('a match into a scratch set is the fresh match; the facet sets kept with one answer are not changed by the next', () => {
    fc.assert(
      fc.property(fc.array(values, { minLength: 1, maxLength: 200 }), fc.array(values, { minLength: 2, maxLength: 8 }), (rows, queries) => {
        const m = new ReadModel((a) => 1 + ((a - 100) % 3), 16);
        rows.forEach((v, i) => {
          m.load(rowOf(i, v));
        });
        m.seal();
        const s = new Scratch();
        const kept: { own: Map<string, Uint32Array>; copy: Map<string, number[]> }[] = [];
        for (const q of queries) {
          const c = criteriaOf(q);
          expect([...m.match(c, undefined, s.take(m.words))]).toEqual([...m.match(c)]);
          const bits = m.match(c);
          const { own } = facetsOf(m, c, bits);
          kept.push({ own, copy: new Map([...own].map(([d, b]) => [d, [...b]])) });
          // Each filtered dimension's set: the rows matching all but that dimension's filter.
          for (const [d, b] of own) expect([...b]).toEqual([...m.match(c, d)]);
        }
        for (const { own, copy } of kept) for (const [d, b] of own) expect([...b]).toEqual(copy.get(d));
      }),
      { numRuns: 100 },
    );
  });

  it('andCount writes a & b & c & d & (p ^ flip) and counts it, whichever operands are the all-ones words', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (words, allOnes, flipped, seed) => {
          let x = seed;
          const word = () => {
            x = (Math.imul(x, 1103515245) + 12345) >>> 0;
            return x;
          };
          const set = () => Uint32Array.from({ length: words }, word);
          const [b, c, d] = [1, 2, 3].map((k) => (allOnes[k] ? ones(words) : set()));
          const a = set();
          const p = allOnes[0] ? ones(words) : set();
          const flip = flipped ? -1 : 0;
          const out = new Uint32Array(words);
          const n = andCount(out, words, p, flip, a, b, c, d);
          const want = Uint32Array.from({ length: words }, (_, i) => a[i] & b[i] & c[i] & d[i] & (p[i] ^ flip));
          expect([...out]).toEqual([...want]);
          expect(n).toBe(countBits(want));
        },
      ),
      { numRuns: 300 },
    );
  });
});
