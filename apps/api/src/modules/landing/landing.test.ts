import { encodeFilter, LANDING_TEXTS, type LandingLink, type LandingPage } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, createTestApp, registerUser, type TestApp } from '../../../test/helper';

// Its own database with two known companies, so counts and links can be exact.
let t: TestApp;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { status: res.statusCode, body: res.json() };
};
const create = async (over: Record<string, unknown>) => {
  const u = await registerUser(t.app);
  const r = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: u.headers, payload: companyPayload(over) });
  expect(r.statusCode).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  // Reformas (type 2) with Reformas integrales (activity 2) working in Madrid and Guadalajara.
  await create({ name: 'Reformas Castellana', type: 2, activities: [201, 206], cities: [28, 19] });
  // A constructora (type 1) doing Instalaciones (6) in Madrid only, with its address in Toledo.
  await create({
    name: 'Construcciones Tajo',
    type: 1,
    activities: [601],
    cities: [28],
    address: { address: 'Calle Ancha, 3', zipcode: '45001', province: 45, city: 45168, country: 'España' },
  });
});
afterAll(() => t.close());

describe('GET /landing/:kind/:service/:province', () => {
  it('answers a type in a province with its companies, texts, breadcrumbs and links', async () => {
    const { status, body } = await get('/landing/empresas/reformas/madrid');
    expect(status).toBe(200);
    const page = body as LandingPage;
    expect(page.kind).toBe('empresas');
    expect(page.service).toEqual({ id: 2, slug: 'reformas', name: 'Empresas de reformas' });
    expect(page.province).toEqual({ id: 28, slug: 'madrid', name: 'Madrid' });
    expect(page.heading).toBe('Empresas de reformas en Madrid');
    expect(page.title).toBe('Empresas de reformas en Madrid | Cimenta');
    expect(page.description).toMatch(/^1 empresa de reformas en Madrid\. /);
    expect(page.path).toBe('/empresas/reformas/madrid');
    expect(page.baseUrl).toBe(t.app.infra.config.publicUrl);
    expect(page.companies.total).toBe(1);
    expect(page.companies.items.map((c) => c.name)).toEqual(['Reformas Castellana']);
    // Facets as the listing counts them: each dimension without its own filter.
    expect(page.facets.types).toEqual([
      { id: 1, count: 1 },
      { id: 2, count: 1 },
    ]);
    expect(page.facets.provinces).toEqual([
      { id: 19, count: 1 },
      { id: 28, count: 1 },
    ]);
    expect(page.facets.activities).toEqual([{ id: 2, count: 1 }]);
    expect(page.breadcrumbs).toEqual([
      { name: 'Inicio', path: '/' },
      { name: 'Empresas', path: '/companies' },
      { name: 'Empresas de reformas en Madrid', path: '/empresas/reformas/madrid' },
    ]);
    // Same service nearby: Guadalajara has it, Toledo (also a neighbour) does not.
    expect(page.neighbours.map((l) => [l.path, l.total])).toEqual([['/empresas/reformas/guadalajara', 1]]);
    // The other services of Madrid with companies: types first, then main activities.
    expect(page.siblings.map((l) => [l.path, l.label, l.total])).toEqual([
      ['/empresas/constructora/madrid', 'Constructoras en Madrid', 1],
      ['/servicios/reformas-integrales/madrid', 'Reformas integrales en Madrid', 1],
      ['/servicios/instalaciones/madrid', 'Instalaciones en Madrid', 1],
    ]);
  });

  it('answers a main activity in a province, counting companies that work there', async () => {
    const { status, body } = await get('/landing/servicios/instalaciones/madrid');
    expect(status).toBe(200);
    expect(body.heading).toBe('Instalaciones en Madrid');
    expect(body.companies.items.map((c: { name: string }) => c.name)).toEqual(['Construcciones Tajo']);
    // Its address is Toledo, but it works only in Madrid: no Toledo page.
    expect((await get('/landing/servicios/instalaciones/toledo')).status).toBe(404);
    const both = (await get('/landing/servicios/reformas-integrales/guadalajara')).body as LandingPage;
    expect(both.neighbours.map((l) => l.path)).toEqual(['/servicios/reformas-integrales/madrid']);
    expect(both.siblings.map((l) => l.path)).toEqual(['/empresas/reformas/guadalajara']);
  });

  it('answers 404 in the §8 shape for empty combinations, unknown slugs and pages past the last', async () => {
    for (const url of [
      '/landing/empresas/instaladora/madrid',
      '/landing/empresas/reformas/toledo',
      '/landing/empresas/reformas/atlantida',
      '/landing/empresas/fontaneros/madrid',
      '/landing/otros/reformas/madrid',
      '/landing/servicios/reformas/madrid',
      '/landing/empresas/Reformas/Madrid',
      '/landing/empresas/reformas/madrid?page=2',
    ]) {
      const r = await get(url);
      expect(r.status, url).toBe(404);
      expect(r.body, url).toEqual({ errors: LANDING_TEXTS.notFound });
    }
    expect((await get('/landing/empresas/reformas/madrid?page=0')).status).toBe(400);
    // Over 100 characters: past Fastify's parameter limit no call matches. Without the built web app
    // that is a 414 (URL too long); with it, the pages' catch-all route takes the path and the
    // API's not-found answers. Either way the §8 shape.
    const long = await get(`/landing/empresas/reformas/${'x'.repeat(101)}`);
    expect([404, 414]).toContain(long.status);
    expect(typeof long.body.errors).toBe('string');
  });

  it('lists the same companies as the listing with the same criteria', async () => {
    const listing = await get(`/companies?filter=${encodeURIComponent(encodeFilter({ type: 2, provinceName: 'Madrid' }))}`);
    const landing = await get('/landing/empresas/reformas/madrid');
    expect(landing.body.companies).toEqual(listing.body);
  });
});

