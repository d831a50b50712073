import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: 40 });
});
afterAll(() => t.close());

/** Counts the statements on the towns' table this app sends its database until `stop()` (PGlite's and pg's clients both answer `query`). */
function citiesQueries() {
  const client = (t.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  const original = client.query;
  let n = 0;
  client.query = function (this: unknown, ...a: unknown[]) {
    const text = typeof a[0] === 'string' ? a[0] : String((a[0] as { text?: string } | undefined)?.text ?? '');
    if (text.includes('"cities"')) n++;
    return original.apply(this, a);
  };
  return {
    count: () => n,
    stop: () => {
      client.query = original;
    },
  };
}

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'api-language': 'es' } });
  return { status: res.statusCode, body: res.json() };
};

describe('catalogues', () => {
  it('lists the four company types, one of them fixed', async () => {
    const { status, body } = await get('/companytypes');
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.items.map((x: { name: string }) => x.name)).toContain('Arquitectura e ingeniería');
    expect(body.items.filter((x: { fixed: boolean }) => x.fixed)).toHaveLength(1);
  });

  it('shows the fixed type exactly four main activities and the others the rest', async () => {
    const fixed = await get('/activities?companyType=4&perPage=200');
    expect(fixed.body.items).toHaveLength(4);
    expect(fixed.body.items.every((a: { parent: unknown }) => a.parent === null)).toBe(true);
    const other = await get('/activities?companyType=2&perPage=200');
    const names = other.body.items.map((a: { name: string }) => a.name);
    expect(names).toContain('Reformas integrales');
    expect(names).not.toContain('Interiorismo');
    expect(other.body.items.length).toBeGreaterThan(5);
  });

  it('gives totals and child counts, and sub-activities by parent', async () => {
    const main = await get('/activities');
    const reformas = main.body.items.find((a: { id: number }) => a.id === 2);
    expect(reformas.totalChildren).toBe(6);
    const subs = await get('/activities?parent=2&companyType=2&perPage=200');
    expect(subs.body.items).toHaveLength(6);
    expect(subs.body.items[0].parent).toEqual({ id: 2, name: 'Reformas integrales' });
    const sumSubs = subs.body.items.reduce((n: number, a: { total: number }) => n + a.total, 0);
    expect(reformas.total).toBeGreaterThan(0);
    expect(reformas.total).toBeLessThanOrEqual(sumSubs);
  });

  it('filters by the bracketed search format, accent-insensitively', async () => {
    const r = await get(`/activities?search=${encodeURIComponent('[name:fontaneria]')}&main=false`);
    expect(r.body.items.map((a: { name: string }) => a.name)).toEqual(['Fontanería']);
  });

  it('suggests activities with their parent and provinces for the search box, accent-insensitively', async () => {
    const { status, body } = await get('/suggest?q=fontaneria');
    expect(status).toBe(200);
    const fontaneria = body.items.find((s: { label: string }) => s.label === 'Fontanería');
    expect(fontaneria).toMatchObject({ kind: 'subactivity', hint: expect.any(String), parentId: expect.any(Number) });
    const sevilla = await get('/suggest?q=sevill');
    expect(sevilla.body.items).toContainEqual({ kind: 'province', label: 'Sevilla', hint: null, id: expect.any(String), parentId: null });
    expect((await get('/suggest?q=a')).body.items).toEqual([]);
    expect((await get(`/suggest?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('lists the 52 provinces with their community', async () => {
    const r = await get('/provinces?perPage=200');
    expect(r.body.total).toBe(52);
    const bizkaia = r.body.items.find((p: { id: number }) => p.id === 48);
    expect(bizkaia).toMatchObject({ name: 'Bizkaia', province: 'Bizkaia', community: { name: 'País Vasco' } });
  });

  it('finds provinces by the names people use: other forms, big cities, small typos', async () => {
    const search = async (text: string) => {
      const r = await get(`/provinces?perPage=200&search=${encodeURIComponent(`[name:${text}]`)}`);
      return r.body.items.map((p: { name: string }) => p.name);
    };
    expect(await search('La Coruña')).toEqual(['A Coruña']);
    expect(await search('Vizcaya')).toEqual(['Bizkaia']);
    expect(await search('Gerona')).toEqual(['Girona']);
    expect(await search('Bilbao')).toEqual(['Bizkaia']);
    expect(await search('madird')).toEqual(['Madrid']);
    expect(await search('Sevila')).toEqual(['Sevilla']);
    expect(await search('zzzz')).toEqual([]);
    expect((await search('mad'))[0]).toBe('Madrid');
  });

  it('filters companies by a province written in another form as by its catalogue name', async () => {
    const total = async (provinceName: string) =>
      (await get(`/companies?perPage=1&filter=${encodeURIComponent(JSON.stringify([{ provinceName }]))}`)).body.total;
    const madrid = await total('Madrid');
    expect(madrid).toBeGreaterThan(0);
    expect(await total('madird')).toBe(madrid);
    expect(await total('Vizcaya')).toBe(await total('Bizkaia'));
    expect(await total('Bilbao')).toBe(await total('Bizkaia'));
  });

  it('searches the 8,131 municipalities by name and by province', async () => {
    const all = await get('/cities?perPage=1000');
    expect(all.body.total).toBe(8131);
    expect(all.body.items).toHaveLength(1000);
    const r = await get(`/cities?search=${encodeURIComponent('[name:coruña]')}`);
    expect(r.body.items[0]).toMatchObject({ name: 'A Coruña', province: { id: 15 } });
    const madrid = await get(`/cities?search=${encodeURIComponent('[name:alcala]')}&province=28`);
    expect(madrid.body.items.map((c: { name: string }) => c.name)).toContain('Alcalá de Henares');
    expect(madrid.body.items.every((c: { province: { id: number } }) => c.province.id === 28)).toBe(true);
  });

  it('finds municipalities by the names people use and with small typos', async () => {
    const names = async (q: string, province?: number) =>
      (await get(`/cities?search=${encodeURIComponent(`[name:${q}]`)}${province ? `&province=${province}` : ''}`)).body.items.map(
        (c: { name: string }) => c.name,
      );
    const g = await get(`/cities?search=${encodeURIComponent('[name:Gerona]')}`);
    expect(g.status, JSON.stringify(g.body)).toBe(200);
    expect((await names('Gerona'))[0]).toBe('Girona');
    expect((await names('La Coruña'))[0]).toBe('A Coruña');
    expect((await names('Lérida'))[0]).toBe('Lleida');
    expect(await names('Sevila')).toContain('Sevilla');
    expect(await names('Alcala de Henare', 28)).toContain('Alcalá de Henares');
    const getfe = await get(`/cities?search=${encodeURIComponent('[name:Getfe]')}&province=28`);
    expect(getfe.status, JSON.stringify(getfe.body)).toBe(200);
    expect(getfe.body.items.map((c: { name: string }) => c.name)).toContain('Getafe');
  });

  it('looks up towns that match nothing without a scan of every name (issue 23 §12)', async () => {
    await get('/cities?perPage=1'); // the list is loaded once
    const texts = ['zzqxwv', 'qwertyuiopasd', 'xxxxxxxx', 'wqzwqzwqz', 'kkkkk'];
    const asked = citiesQueries();
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => get(`/cities?search=${encodeURIComponent(`[name:${texts[i % 5]}]`)}`)),
      );
      for (const a of answers) expect(a).toMatchObject({ status: 200, body: { total: 0, items: [] } });
      // A trigram scan of every name in the database (~1,100 ms of PGlite's thread for these 20)
      // is what a lookup matching nothing used to cost: the names in memory answer, the database
      // is not asked.
      expect(asked.count()).toBe(0);
    } finally {
      asked.stop();
    }
  });

  it('answers employees with id and label, buildings and construction types', async () => {
    const e = await get('/employees');
    expect(e.body.items[0]).toEqual({ id: 1, label: 'De 1 a 5 empleados', name: 'De 1 a 5 empleados' });
    expect((await get('/buildings')).body.items.length).toBeGreaterThan(5);
    expect((await get('/constructiontypes')).body.items[0].name).toBe('Obra nueva');
  });

  it('pages a lookup and refuses a bad page number in Spanish', async () => {
    const r = await get('/provinces?perPage=10&page=6');
    expect(r.body).toMatchObject({ page: 6, pages: 6, total: 52 });
    expect(r.body.items).toHaveLength(2);
    const bad = await get('/provinces?page=-1');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('Página');
  });
});
