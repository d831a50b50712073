import { randomUUID } from 'node:crypto';
import { MSG } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, createTestApp, pngDataUrl, registerUser, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ownerWithCompany() {
  const u = await registerUser(t.app);
  const company = companyPayload();
  await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: u.headers, payload: company });
  return { ...u, companyId: company.id };
}

describe('projects', () => {
  it('needs a company first', async () => {
    const u = await registerUser(t.app);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: u.headers,
      payload: { id: randomUUID(), title: 'Ático' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ errors: MSG.noCompany });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/projects' })).statusCode).toBe(401);
  });

  it('creates, lists, edits and deletes the portfolio, shown on the company page', async () => {
    const u = await ownerWithCompany();
    const id = randomUUID();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: u.headers,
      payload: {
        id,
        title: 'Reforma integral en Chamberí',
        description: 'Piso de 120 m²',
        province: 28,
        year: 2024,
        building: 2,
        construction: 2,
        budget: 85000,
        area: 120,
        images: [{ content: await pngDataUrl(1200, 800) }],
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      id,
      title: 'Reforma integral en Chamberí',
      province: { id: 28, name: 'Madrid' },
      building: { id: 2 },
      year: 2024,
    });
    const photo = created.json().images[0] as string;
    expect(photo).toMatch(/^\/uploads\/companies\/.+\.webp$/);

    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: u.headers });
    expect(listed.json()).toMatchObject({ total: 1, items: [{ id }] });
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${u.companyId}` });
    expect(page.json().projects.map((p: { id: string }) => p.id)).toEqual([id]);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${id}`,
      headers: u.headers,
      payload: { title: 'Reforma en Chamberí', images: [] },
    });
    expect(patched.json()).toMatchObject({ title: 'Reforma en Chamberí', year: 2024, images: [] });
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);

    const stranger = await ownerWithCompany();
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/v1/projects/${id}`, headers: stranger.headers, payload: { title: 'Mío' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/projects/${id}`, headers: stranger.headers })).statusCode).toBe(404);

    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${id}`,
      headers: u.headers,
      payload: { province: 99, year: 'antiguo' },
    });
    expect(bad.statusCode).toBe(400);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/projects/${id}`, headers: u.headers });
    expect(del.json()).toEqual({ message: MSG.projectDeleted });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: u.headers })).json().total).toBe(0);
  });

  it('refuses a duplicate client id and a missing title', async () => {
    const u = await ownerWithCompany();
    const id = randomUUID();
    await t.app.inject({ method: 'POST', url: '/api/v1/projects', headers: u.headers, payload: { id, title: 'Nave' } });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/projects', headers: u.headers, payload: { id, title: 'Nave 2' } })).statusCode,
    ).toBe(409);
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/projects', headers: u.headers, payload: { id: randomUUID() } });
    expect(r.json().errors[0].field).toBe('Título');
  });
});