// The last test adds a company the first one's exact list must not see: kept in order when shuffled.
describe('GET /landing', { shuffle: false }, () => {
  it('lists only the combinations with companies, filtered by kind, service or province', async () => {
    const { status, body } = await get('/landing');
    expect(status).toBe(200);
    const paths = (body.items as LandingLink[]).map((l) => l.path);
    expect(paths).toEqual([
      '/empresas/constructora/madrid',
      '/empresas/reformas/guadalajara',
      '/empresas/reformas/madrid',
      '/servicios/reformas-integrales/guadalajara',
      '/servicios/reformas-integrales/madrid',
      '/servicios/instalaciones/madrid',
    ]);
    expect((body.items as LandingLink[]).every((l) => l.total >= 1)).toBe(true);
    const madrid = (await get('/landing?province=madrid')).body.items as LandingLink[];
    expect(madrid.map((l) => l.service.slug)).toEqual(['constructora', 'reformas', 'reformas-integrales', 'instalaciones']);
    const reformas = (await get('/landing?kind=empresas&service=reformas')).body.items as LandingLink[];
    expect(reformas.map((l) => l.province.name)).toEqual(['Guadalajara', 'Madrid']);
    expect((await get('/landing?kind=servicios&service=reformas')).body.items).toEqual([]);
    expect((await get('/landing?limit=2')).body.items).toHaveLength(2);
  });

  it("shows a new company's combination, and its activities' totals, at once", async () => {
    const totals = async () => {
      const mains = (await get('/activities?perPage=200')).body.items as { id: number; total: number }[];
      const subs = (await get('/activities?parent=6&perPage=200')).body.items as { id: number; total: number }[];
      return [mains.find((a) => a.id === 6)?.total, subs.find((a) => a.id === 601)?.total];
    };
    // Construcciones Tajo does Instalaciones (601).
    expect(await totals()).toEqual([1, 1]);
    await create({
      name: 'Instalaciones Levante',
      type: 3,
      activities: [601],
      cities: [46],
      address: { address: 'Calle Colón, 5', zipcode: '46004', province: 46, city: 46250, country: 'España' },
    });
    const r = await get('/landing/empresas/instaladora/valencia');
    expect(r.status).toBe(200);
    expect(r.body.heading).toBe('Empresas instaladoras en Valencia');
    expect(r.body.neighbours).toEqual([]);
    expect(await totals()).toEqual([2, 2]);
  });
});
