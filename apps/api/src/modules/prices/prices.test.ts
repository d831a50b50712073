import { randomUUID } from 'node:crypto';
import { ADMIN_ROLE, PRICE_TEXTS, type PriceLink, type PricePage } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { moderationRepo } from '../moderation/repo';

// Its own database: two companies whose bathroom projects in Valencia (206, province 46) make the figures.
let t: TestApp;
let admin: Awaited<ReturnType<typeof registerUser>>;
const owners: Record<string, Awaited<ReturnType<typeof registerUser>>> = {};
const companyIds: Record<string, string> = {};

const api = async (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
const addProject = async (who: string, project: Record<string, unknown>) => {
  const r = await api('POST', '/projects', owners[who]?.headers, { id: randomUUID(), project: { title: 'Baño en Valencia', ...project } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
const bath = (budget: number, area: number | null = 5) => ({ activity: 206, province: 46, budget, area, year: 2024 });

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['Baños Turia', 'Reformas Albufera']) {
    owners[name] = await registerUser(t.app);
    const payload = companyPayload({ name });
    companyIds[name] = payload.id;
    expect((await api('POST', '/companies', owners[name]?.headers, payload)).statusCode).toBe(200);
  }
  admin = await registerUser(t.app, { name: 'Moderadora' });
  expect(await moderationRepo(t.database.db).grantAdmin(admin.email, ADMIN_ROLE)).toBe(true);
});
afterAll(() => t.close());

describe('project activity', () => {
  it('is stored, answered with its name, and refused in Spanish when unknown (nothing stored)', async () => {
    const owner = await registerUser(t.app);
    expect((await api('POST', '/companies', owner.headers, companyPayload({ name: 'Otra Empresa' }))).statusCode).toBe(200);
    const ok = await api('POST', '/projects', owner.headers, { id: randomUUID(), project: { title: 'Cocina', activity: 205 } });
    expect(ok.json().activity).toEqual({ id: 205, name: 'Reforma de cocinas' });
    const bad = await api('POST', '/projects', owner.headers, { id: randomUUID(), project: { title: 'X', activity: 99_999 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: [{ field: 'Tipo de trabajo', message: expect.any(String) }] });
    const text = await api('POST', '/projects', owner.headers, { id: randomUUID(), project: { title: 'X', activity: 'baño' } });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors[0].field).toBe('Tipo de trabajo');
    expect((await api('GET', '/projects', owner.headers)).json().items).toHaveLength(1);
  });
});

// Steps build on each other (4 projects, 5, an outlier, a hidden company): kept in order.
describe('price figures', { shuffle: false }, () => {
  it('answer 404 in the §8 shape under 5 projects, for unknown slugs and for a province without figures', async () => {
    for (const b of [6_000, 7_000, 8_000, 9_000]) await addProject('Baños Turia', bath(b));
    // Without activity or budget a project counts for nothing.
    await addProject('Baños Turia', { province: 46, budget: 5_000, area: 5 });
    await addProject('Baños Turia', { activity: 206, province: 46, area: 5 });
    for (const url of [
      '/prices/reforma-de-banos',
      '/prices/reforma-de-banos/valencia',
      '/prices/banos',
      '/prices/reforma-de-banos/atlantida',
    ]) {
      const r = await api('GET', url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json(), url).toEqual({ errors: PRICE_TEXTS.notFound });
    }
    expect((await api('GET', '/prices')).json().items).toEqual([]);
  });

  it('show median and quartiles of totals and €/m² from 5 projects, with the companies behind them', async () => {
    await addProject('Reformas Albufera', bath(10_000, 8));
    const r = await api('GET', '/prices/reforma-de-banos/valencia');
    expect(r.statusCode).toBe(200);
    const page = r.json() as PricePage;
    expect(page.heading).toBe('¿Cuánto cuesta reformar un baño en Valencia?');
    expect(page.projects).toBe(5);
    expect(page.trimmed).toBe(0);
    // 6.000, 7.000, 8.000, 9.000, 10.000: quartiles interpolated as percentile_cont.
    expect(page.total).toEqual({ p25: 7_000, median: 8_000, p75: 9_000 });
    // €/m²: 1.200, 1.400, 1.600, 1.800, 1.250.
    expect(page.perM2).toEqual({ p25: 1_250, median: 1_400, p75: 1_600, projects: 5 });
    expect(page.companies).toEqual([
      { id: companyIds['Baños Turia'], name: 'Baños Turia', projects: 4 },
      { id: companyIds['Reformas Albufera'], name: 'Reformas Albufera', projects: 1 },
    ]);
    expect(page.path).toBe('/precios/reforma-de-banos/valencia');
    expect(page.breadcrumbs.map((b) => b.path)).toEqual([
      '/',
      '/precios',
      '/precios/reforma-de-banos',
      '/precios/reforma-de-banos/valencia',
    ]);
    // Spain's figure is the same projects; linked from the province page.
    expect(page.places.map((l) => [l.path, l.projects])).toEqual([['/precios/reforma-de-banos', 5]]);
    const spain = (await api('GET', '/prices/reforma-de-banos')).json() as PricePage;
    expect(spain.heading).toBe('¿Cuánto cuesta reformar un baño?');
    expect(spain.places.map((l) => l.path)).toEqual(['/precios/reforma-de-banos/valencia']);
    const index = (await api('GET', '/prices')).json().items as PriceLink[];
    expect(index.map((l) => [l.path, l.projects, l.median])).toEqual([
      ['/precios/reforma-de-banos', 5, 8_000],
      ['/precios/reforma-de-banos/valencia', 5, 8_000],
    ]);
    expect((await api('GET', '/prices?province=madrid')).json().items).toEqual([]);
  });

  it('trim outliers outside 1.5 × IQR, and say how many', async () => {
    await addProject('Reformas Albufera', bath(95_000, 6));
    const page = (await api('GET', '/prices/reforma-de-banos/valencia')).json() as PricePage;
    expect(page.projects).toBe(5);
    expect(page.trimmed).toBe(1);
    expect(page.total.median).toBe(8_000);
    expect(page.companies.map((c) => c.projects)).toEqual([4, 1]);
  });

  it('never count a hidden company; counted again once shown', async () => {
    const decide = (action: string) =>
      api('POST', `/admin/companies/${companyIds['Reformas Albufera']}/decision`, admin.headers, { action, reason: 'Datos falsos' });
    expect((await decide('hide')).statusCode).toBe(200);
    // 4 projects left: no figure.
    expect((await api('GET', '/prices/reforma-de-banos/valencia')).statusCode).toBe(404);
    expect((await api('GET', '/prices')).json().items).toEqual([]);
    expect((await decide('show')).statusCode).toBe(200);
    expect((await api('GET', '/prices/reforma-de-banos/valencia')).json().projects).toBe(5);
  });

  it('are linked from the landing page of the service in that province', async () => {
    // The companies work in Madrid (their zones): the Madrid page links Spain's figure of its activities.
    const landing = (await api('GET', '/landing/servicios/reformas-integrales/madrid')).json();
    expect(landing.prices.map((l: PriceLink) => l.path)).toEqual(['/precios/reforma-de-banos']);
  });

  it('are in the sitemap: /precios and every page with figures', async () => {
    const base = t.app.infra.config.publicUrl;
    const index = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(index).toContain(`<loc>${base}/sitemaps/prices-1.xml</loc>`);
    const child = (await t.app.inject({ method: 'GET', url: '/sitemaps/prices-1.xml' })).body;
    const locs = [...child.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['/precios', '/precios/reforma-de-banos', '/precios/reforma-de-banos/valencia'].map((p) => `${base}${p}`));
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/prices-2.xml' })).statusCode).toBe(404);
  });
});
