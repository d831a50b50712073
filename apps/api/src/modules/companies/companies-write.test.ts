import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { encodeFilter, IMAGE_MAX_BYTES, MSG } from '@cimenta/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, createTestApp, pngDataUrl, registerUser, type TestApp } from '../../../test/helper';
// Writes live in their own file (their own database), so the listing tests can count exactly.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: 20 });
});
afterAll(() => t.close());

const list = async (query: Record<string, string | number>) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/companies?${qs}` });
  return { status: res.statusCode, body: res.json() };
};
const detail = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/companies/${id}` })).json();

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
    // The photo and its responsive WebP copies (`<uuid>-480w.webp`, …), all named after it.
    const stored = readdirSync(folder);
    const base = stored.find((f) => !/-\d+w\.webp$/.test(f));
    expect(base).toBeDefined();
    expect(stored.every((f) => f.startsWith(base?.replace(/\.\w+$/, '') ?? '?'))).toBe(true);
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
  it('stores the message with the consent date, mails it to the company and a copy to its sender (issue 20)', async () => {
    const company = (await list({ perPage: 1 })).body.items[0];
    const d = await detail(company.id);
    // Mails an earlier test queued (in a shuffled order) go out first and are not counted.
    await t.drain();
    const before = t.mails.length;
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.id}/contact`,
      payload: {
        contact: {
          name: 'Pedro Gómez',
          email: 'pedro@example.es',
          phone: '600111222',
          message: 'Quiero reformar mi cocina en Chamberí.',
          consent: true,
        },
      },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: MSG.contactSent });
    await t.drain();
    const sent = t.mails.slice(before);
    expect(sent).toHaveLength(2);
    const toCompany = sent.find((m) => m.to.includes(d.contact.email));
    const copy = sent.find((m) => m.to.includes('pedro@example.es'));
    expect(toCompany?.raw).toContain('pedro@example.es');
    // Why each one gets it, and how to stop.
    expect(toCompany?.raw).toContain('Recibes este correo porque es el correo de contacto');
    expect(copy?.raw).toContain('Copia de tu mensaje');
    expect(copy?.raw).toContain('Quiero reformar mi cocina');
    expect(copy?.raw).toContain('Si no fuiste t');
    const stored = await t.database.db.execute(
      sql`select consent_at is not null as consent from contact_messages where company_id = ${company.id}::uuid and email = 'pedro@example.es'`,
    );
    expect(stored.rows).toEqual([{ consent: true }]);
  });

  it('a call without the consent (SPEC §7 body) is stored with no consent date; consent false is refused and nothing stored', async () => {
    const company = (await list({ perPage: 1 })).body.items[0];
    const send = (contact: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/v1/companies/${company.id}/contact`, payload: { contact } });
    const base = { name: 'Ana Ruiz', email: 'ana.consent@example.es', message: 'Presupuesto para un tejado.' };
    expect((await send(base)).statusCode).toBe(200);
    const refused = await send({ ...base, email: 'ana.no@example.es', consent: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ message: MSG.consentRequired })]);
    const blank = await send({ ...base, email: 'ana.blank@example.es', message: '   \n\t ', consent: true });
    expect(blank.statusCode).toBe(400);
    const rows = await t.database.db.execute(
      sql`select email, consent_at is null as no_consent from contact_messages where email like 'ana.%@example.es' order by email`,
    );
    expect(rows.rows).toEqual([{ email: 'ana.consent@example.es', no_consent: true }]);
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

describe('what a failure leaves behind', () => {
  it('a refused image removes the images already stored by the same request', async () => {
    const u = await registerUser(t.app);
    const body = companyPayload({
      images: [
        { type: 'Photo', content: await pngDataUrl(800, 300) },
        { type: 'Logo', content: `data:image/png;base64,${Buffer.from('no soy una imagen').toString('base64')}` },
      ],
    });
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: u.headers, payload: body });
    expect(r.statusCode).toBe(400);
    const folder = join(t.dataDir, 'uploads', 'companies', body.id);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });
});
