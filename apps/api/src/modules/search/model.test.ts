/** The read model alone: facets past the masks' sizes, and a page with the based rows first. */
import { describe, expect, it } from 'vitest';
import { type ModelRow, ReadModel } from './model';

const row = (i: number, over: Partial<ModelRow> = {}): ModelRow => ({
  id: `c${String(i).padStart(4, '0')}`,
  name: `Empresa ${i}`,
  typeId: 1 + (i % 3),
  employeesId: 1,
  provinceId: 1 + (i % 5),
  cityId: 100 + i,
  areaMin: 0,
  areaMax: 1000,
  budgetMin: 0,
  budgetMax: 100_000,
  createdAt: i,
  updatedAt: i,
  score: 0,
  zones: [1 + (i % 70)],
  activities: [1000 + (i % 40)],
  buildings: [],
  constructions: [],
  ...over,
});

/** Every sub-activity 1000 + k belongs to main activity k + 1 (40 main activities, past the 32 of the mask). */
const model = (n: number) => {
  const m = new ReadModel((a) => a - 999, 16);
  for (let i = 0; i < n; i++) m.load(row(i));
  m.seal();
  return m;
};

describe('ReadModel', () => {
  it('counts every facet value exactly past 64 zones and 32 main activities, whatever the set size', () => {
    const m = model(700);
    for (const bits of [m.match({}), m.match({ type: [1] }), m.match({ zone: [3] })]) {
      const f = m.countFacets(bits, { zones: true, parents: true });
      const rows = [...Array(700).keys()].filter((r) => (bits[r >>> 5] & (1 << (r & 31))) !== 0);
      for (let z = 1; z <= 70; z++) expect(f.zones.get(z) ?? 0).toBe(rows.filter((r) => 1 + (r % 70) === z).length);
      for (let p = 1; p <= 40; p++) expect(f.parents.get(p) ?? 0).toBe(rows.filter((r) => 1 + (r % 40) === p).length);
    }
  });

  it('pages the rows based in a province first, each part in the order, across the seam', () => {
    const m = model(200);
    const all = m.match({});
    const based = m.basedIn(all, [2]);
    const whole = [...m.pageFirst(all, 200, based, 'newest', 0, 200)];
    const n = 40; // i % 5 === 1
    expect(whole.slice(0, n).every((r) => r % 5 === 1)).toBe(true);
    expect(whole.slice(n).every((r) => r % 5 !== 1)).toBe(true);
    // Newest first within each part.
    for (const part of [whole.slice(0, n), whole.slice(n)]) expect(part).toEqual([...part].sort((a, b) => b - a));
    for (const [offset, limit] of [
      [35, 10],
      [40, 5],
      [0, 3],
      [195, 20],
    ])
      expect([...m.pageFirst(all, 200, based, 'newest', offset, limit)]).toEqual(whole.slice(offset, offset + limit));
  });

  it('filters by budget and city the same through the kept column bitset and row by row', () => {
    const m = model(300);
    const c = { budget: { min: 1 }, city: [105, 250] };
    // Large set first (the bitset is built and kept), then a small set (row by row), then again.
    expect(m.count(m.match(c))).toBe(2);
    expect(m.count(m.match({ ...c, type: [1] }))).toBe([105, 250].filter((x) => (x - 100) % 3 === 0).length);
    expect(m.count(m.match(c))).toBe(2);
    m.upsert(row(5, { cityId: 999 }));
    expect(m.count(m.match(c))).toBe(1);
  });
});

describe('ReadModel trust columns (issue 19)', () => {
  // Rows: 0 one review of 5★; 1 forty of 4.8★; 2 none; 3 three of 3★; 4 ten of 4★.
  const reviews = [{ count: 1, sum: 5 }, { count: 40, sum: 192 }, undefined, { count: 3, sum: 9 }, { count: 10, sum: 40 }];
  const DAY0 = 20_000;
  const credentials = [
    [{ kind: 'insurance' as const, expires: DAY0 + 10 }],
    [{ kind: 'insurance' as const, expires: DAY0 - 1 }],
    [{ kind: 'cif' as const, expires: null }],
    undefined,
    [
      { kind: 'association' as const, expires: DAY0 },
      { kind: 'insurance' as const, expires: DAY0 + 5 },
    ],
  ];
  const trusted = () => {
    const m = new ReadModel((a) => a - 999, 16);
    for (let i = 0; i < 5; i++) m.load(row(i, { reviews: reviews[i], credentials: credentials[i] }));
    m.seal();
    return m;
  };
  const pageOf = (m: ReadModel, c: Parameters<ReadModel['match']>[0], order: 'rating' | 'default' = 'rating') => {
    const bits = m.match(c);
    return [...m.page(bits, m.count(bits), order, 0, 10)];
  };

  it('orders "Mejor valoradas" by the Bayesian average: forty of 4.8★ before one of 5★, unrated last', () => {
    expect(pageOf(trusted(), {})).toEqual([1, 4, 0, 3, 2]);
  });

  it('keeps the order through writes: a company gaining reviews moves, one losing them goes last', () => {
    const m = trusted();
    m.upsert(row(2, { reviews: { count: 50, sum: 250 } }));
    m.upsert(row(1, { reviews: undefined }));
    expect(pageOf(m, {})).toEqual([2, 4, 0, 3, 1]);
  });

  it('filters by the shown average (one decimal) and rows without reviews never pass', () => {
    const m = trusted();
    expect(pageOf(m, { minRating: 4 })).toEqual([1, 4, 0]);
    expect(pageOf(m, { minRating: 5 })).toEqual([0]);
    expect(pageOf(m, { minRating: 1 })).toEqual([1, 4, 0, 3]);
    // The row test the caches use agrees with the set.
    for (let r = 0; r < 5; r++) expect(m.matchesRow(r, { minRating: 4 })).toBe([0, 1, 4].includes(r));
  });

  it('decides "verified" and the badges against the day asked: an expiry takes effect with no write', () => {
    const m = trusted();
    expect(pageOf(m, { verifiedOn: DAY0 })).toEqual([4, 0, 2]);
    expect(pageOf(m, { verifiedOn: DAY0 + 6 })).toEqual([0, 2]);
    expect(pageOf(m, { verifiedOn: DAY0 + 11 })).toEqual([2]);
    // The same model, cached column sets and all, asked on another day.
    expect(pageOf(m, { verifiedOn: DAY0 })).toEqual([4, 0, 2]);
    expect(m.trust.badgesOf(4, DAY0).map((b) => b.kind)).toEqual(['insurance', 'association']);
    expect(m.trust.badgesOf(4, DAY0 + 1)).toEqual([{ kind: 'insurance', expiresOn: '2024-10-09' }]);
    expect(m.trust.badgesOf(1, DAY0)).toEqual([]);
    expect(m.trust.badgesOf(2, DAY0 + 10_000)).toEqual([{ kind: 'cif', expiresOn: null }]);
    expect(m.trust.ratingOf(1)).toEqual({ average: 4.8, count: 40 });
    expect(m.trust.ratingOf(2)).toBeNull();
  });
});
