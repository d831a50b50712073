import { encodeFilter, MSG } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: 120 });
});
afterAll(() => t.close());

const list = async (query: Record<string, string | number>) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/companies?${qs}` });
  return { status: res.statusCode, body: res.json() };
};
const detail = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/companies/${id}` })).json();

describe('GET /companies', () => {
  it('pages by 20 with {items, page, pages, total}', async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    expect(body.total).toBe(120);
    expect(body.pages).toBe(6);
    expect(body.items).toHaveLength(20);
    const p2 = await list({ page: 2 });
    expect(p2.body.page).toBe(2);
    expect(p2.body.items[0].id).not.toBe(body.items[0].id);
    expect((await list({ perPage: 500 })).body.items.length).toBeLessThanOrEqual(100);
  });

  it('answers the total count with empty params', async () => {
    expect((await list({})).body.total).toBe(120);
  });

  it('finds by Spanish text, accent-insensitive, by prefix and with typos', async () => {
    const a = await list({ search: 'reformas' });
    expect(a.body.total).toBeGreaterThan(0);
    const b = await list({ search: 'REFÓRMAS' });
    expect(b.body.total).toBe(a.body.total);
    const c = await list({ search: 'fontaner' });
    expect(c.body.total).toBeGreaterThan(0);
    for (const item of c.body.items) {
      const text = `${item.name} ${item.description} ${item.activities.map((x: { name: string }) => x.name).join(' ')}`;
      expect(text.toLowerCase()).toMatch(/fontaner/);
    }
    const bracketed = await list({ search: '[name:reformas]' });
    expect(bracketed.body.total).toBe(a.body.total);
    const target = a.body.items[0].name as string;
    const typo = target.replace(/s\b/, 'z');
    const d = await list({ search: typo });
    expect(d.body.items.map((x: { name: string }) => x.name)).toContain(target);
  });

  it('filters by type, activity, parent activity and employees', async () => {
    const byType = await list({ filter: encodeFilter({ type: 4 }) });
    expect(byType.body.total).toBeGreaterThan(0);
    expect(byType.body.items.every((x: { type: { id: number } }) => x.type.id === 4)).toBe(true);

    const byParent = await list({ filter: encodeFilter({ parent: 6 }) });
    expect(byParent.body.total).toBeGreaterThan(0);
    for (const x of byParent.body.items) expect(x.activities.some((a: { parent: { id: number } }) => a.parent.id === 6)).toBe(true);

    const sub = byParent.body.items[0].activities.find((a: { parent: { id: number } }) => a.parent.id === 6).id;
    const bySub = await list({ filter: encodeFilter({ activities: [sub] }) });
    for (const x of bySub.body.items) expect(x.activities.map((a: { id: number }) => a.id)).toContain(sub);

    const byEmployees = await list({ filter: JSON.stringify([{ employees: [1, 2] }]) });
    expect(byEmployees.body.items.every((x: { employees: { id: number } }) => [1, 2].includes(x.employees.id))).toBe(true);
  });

  it('filters by province name through work zones, case- and accent-insensitive', async () => {
    const madrid = await list({ filter: encodeFilter({ provinceName: 'MADRID' }), perPage: 20 });
    expect(madrid.body.total).toBeGreaterThan(0);
    for (const x of madrid.body.items) {
      const d = await detail(x.id);
      expect(d.cities.map((c: { province: string }) => c.province)).toContain('Madrid');
    }
    const none = await list({ filter: encodeFilter({ provinceName: 'Atlántida' }) });
    expect(none.body).toMatchObject({ total: 0, items: [], pages: 1 });
  });

  it('overlap-filters area and budget ranges, with the open upper bounds', async () => {
    const r = await list({ filter: encodeFilter({ area: { min: 5000, max: 20001 }, budget: { min: 0, max: 50000 } }) });
    for (const x of r.body.items) {
      expect(x.area.max).toBeGreaterThanOrEqual(5000);
      expect(x.budget.min).toBeLessThanOrEqual(50000);
    }
    const all = await list({ filter: encodeFilter({ area: { min: 0, max: 20001 } }) });
    expect(all.body.total).toBe(120);
  });

  it('orders by name both ways and by newest', async () => {
    const asc = (await list({ order: 'name', perPage: 20 })).body.items.map((x: { name: string }) => x.name.toLowerCase());
    expect([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(asc);
    const desc = (await list({ order: '-name' })).body.items.map((x: { name: string }) => x.name.toLowerCase());
    expect(desc[0] >= desc[desc.length - 1]).toBe(true);
    expect((await list({ order: 'sideways' })).status).toBe(400);
  });

  it('serves the home block: 4 companies of a featured city', async () => {
    const r = await list({ perPage: 4, cityName: 'madrid' });
    expect(r.body.items.length).toBeGreaterThan(0);
    expect(r.body.items.length).toBeLessThanOrEqual(4);
  });

  it('answers a bad filter with a Spanish 400, never a 500', async () => {
    for (const filter of ['not json', '[{"type":"abc"}]', '[{"area":{"min":-5}}]', '{"employees":[0]}']) {
      const r = await list({ filter });
      expect(r.status).toBe(400);
      expect(r.body.errors[0].field).toBe('Filtro');
    }
    expect((await list({ search: "'; DROP TABLE companies; --" })).status).toBe(200);
    expect((await list({ search: '%_\\' })).status).toBe(200);
  });
});

describe('GET /companies/{id}', () => {
  it('answers the full company with contact, zones, ranges and images', async () => {
    const first = (await list({ perPage: 1 })).body.items[0];
    const d = await detail(first.id);
    expect(d).toMatchObject({ id: first.id, name: first.name, contact: { email: expect.any(String) }, address: { country: 'España' } });
    expect(d.cities.length).toBeGreaterThan(0);
    expect(d.cities[0]).toHaveProperty('community.name');
    expect(d.images.find((i: { type: string }) => i.type === 'Logo').url).toMatch(/^\/uploads\//);
    // The first by completeness shows its portfolio (demo projects, issue 22).
    expect(d.projects.length).toBeGreaterThan(0);
    expect(d.projects[0]).toMatchObject({
      title: expect.any(String),
      images: expect.arrayContaining([expect.stringMatching(/^\/uploads\/demo\//)]),
    });
    expect(d).not.toHaveProperty('search_text');
    expect(d).not.toHaveProperty('ownerId');
  });

  it('answers 404 in Spanish for a missing company and 400 for a bad id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/companies/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: MSG.companyNotFound });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/companies/nope' })).statusCode).toBe(400);
  });
});
