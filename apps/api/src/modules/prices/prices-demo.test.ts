import type { PriceLink, PricePage } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';

// The demo data (`npm start`'s seed, a part of its 1,500 companies) gives the price guide figures.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: 600 });
}, 120_000);
afterAll(() => t.close());

describe('price guide over demo data', () => {
  it('has figures per activity and per activity × province, each linked page answering what its link says', async () => {
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/prices' });
    const firstMs = performance.now() - started;
    const links = res.json().items as PriceLink[];
    const spain = links.filter((l) => !l.province);
    const provinces = links.filter((l) => l.province);
    expect(spain.length).toBeGreaterThan(10);
    expect(provinces.length).toBeGreaterThan(3);
    for (const link of [...spain, ...provinces]) {
      const page = (await t.app.inject({ method: 'GET', url: `/api/v1${link.path.replace('/precios', '/prices')}` })).json() as PricePage;
      expect(page.projects, link.path).toBe(link.projects);
      expect(page.projects).toBeGreaterThanOrEqual(5);
      expect(page.total.p25).toBeLessThanOrEqual(page.total.median);
      expect(page.total.median).toBeLessThanOrEqual(page.total.p75);
      expect(page.companies.reduce((n, c) => n + c.projects, 0)).toBe(page.projects);
    }
    const bath = (await t.app.inject({ method: 'GET', url: '/api/v1/prices/reforma-de-banos' })).json() as PricePage;
    // Plausible: a bathroom is a few thousand euros, about 900–1.500 €/m².
    expect(bath.total.median).toBeGreaterThan(3_000);
    expect(bath.total.median).toBeLessThan(15_000);
    expect(bath.perM2?.median).toBeGreaterThan(900);
    expect(bath.perM2?.median).toBeLessThan(1_500);
    console.log(`prices: ${links.length} pages (${provinces.length} by province), first answer ${firstMs.toFixed(0)} ms`);
  }, 120_000);
});
