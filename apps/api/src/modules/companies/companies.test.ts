import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { encodeFilter, IMAGE_MAX_BYTES, MSG } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, createTestApp, pngDataUrl, registerUser, type TestApp } from '../../../test/helper';

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
    expect(d.projects).toEqual([]);
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

describe('writing a company', () => {
  it('needs a token', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/companies', payload: companyPayload() });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ code: 401, message: 'JWT Token not found' });
  });

  it('creates with a client id, once per user, and finds it by search and filters', async () => {
    const u = await registerUser(t.app);
    const logo = await pngDataUrl(300, 200);
    const body = companyPayload({
      name: 'Zurbarán Reformas Castizas',
      images: [{ type: 'Logo', content: logo, mimetype: 'image/png', extension: 'png' }],
    });
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: u.headers, payload: body });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toBe(true);
    const d = await detail(body.id);
    expect(d.fullName).toBe('Zurbarán Reformas Castizas');
    expect(d.activities.map((a: { id: number }) => a.id).sort()).toEqual([201, 206]);
    expect(d.cities.map((c: { id: number }) => c.id).sort()).toEqual([19, 28]);
    const logoUrl = d.images.find((i: { type: string }) => i.type === 'Logo').url;
    expect(logoUrl).toMatch(/^\/uploads\/companies\/.+\.webp$/);
    const img = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(img.statusCode).toBe(200);
    expect(img.headers['cache-control']).toContain('max-age=31536000');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([512, 512, 'webp']);

    expect((await list({ search: 'zurbaran castizas' })).body.items[0].id).toBe(body.id);
    expect((await list({ search: 'zurbaran', filter: encodeFilter({ provinceName: 'Guadalajara', type: 2 }) })).body.total).toBe(1);

    const again = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: u.headers, payload: companyPayload() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: MSG.companyExists });

    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: u.headers });
    expect(profile.json().company.id).toBe(body.id);
  });

  it('refuses missing fields with Spanish labels and min>max with the spec messages', async () => {
    const u = await registerUser(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: u.headers,
      payload: { id: crypto.randomUUID(), name: '' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['Nombre', 'Tipo de empresa', 'CIF', 'Zonas de trabajo']));

    const area = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: u.headers,
      payload: companyPayload({ area: { min: 1000, max: 50 } }),
    });
    expect(area.json()).toEqual({ errors: 'La superficie mínima no puede ser mayor a la máxima.' });
    const budget = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: u.headers,
      payload: companyPayload({ budget: { min: 500000, max: 50000 } }),
    });
    expect(budget.json()).toEqual({ errors: 'El presupuesto mínimo no puede ser mayor a la máximo.' });

    const refs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: u.headers,
      payload: companyPayload({ type: 99, activities: [9999], address: { address: 'x', zipcode: '08001', province: 28, city: 8019 } }),
    });
    expect(refs.statusCode).toBe(400);
    const fields2 = refs.json().errors.map((e: { field: string }) => e.field);
    expect(fields2).toEqual(expect.arrayContaining(['Tipo de empresa', 'Actividades', 'Ciudad', 'Código postal']));
  });

  it('cuts the description to 800 characters', async () => {
    const u = await registerUser(t.app);
    const body = companyPayload({ description: 'a'.repeat(900) });
    await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: u.headers, payload: body });
    expect((await detail(body.id)).description).toHaveLength(800);
  });

  it('rejects images over 5 MB and bytes that are no image, losing nothing', async () => {
    const u = await registerUser(t.app);
    const big = `data:image/png;base64,${Buffer.alloc(IMAGE_MAX_BYTES + 10, 1).toString('base64')}`;
    const body = companyPayload({ images: [{ type: 'Logo', content: big }] });
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: u.headers, payload: body });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].message).toBe('La imagen excede de 5MB');
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: u.headers,
      payload: companyPayload({
        id: body.id,
        images: [{ type: 'Photo', content: `data:image/png;base64,${Buffer.from('hola').toString('base64')}` }],
      }),
    });
    expect(junk.json().errors[0].message).toBe(MSG.invalidImage);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/${body.id}` })).statusCode).toBe(404);
  });

  it('updates only the fields sent, checks ownership, and deletes images and the company', async () => {
    const owner = await registerUser(t.app);
    const body = companyPayload({ images: [{ type: 'Photo', content: await pngDataUrl(800, 300) }] });
    await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: owner.headers, payload: body });

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${body.id}`,
      headers: owner.headers,
      payload: { name: 'Nuevo Nombre Reformas', contact: { phone: '600000000' } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().message).toBe('Cambios guardados');
    const d = await detail(body.id);
    expect(d.name).toBe('Nuevo Nombre Reformas');
    expect(d.contact).toEqual({ email: 'info@reformasprueba.es', phone: '600000000', website: 'www.reformasprueba.es' });
    expect(d.cif).toBe('B12345678');
    expect(d.activities).toHaveLength(2);

    const acts = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${body.id}`,
      headers: owner.headers,
      payload: { activities: [601], cities: [8, 17, 25, 43] },
    });
    expect(acts.statusCode).toBe(200);
    expect(acts.json().company.cities).toHaveLength(4);
    expect((await list({ search: 'nuevo nombre', filter: encodeFilter({ provinceName: 'girona' }) })).body.total).toBe(1);

    const minmax = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${body.id}`,
      headers: owner.headers,
      payload: { area: { min: 500, max: 100 } },
    });
    expect(minmax.json()).toEqual({ errors: MSG.areaMinOverMax });
    const half = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${body.id}`,
      headers: owner.headers,
      payload: { budget: { min: 60000000, max: 0 } },
    });
    expect(half.json()).toEqual({ errors: MSG.budgetMinOverMax });

    const stranger = await registerUser(t.app);
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${body.id}`,
      headers: stranger.headers,
      payload: { name: 'Robada' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/companies/${body.id}/photo`, headers: stranger.headers })).statusCode,
    ).toBe(403);
    expect((await detail(body.id)).name).toBe('Nuevo Nombre Reformas');

    const photoUrl = d.images.find((i: { type: string }) => i.type === 'Photo').url as string;
    const folder = join(t.dataDir, 'uploads', 'companies', body.id);
    expect(readdirSync(folder)).toHaveLength(1);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/companies/${body.id}/photo`, headers: owner.headers });
    expect(del.statusCode).toBe(200);
    expect(del.json().company.photo).toBeNull();
    expect(readdirSync(folder)).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);

    const gone = await t.app.inject({ method: 'DELETE', url: '/api/v1/company', headers: owner.headers });
    expect(gone.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/${body.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/company', headers: owner.headers })).statusCode).toBe(404);
  });
});

