/**
 * The listing's read model (issue 10) against the database it is loaded from: every page of
 * every order equals the order computed from the rows, totals are exact, facets count each
 * dimension without its own filter, the guided search drops criteria in RELAXABLE order, and a
 * company saved through one app instance is found by another on the same database within 1 s.
 */
import { encodeFilter, RELAXABLE, spanishSortKey } from '@cimenta/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { buildApp } from '../../app';
import { autoCacheBytes } from '../../infra/cache-budget';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: 300 });
});
afterAll(() => t.close());

type Card = { id: string; name: string; type: { id: number }; employees: { id: number } | null };
type List = {
  items: Card[];
  total: number;
  pages: number;
  page: number;
  facets?: Record<'types' | 'activities' | 'provinces' | 'employees', { id: number; count: number }[]>;
  relaxed?: string[];
};

const get = async (app: TestApp['app'], query: Record<string, string | number | boolean>) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await app.inject({ method: 'GET', url: `/api/v1/companies?${qs}` });
  return { status: res.statusCode, body: res.json() as List };
};
const list = (query: Record<string, string | number | boolean>) => get(t.app, query);

/** Every page of a listing, concatenated. */
async function all(query: Record<string, string | number>) {
  const first = await list({ ...query, perPage: 100 });
  const ids = first.body.items.map((x) => x.id);
  for (let p = 2; p <= first.body.pages; p++) ids.push(...(await list({ ...query, perPage: 100, page: p })).body.items.map((x) => x.id));
  return { ids, total: first.body.total };
}

const rows = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows as T[];

