/** One memory budget for the caches (issue 17): how it is shared out, and bounds the caches keep. */
import type { CompanyCard } from '@cimenta/shared';
import { describe, expect, it } from 'vitest';
import { QueryCaches } from '../modules/search/caches';
import { AUTO_LEAST, AUTO_MOST, autoCacheBytes, budgetFor, CACHE_SHARES, cacheBudget } from './cache-budget';

const MB = 2 ** 20;

describe('the caches budget', () => {
  it('shares a total out whole, never past it', () => {
    expect(Object.values(CACHE_SHARES).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    const b = cacheBudget(100 * MB);
    expect(Object.values(b.of).reduce((a, n) => a + n, 0)).toBeLessThanOrEqual(100 * MB);
    expect(b.of.cards).toBe(Math.floor(35 * MB));
  });

  it('leaves the caches what the model does not take, within bounds, unless a total is set', () => {
    expect(autoCacheBytes(0)).toBe(AUTO_MOST);
    expect(autoCacheBytes(100_000)).toBe(AUTO_MOST);
    // At a million the model's ~464 MB leave about 134 MB; past it the least.
    expect(autoCacheBytes(1_000_000) / MB).toBeCloseTo(133.5, 0);
    expect(autoCacheBytes(5_000_000)).toBe(AUTO_LEAST);
    expect(autoCacheBytes(300_000)).toBeGreaterThan(autoCacheBytes(1_000_000));
    expect(budgetFor(1_000_000, 32 * MB).total).toBe(32 * MB);
  });

  it('bounds kept pages by the sets they record and their cards', () => {
    const budget = cacheBudget(8 * MB).of;
    const caches = new QueryCaches(budget);
    // A set over a million rows: 125 KB.
    const bits = new Uint32Array(1_000_000 / 32);
    const card = { id: 'x', name: 'Reformas Pérez', fullName: 'Reformas Pérez S.L.', description: 'd'.repeat(500) } as CompanyCard;
    for (let i = 0; i < 200; i++)
      caches.keepPage(`p${i}`, 0, { items: Array(20).fill(card), page: 1, pages: 1, total: 20 }, [{ bits, criteria: {} }]);
    const { pages } = caches.sizes();
    expect(pages.bytes).toBeLessThanOrEqual(budget.pages);
    // Each page counted at least its set and its cards: fewer than the budget over 125 KB.
    expect(pages.entries).toBeLessThanOrEqual(Math.floor(budget.pages / (125_000 + 20 * 1100)));
    expect(pages.entries).toBeGreaterThan(0);
  });
});