describe('POST /companies/{id}/contact', () => {
  it('stores the message and mails it to the company', async () => {
    const company = (await list({ perPage: 1 })).body.items[0];
    const d = await detail(company.id);
    const before = t.mails.length;
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.id}/contact`,
      payload: {
        contact: { name: 'Pedro Gómez', email: 'pedro@example.es', phone: '600111222', message: 'Quiero reformar mi cocina en Chamberí.' },
      },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: MSG.contactSent });
    expect(t.mails.length).toBe(before + 1);
    const mail = t.mails.at(-1);
    expect(mail?.to).toEqual([d.contact.email]);
    expect(mail?.raw).toContain('pedro@example.es');
    const stored = await t.database.db.execute(
      (await import('drizzle-orm')).sql`select count(*)::int as n from contact_messages where company_id = ${company.id}::uuid`,
    );
    expect((stored.rows[0] as { n: number }).n).toBe(1);
  });

  it('validates the message and the company', async () => {
    const company = (await list({ perPage: 1 })).body.items[0];
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.id}/contact`,
      payload: { contact: { name: 'P', email: 'no-es-correo', message: '' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['Correo Electronico', 'Mensaje']));
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies/00000000-0000-4000-8000-000000000000/contact',
      payload: { contact: { name: 'P', email: 'p@example.es', message: 'Hola' } },
    });
    expect(missing.statusCode).toBe(404);
  });
});