// One database for the file: the later tests add companies that the first ones count, so the
// order stays as written even when the suite is shuffled.
describe('the read model', { shuffle: false }, () => {
  describe('GET /companies from the read model', () => {
    it('pages every order exactly like the rows sorted in the database, to the last page', async () => {
      // By name in Spanish order (spanishSortKey): the same key computed over the database's rows.
      const named = await rows<{ id: string; name: string }>(sql`SELECT id, name FROM companies`);
      const byName = named
        .map((r) => ({ id: r.id, key: spanishSortKey(r.name) }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      const byNewest = await rows<{ id: string }>(sql`SELECT id FROM companies ORDER BY created_at DESC, id`);
      expect((await all({ order: 'name' })).ids).toEqual(byName.map((r) => r.id));
      expect((await all({ order: '-name' })).ids).toEqual(byName.map((r) => r.id).reverse());
      expect((await all({ order: 'newest' })).ids).toEqual(byNewest.map((r) => r.id));
      const def = await all({});
      expect(new Set(def.ids).size).toBe(300);
      // A deep page is the same slice whichever end it is walked from.
      const page7 = await list({ page: 7, perPage: 20, order: 'name' });
      expect(page7.body.items.map((x) => x.id)).toEqual(byName.slice(120, 140).map((r) => r.id));
      const last = await list({ page: 15, perPage: 20, order: '-name' });
      expect(last.body.items.map((x) => x.id)).toEqual(
        byName
          .map((r) => r.id)
          .reverse()
          .slice(280, 300),
      );
      expect((await list({ page: 99 })).body).toMatchObject({ items: [], total: 300, page: 99 });
    });

    it('counts exactly what SQL counts for filter combinations', async () => {
      const cases: [Record<string, unknown>, ReturnType<typeof sql>][] = [
        [{ type: 2 }, sql`type_id = 2`],
        [
          { type: 1, provinceName: 'Madrid' },
          sql`type_id = 1 AND EXISTS (SELECT 1 FROM company_zones z WHERE z.company_id = c.id AND z.province_id = 28)`,
        ],
        [
          { parent: 2, employees: [1, 2, 3] },
          sql`employees_id IN (1,2,3) AND EXISTS (SELECT 1 FROM company_activities ca JOIN activities a ON a.id = ca.activity_id WHERE ca.company_id = c.id AND a.parent_id = 2)`,
        ],
        [
          { parent: [2, 3], type: 2 },
          sql`type_id = 2 AND EXISTS (SELECT 1 FROM company_activities ca JOIN activities a ON a.id = ca.activity_id WHERE ca.company_id = c.id AND a.parent_id IN (2, 3))`,
        ],
        [{ budget: { min: 50000, max: 1000000 } }, sql`budget_max >= 50000 AND budget_min <= 1000000`],
        [
          { area: { min: 100 }, buildings: [1, 3] },
          sql`area_max >= 100 AND EXISTS (SELECT 1 FROM company_buildings b WHERE b.company_id = c.id AND b.building_id IN (1,3))`,
        ],
        [{ city: 'Bilbao' }, sql`city_id IN (SELECT id FROM cities WHERE name = 'Bilbao')`],
      ];
      for (const [filter, where] of cases) {
        const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM companies c WHERE ${where}`);
        const r = await list({ filter: JSON.stringify([filter]) });
        expect(r.body.total, JSON.stringify(filter)).toBe(Number(n));
      }
    });

    it('answers disjunctive facets: each dimension counted without its own filter', async () => {
      const filter = { type: 2, provinceName: 'Madrid' };
      const r = await list({ filter: encodeFilter(filter), facets: true });
      const f = r.body.facets;
      if (!f) throw new Error('no facets');
      // Types: Madrid with any type; each count is that type's total in Madrid.
      for (const { id, count } of f.types) expect(count).toBe((await list({ filter: encodeFilter({ ...filter, type: id }) })).body.total);
      // Provinces: type 2 anywhere.
      for (const { id, count } of f.provinces.slice(0, 5)) {
        const name = (await rows<{ name: string }>(sql`SELECT name FROM provinces WHERE id = ${id}`))[0].name;
        expect(count).toBe((await list({ filter: encodeFilter({ ...filter, provinceName: name }) })).body.total);
      }
      // Employees and main activities: within the whole filter.
      const emp = f.employees.reduce((n, x) => n + x.count, 0);
      expect(emp).toBeLessThanOrEqual(r.body.total);
      for (const { id, count } of f.activities.slice(0, 3))
        expect(count).toBe((await list({ filter: encodeFilter({ ...filter, parent: id }) })).body.total);
      expect(f.types.every((x) => x.count > 0)).toBe(true);
      expect((await list({})).body.facets).toBeUndefined();
    });

    it('adds up main activities (OR, issue 22): the total is the union, their facet counts leave their own choice out', async () => {
      const one = async (parent: number | number[]) => (await list({ filter: encodeFilter({ provinceName: 'Madrid', parent }) })).body;
      const [a, b, both] = [await one(2), await one(3), await one([2, 3])];
      const [{ n }] = await rows<{ n: number }>(
        sql`SELECT count(DISTINCT ca.company_id)::int AS n FROM company_activities ca JOIN activities a ON a.id = ca.activity_id
            JOIN company_zones z ON z.company_id = ca.company_id AND z.province_id = 28 WHERE a.parent_id IN (2, 3)`,
      );
      expect(both.total).toBe(Number(n));
      expect(both.total).toBeGreaterThan(Math.max(a.total, b.total));
      expect(both.total).toBeLessThanOrEqual(a.total + b.total);
      const f = (await list({ filter: encodeFilter({ provinceName: 'Madrid', parent: [2, 3] }), facets: true })).body.facets;
      expect(f?.activities.find((x) => x.id === 2)?.count).toBe(a.total);
      expect(f?.activities.find((x) => x.id === 3)?.count).toBe(b.total);
      // The other dimensions are counted within both activities.
      expect(f?.employees.reduce((s, x) => s + x.count, 0)).toBeLessThanOrEqual(both.total);
    });

    it('lists the companies based in the searched province before those there for a work zone (issue 22), page after page', async () => {
      // Madrid (28): by provinceName (results, landing pages) and by cityName (the home's "Cerca de ti").
      const based = new Set((await rows<{ id: string }>(sql`SELECT c.id FROM companies c WHERE c.province_id = 28`)).map((r) => r.id));
      const everyOrder = (await all({})).ids;
      const queries: Record<string, string>[] = [{ filter: encodeFilter({ provinceName: 'Madrid' }) }, { cityName: 'Madrid' }];
      for (const query of queries) {
        const first = await list({ ...query, perPage: 100 });
        const ids = first.body.items.map((x) => x.id);
        for (let p = 2; p <= first.body.pages; p++)
          ids.push(...(await list({ ...query, perPage: 100, page: p })).body.items.map((x) => x.id));
        const n = ids.filter((id) => based.has(id)).length;
        // Both kinds are there, or the test says nothing.
        expect(n).toBeGreaterThan(0);
        expect(n).toBeLessThan(ids.length);
        expect(ids.slice(0, n).every((id) => based.has(id))).toBe(true);
        // Each part keeps the default order.
        const rank = new Map(everyOrder.map((id, i) => [id, i]));
        for (const part of [ids.slice(0, n), ids.slice(n)])
          expect(part).toEqual([...part].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0)));
        // A page that straddles the two parts is the same slice.
        const cut = Math.max(0, n - 3);
        const straddle = await list({ ...query, perPage: 5, page: Math.floor(cut / 5) + 1 });
        expect(straddle.body.items.map((x) => x.id)).toEqual(ids.slice(Math.floor(cut / 5) * 5, Math.floor(cut / 5) * 5 + 5));
      }
    });

    it('relaxes the least important criteria first when nothing matches, and says which', async () => {
      // No company has 20,000 m² jobs with 1–5 employees in Ceuta and Melilla both… drop until found.
      const filter = { type: 1, provinceName: 'Madrid', area: { min: 20001 }, employees: [7], budget: { min: 50000001 } };
      const strict = await list({ filter: encodeFilter(filter) });
      expect(strict.body.total).toBe(0);
      const relaxed = await list({ filter: encodeFilter(filter), relax: true });
      expect(relaxed.body.total).toBeGreaterThan(0);
      const dropped = relaxed.body.relaxed ?? [];
      expect(dropped.length).toBeGreaterThan(0);
      // Dropped in RELAXABLE order, and only criteria that were set.
      const order = RELAXABLE.filter((k) => ['area', 'employees', 'budget', 'type', 'province'].includes(k));
      expect(dropped).toEqual(order.slice(0, dropped.length));
      // Without the dropped ones the strict search finds the same total.
      const kept = Object.fromEntries(Object.entries(filter).filter(([k]) => !dropped.includes(k === 'provinceName' ? 'province' : k)));
      expect((await list({ filter: encodeFilter(kept) })).body.total).toBe(relaxed.body.total);
      // Something matches at once: nothing dropped.
      expect((await list({ filter: encodeFilter({ type: 2 }), relax: true })).body.relaxed).toEqual([]);
    });

    it('orders by default the complete profiles first', async () => {
      const me = await registerUser(t.app);
      const bare = companyPayload({ name: 'Perfil A Medias', description: 'Poco.', activities: [201], networks: [], cities: [28] });
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: me.headers, payload: bare });
      expect(res.statusCode).toBe(200);
      // The newest company, but the least complete: last by default, first by newest.
      expect((await list({ order: 'newest', perPage: 1 })).body.items[0].id).toBe(bare.id);
      const def = await all({});
      expect(def.ids.indexOf(bare.id)).toBeGreaterThan(250);
    });

    it('searches text through the text index: activities, places as filters, relevance pages, other orders', async () => {
      const r = await list({ search: 'fontanería', perPage: 100 });
      expect(r.body.total).toBeGreaterThan(0);
      expect(r.body.total).toBeLessThan(300);
      const info = (r.body as unknown as { search: { activities: { name: string }[]; places: unknown[] } }).search;
      expect(info.activities.map((a) => a.name)).toContain('Fontanería');
      const top = r.body.items[0] as unknown as { activities: { name: string; parent: { name: string } }[] };
      expect(top.activities.some((a) => a.name === 'Fontanería' || a.parent.name === 'Fontanería')).toBe(true);
      // Every page of the relevance order, no repeats, as many as the total.
      const ids = (await all({ search: 'reformas' })).ids;
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe((await list({ search: 'reformas' })).body.total);
      // By name within the text matches.
      const byName = (await list({ search: 'reformas', order: 'name', perPage: 50 })).body.items.map((x) => spanishSortKey(x.name));
      expect([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(byName);
      // A place in the text filters like provinceName (work zones).
      const placed = await list({ search: 'reformas en sevilla', facets: true });
      const placedInfo = (placed.body as unknown as { search: { places: { kind: string; name: string }[] } }).search;
      expect(placedInfo.places).toContainEqual(expect.objectContaining({ kind: 'province', name: 'Sevilla' }));
      const both = await list({ search: 'reformas', filter: encodeFilter({ provinceName: 'Sevilla' }) });
      expect(placed.body.total).toBe(both.body.total);
      expect(placed.body.facets?.provinces.every((p) => p.count <= placed.body.total)).toBe(true);
    });

    it('keeps one reading of a text for the places named beside it, and follows a company moving into a place (issue 17)', async () => {
      const total = async (search: string) => (await list({ search })).body.total;
      const plain = await total('reformas ');
      const madrid = await total('reformas en madrid');
      const sevilla = await all({ search: 'reformas en sevilla' });
      // A company the text matches with no work zone in Sevilla (41): it gets one, no text changes.
      const inSevilla = new Set(sevilla.ids);
      const id = (await all({ search: 'reformas ' })).ids.find((x) => !inSevilla.has(x));
      expect(id).toBeDefined();
      await t.database.db.execute(sql`INSERT INTO company_zones (company_id, province_id) VALUES (${id}::uuid, 41)`);
      await t.app.services.search.sync();
      expect(await total('reformas en sevilla')).toBe(sevilla.total + 1);
      expect((await all({ search: 'reformas en sevilla' })).ids).toContain(id);
      expect(await total('reformas ')).toBe(plain);
      expect(await total('reformas en madrid')).toBe(madrid);
    });

    it('answers hostile text and filters with a result or a §8 400, never a 500', async () => {
      const hostile = fc.oneof(
        fc.string({ maxLength: 500 }),
        fc
          .array(fc.constantFrom('!', '&', '|', ':', '*', '(', ')', "'", '"', '\\', '😀', 'reformas', 'madrid', ' ', '\u0000', '%', '_'), {
            maxLength: 80,
          })
          .map((a) => a.join('')),
        fc
          .array(fc.constantFrom('pintor', 'tejados', 'goteras', 'en', 'de', 'sevilla', 'x'), { minLength: 40, maxLength: 60 })
          .map((a) => a.join(' ')),
      );
      await fc.assert(
        fc.asyncProperty(hostile, fc.boolean(), fc.boolean(), async (search, facets, relax) => {
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/v1/companies?${new URLSearchParams({ search, facets: String(facets), relax: String(relax) })}`,
          });
          expect([200, 400]).toContain(res.statusCode);
          if (res.statusCode === 400) expect(res.json()).toHaveProperty('errors');
        }),
        { numRuns: 150 },
      );
      // Their speed (within 50 ms, issue 10) is the bench's "hostile text" row (`npm run bench`),
      // not a clock in a test.
    });
  });

  describe('the caches budget', () => {
    it('sizes the caches by the model loaded, and keeps them within it', async () => {
      const search = t.app.services.search;
      // No CACHE_MEMORY_MB in tests: what a model of this size leaves (infra/cache-budget.ts).
      expect(search.cacheBudget().total).toBe(autoCacheBytes(search.stats().rows));
      for (let p = 1; p <= 5; p++) await list({ page: p, facets: true, search: 'reformas' });
      const sizes = search.cacheSizes();
      for (const name of ['results', 'pages', 'texts', 'textOrders', 'cards'] as const) {
        expect(sizes[name].entries).toBeGreaterThan(0);
        expect(sizes[name].bytes).toBeLessThanOrEqual(search.cacheBudget().of[name]);
      }
    });

    it('takes a fixed total from the configuration (CACHE_MEMORY_MB)', async () => {
      const app = await buildApp({
        config: { ...t.app.infra.config, cacheMemoryBytes: 16 * 2 ** 20 },
        database: t.database,
        logger: false,
        jobWorker: false,
      });
      try {
        await app.services.search.start();
        expect(app.services.search.cacheBudget().total).toBe(16 * 2 ** 20);
        expect(app.services.search.cacheBudget().of.cards).toBe(Math.floor(16 * 2 ** 20 * 0.35));
      } finally {
        await app.close();
      }
    });
  });

  describe('freshness across processes', () => {
    it('finds a company saved through one app instance from another on the same database within 1 s', async () => {
      // A second app on the same database: it hears of writes only through the change feed.
      const other = await buildApp({ config: t.app.infra.config, database: t.database, logger: false });
      await other.ready();
      try {
        const [city] = await rows<{ id: number }>(sql`SELECT id FROM cities WHERE province_id = 44 ORDER BY id LIMIT 1`);
        const filter = encodeFilter({ city: String(city.id) });
        expect((await get(other, { filter })).body.total).toBe(0);
        const me = await registerUser(t.app);
        const company = companyPayload({
          name: 'Reformas Teruel Fresca',
          address: { address: 'Plaza Mayor, 1', zipcode: '44001', province: 44, city: city.id, country: 'España' },
        });
        const saved = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: me.headers, payload: company });
        expect(saved.statusCode).toBe(200);
        // Same process: at once.
        expect((await get(t.app, { filter })).body.total).toBe(1);
        const until = async (cond: () => Promise<boolean>) => {
          const deadline = Date.now() + 1000;
          while (!(await cond())) {
            if (Date.now() > deadline) return false;
            await new Promise((r) => setImmediate(r));
          }
          return true;
        };
        expect(await until(async () => (await get(other, { filter })).body.total === 1)).toBe(true);
        expect((await get(other, { search: 'Teruel Fresca' })).body.items.map((x) => x.id)).toContain(company.id);
        // A detail read by the other instance, then renamed through the first: the other shows the new name.
        const url = `/api/v1/companies/${company.id}`;
        expect((await other.inject({ method: 'GET', url })).json().name).toBe('Reformas Teruel Fresca');
        const put = await t.app.inject({ method: 'PUT', url, headers: me.headers, payload: { name: 'Reformas Teruel Nueva' } });
        expect(put.statusCode).toBe(200);
        expect(await until(async () => (await other.inject({ method: 'GET', url })).json().name === 'Reformas Teruel Nueva')).toBe(true);
        expect((await get(other, { filter })).body.items[0].name).toBe('Reformas Teruel Nueva');
        // Deleted through the first: gone from the other.
        expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/company', headers: me.headers })).statusCode).toBe(200);
        expect(await until(async () => (await get(other, { filter })).body.total === 0)).toBe(true);
        expect(await until(async () => (await other.inject({ method: 'GET', url })).statusCode === 404)).toBe(true);
      } finally {
        await other.close();
      }
    });
  });
});
