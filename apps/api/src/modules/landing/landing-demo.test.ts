import type { LandingLink } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';

// Demo data over many provinces: the grouped counts must agree with the listing everywhere
// (a province name that matched a neighbour's by typo tolerance would show here).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: 150 });
});
afterAll(() => t.close());

describe('landing pages over demo data', () => {
  it('answer every linked page with as many companies as its link says, and link only pages that answer', async () => {
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
      return { status: res.statusCode, body: res.json() };
    };
    const links = (await get('/landing')).body.items as LandingLink[];
    expect(links.length).toBeGreaterThan(50);
    expect(new Set(links.map((l) => l.province.slug)).size).toBeGreaterThan(30);
    const totals = new Map(links.map((l) => [l.path, l.total]));
    // One page per province (every province name goes through the listing's place matching once).
    const sample = [...new Map(links.map((l) => [l.province.slug, l])).values()];
    for (const link of sample) {
      const page = await get(`/landing${link.path}`);
      expect(page.status, link.path).toBe(200);
      expect(page.body.companies.total, link.path).toBe(link.total);
      for (const other of [...page.body.neighbours, ...page.body.siblings] as LandingLink[])
        expect(totals.get(other.path), `${link.path} → ${other.path}`).toBe(other.total);
    }
  }, 120_000);
});
