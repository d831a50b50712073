import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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
      payload: { id: randomUUID(), project: { title: 'Ático' } },
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
        project: {
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
      payload: { project: { title: 'Reforma en Chamberí', images: [] } },
    });
    expect(patched.json()).toMatchObject({ title: 'Reforma en Chamberí', year: 2024, images: [] });
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);

    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${id}`,
      headers: u.headers,
      payload: { project: { province: 99, year: 'antiguo' } },
    });
    expect(bad.statusCode).toBe(400);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/projects/${id}`, headers: u.headers });
    expect(del.json()).toEqual({ message: MSG.projectDeleted });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: u.headers })).json().total).toBe(0);
  });

  it('a project with two photos answers once they are stored; their copies come from the job after the answer (issue 22)', async () => {
    const u = await ownerWithCompany();
    const id = randomUUID();
    const photo = await pngDataUrl(1600, 1000);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: u.headers,
      payload: { id, project: { title: 'Baño en Gràcia', images: [{ content: photo }, { content: photo }] } },
    });
    expect(created.statusCode).toBe(200);
    const urls = created.json().images as string[];
    expect(urls).toHaveLength(2);
    const file = (url: string) => join(t.dataDir, url);
    const copy = (url: string, w: number) => url.replace(/\.webp$/, `-${w}w.webp`);
    // The answer did not wait for the copies; meanwhile a copy's URL is the photo.
    for (const url of urls) {
      expect(existsSync(file(url))).toBe(true);
      expect(existsSync(file(copy(url, 480)))).toBe(false);
    }
    const early = await t.app.inject({ url: copy(urls[0] ?? '', 480) });
    expect([early.statusCode, early.headers.location]).toEqual([302, urls[0]]);
    await t.drain();
    for (const url of urls) for (const w of [480, 960]) expect(existsSync(file(copy(url, w)))).toBe(true);
    expect((await t.app.inject({ url: copy(urls[0] ?? '', 480) })).statusCode).toBe(200);

    // One photo refused: the other one, stored beside it, goes too; the project keeps its photos.
    const before = readdirSync(join(t.dataDir, 'uploads', 'companies', u.companyId, 'projects')).sort();
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${id}`,
      headers: u.headers,
      payload: { project: { images: [{ content: photo }, { content: 'data:image/png;base64,bm8gZXMgdW5hIGltYWdlbg==' }] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(readdirSync(join(t.dataDir, 'uploads', 'companies', u.companyId, 'projects')).sort()).toEqual(before);
    await t.drain();
    expect(readdirSync(join(t.dataDir, 'uploads', 'companies', u.companyId, 'projects')).sort()).toEqual(before);
  });

  it('refuses a duplicate client id and a missing title', async () => {
    const u = await ownerWithCompany();
    const id = randomUUID();
    await t.app.inject({ method: 'POST', url: '/api/v1/projects', headers: u.headers, payload: { id, project: { title: 'Nave' } } });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/projects', headers: u.headers, payload: { id, project: { title: 'Nave 2' } } }))
        .statusCode,
    ).toBe(409);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: u.headers,
      payload: { id: randomUUID(), project: {} },
    });
    expect(r.json().errors[0].field).toBe('Título');
  });
});

describe('another user', () => {
  it('can neither edit nor delete a project of someone else', async () => {
    const owner = await ownerWithCompany();
    const id = randomUUID();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: owner.headers,
      payload: { id, project: { title: 'Nave en Getafe' } },
    });
    expect(created.statusCode).toBe(200);
    const stranger = await ownerWithCompany();
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${id}`,
      headers: stranger.headers,
      payload: { project: { title: 'Mío' } },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ errors: MSG.projectNotFound });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/projects/${id}`, headers: stranger.headers })).statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: owner.headers });
    expect(mine.json().items).toMatchObject([{ id, title: 'Nave en Getafe' }]);
  });
});

describe('races', () => {
  it('a project created while its company is deleted answers 404, not 500', async () => {
    const u = await ownerWithCompany();
    // The company goes between the ownership check and the insert.
    const results = await Promise.all([
      t.app.inject({ method: 'DELETE', url: '/api/v1/company', headers: u.headers }),
      ...Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/projects',
          headers: u.headers,
          payload: { id: randomUUID(), project: { title: 'Obra' } },
        }),
      ),
    ]);
    for (const r of results) expect([200, 400, 404]).toContain(r.statusCode);
  });
});
