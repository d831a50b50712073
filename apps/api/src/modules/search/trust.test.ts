/**
 * Issue 19 in the search read model, against the database: ratings order and filter the listing
 * ("Mejor valoradas", "4★ o más"), verified credentials filter it and show on the cards while
 * they have not expired, a company a moderator hides leaves every public read (listing, detail,
 * suggestions, sitemap) and comes back when shown, and a review of one company keeps the cached
 * answers of the others.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { ADMIN_ROLE, COMPANY_MODERATION_TEXTS as T, encodeFilter, MODERATION_MSG } from '@cimenta/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { moderationRepo } from '../moderation/repo';
import { dateOfDay, today } from './trust';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerUser>>;
let someone: Awaited<ReturnType<typeof registerUser>>;
const owners: Record<string, Awaited<ReturnType<typeof registerUser>>> = {};
const ids: Record<string, string> = {};

type Card = {
  id: string;
  name: string;
  rating: { average: number; count: number } | null;
  badges: { kind: string; expiresOn: string | null }[];
};
const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
const list = async (query: Record<string, string>) => {
  const r = await api('GET', `/companies?${new URLSearchParams({ search: 'Fiabilidad', perPage: '50', ...query })}`);
  expect(r.statusCode).toBe(200);
  return r.json() as { items: Card[]; total: number };
};
const names = (l: { items: Card[] }) => l.items.map((c) => c.name.split(' ')[1]);
const run = (q: ReturnType<typeof sql>) => t.database.db.execute(q);

/** Published reviews with these overall stars (through an invitation each, as the review flow stores them). */
async function review(company: string, stars: number[]) {
  for (const s of stars) {
    const inv = randomUUID();
    const email = `cliente.${randomBytes(4).toString('hex')}@example.es`;
    await run(sql`INSERT INTO review_invitations (id, company_id, email, name, token_hash, expires_at)
      VALUES (${inv}::uuid, ${ids[company]}::uuid, ${email}, 'Ana López', ${randomBytes(16).toString('hex')}, now() + interval '60 days')`);
    await run(sql`INSERT INTO reviews (id, company_id, invitation_id, email, author, rating, quality, deadlines, price, body, activity_id, finished)
      VALUES (${randomUUID()}::uuid, ${ids[company]}::uuid, ${inv}::uuid, ${email}, 'Ana L.', ${s}, ${s}, ${s}, ${s},
        ${'Trabajo terminado a tiempo y con buen acabado; volvería a contratarlos sin dudarlo.'}, 201, '2026-03-01')`);
  }
}

async function credential(company: string, kind: string, status: string, expires: string | null) {
  await run(sql`INSERT INTO company_credentials (id, company_id, kind, status, expires_on)
    VALUES (${randomUUID()}::uuid, ${ids[company]}::uuid, ${kind}, ${status}, ${expires}::date)`);
}

const sync = () => t.app.services.search.sync();

beforeAll(async () => {
  t = await createTestApp({ demo: 40 });
  admin = await registerUser(t.app, { name: 'Moderadora' });
  someone = await registerUser(t.app);
  expect(await moderationRepo(t.database.db).grantAdmin(admin.email, ADMIN_ROLE)).toBe(true);
  for (const n of ['Alfa', 'Beta', 'Gamma', 'Delta']) {
    owners[n] = await registerUser(t.app);
    const body = companyPayload({ name: `Fiabilidad ${n}` });
    expect((await api('POST', '/companies', owners[n].headers, body)).statusCode).toBe(200);
    ids[n] = body.id;
  }
  // Alfa: one review of 5★. Beta: ten reviews, 4,8 on average. Gamma: none. Delta: three of 3★.
  await review('Alfa', [5]);
  await review('Beta', [5, 5, 5, 5, 5, 5, 5, 5, 4, 4]);
  await review('Delta', [3, 3, 3]);
  const d = today();
  await credential('Alfa', 'insurance', 'verified', dateOfDay(d + 400));
  await credential('Beta', 'insurance', 'verified', dateOfDay(d - 1));
  await credential('Gamma', 'rea', 'verified', null);
  await credential('Delta', 'insurance', 'pending', dateOfDay(d + 400));
  await credential('Delta', 'cif', 'rejected', null);
  await sync();
});
afterAll(() => t.close());

describe('ratings and credentials in the read model', () => {
  it('"Mejor valoradas" ranks by the Bayesian average: many good reviews beat one perfect one; unrated last', async () => {
    expect(names(await list({ order: 'rating' }))).toEqual(['Beta', 'Alfa', 'Delta', 'Gamma']);
  });

  it('cards carry the average (one decimal) and count, and the credentials valid today with their expiry', async () => {
    const cards = new Map((await list({})).items.map((c) => [c.name, c]));
    expect(cards.get('Fiabilidad Beta')?.rating).toEqual({ average: 4.8, count: 10 });
    expect(cards.get('Fiabilidad Gamma')?.rating).toBeNull();
    expect(cards.get('Fiabilidad Alfa')?.badges).toEqual([{ kind: 'insurance', expiresOn: dateOfDay(today() + 400) }]);
    // Expired yesterday, pending and rejected: no badge.
    expect(cards.get('Fiabilidad Beta')?.badges).toEqual([]);
    expect(cards.get('Fiabilidad Delta')?.badges).toEqual([]);
    expect(cards.get('Fiabilidad Gamma')?.badges).toEqual([{ kind: 'rea', expiresOn: null }]);
  });

  it('filters by minimum rating and by a verified credential valid today, with exact totals', async () => {
    const four = await list({ filter: encodeFilter({ minRating: 4 }), order: 'rating' });
    expect(names(four)).toEqual(['Beta', 'Alfa']);
    expect(four.total).toBe(2);
    expect(names(await list({ filter: encodeFilter({ minRating: 3 }), order: 'rating' }))).toEqual(['Beta', 'Alfa', 'Delta']);
    const verified = await list({ filter: encodeFilter({ verified: true }), order: 'name' });
    expect(names(verified)).toEqual(['Alfa', 'Gamma']);
    // Both, over the whole catalogue (no text): Alfa only of the four.
    const both = await api(
      'GET',
      `/companies?${new URLSearchParams({ filter: encodeFilter({ verified: true, minRating: 4 }), perPage: '100' })}`,
    );
    const listed = both.json().items.map((c: Card) => c.name);
    expect(listed).toContain('Fiabilidad Alfa');
    for (const n of ['Beta', 'Gamma', 'Delta']) expect(listed).not.toContain(`Fiabilidad ${n}`);
  });

  it('refuses a minimum rating outside 1–5 in the §8 shape', async () => {
    const r = await api('GET', `/companies?filter=${encodeURIComponent(encodeFilter({ minRating: 9 } as never))}`);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0]).toMatchObject({ field: expect.any(String), message: expect.any(String) });
  });

  it('a new review moves the company at once (the feed) and a removed one takes its stars away', async () => {
    await review('Gamma', [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    await sync();
    expect(names(await list({ order: 'rating' }))).toEqual(['Beta', 'Gamma', 'Alfa', 'Delta']);
    await run(sql`UPDATE reviews SET status = 'removed' WHERE company_id = ${ids.Gamma}::uuid`);
    await sync();
    expect(names(await list({ order: 'rating' }))).toEqual(['Beta', 'Alfa', 'Delta', 'Gamma']);
  });
});

describe('a review or credential of one company keeps the cached answers of the others (issue 17/19)', () => {
  it('pages, text readings and suggestions not about the company are kept; the page showing it is not', async () => {
    const search = t.app.services.search;
    const alone = { search: 'Fiabilidad Delta', order: 'rating' as const };
    const others = { filter: encodeFilter({ verified: true }), order: 'name' as const };
    const withAlfa = { search: 'Fiabilidad', order: 'rating' as const };
    const a1 = await search.list(alone);
    const o1 = await search.list(others);
    const w1 = await search.list(withAlfa);
    const s1 = await search.suggest('fiab');
    await review('Alfa', [1]);
    await credential('Alfa', 'rea', 'verified', null);
    await sync();
    // Delta's text page and the verified listing (Alfa is in it!) — the first kept, the second not.
    expect(await search.list(alone)).toBe(a1);
    expect(await search.suggest('fiab')).toBe(s1);
    const w2 = await search.list(withAlfa);
    expect(w2).not.toBe(w1);
    expect(w2.items.find((c) => c.name === 'Fiabilidad Alfa')?.rating).toEqual({ average: 3, count: 2 });
    const o2 = await search.list(others);
    expect(o2).not.toBe(o1);
    expect(o2.items.find((c) => c.name === 'Fiabilidad Alfa')?.badges?.map((b) => b.kind)).toEqual(['insurance', 'rea']);
    // A review of Delta now: the verified listing (no Delta in it) is kept.
    await review('Delta', [5]);
    await sync();
    expect(await search.list(others)).toBe(o2);
    // Put the four companies back as the other tests expect them, in whatever order they run.
    await run(
      sql`UPDATE reviews SET status = 'removed' WHERE (company_id = ${ids.Alfa}::uuid AND rating = 1) OR (company_id = ${ids.Delta}::uuid AND rating = 5)`,
    );
    await run(sql`DELETE FROM company_credentials WHERE company_id = ${ids.Alfa}::uuid AND kind = 'rea'`);
    await sync();
  });
});

describe('hiding a company (/admin "Empresas")', () => {
  it('is for moderators only: anyone else gets a Spanish 403, a visitor a 401', async () => {
    for (const [method, url, body] of [
      ['GET', '/admin/companies?search=fiab', undefined],
      ['POST', `/admin/companies/${ids.Gamma}/decision`, { action: 'hide', reason: 'Empresa inexistente' }],
    ] as const) {
      const denied = await api(method, url, someone.headers, body);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json()).toEqual({ errors: MODERATION_MSG.notAdmin });
      expect((await api(method, url, undefined, body)).statusCode).toBe(401);
    }
    expect((await api('GET', `/companies/${ids.Gamma}`)).statusCode).toBe(200);
  });

  it('needs a reason to hide; an unknown company is a 404; nothing is stored', async () => {
    const companyDecisions = async () =>
      (await api('GET', '/admin/decisions', admin.headers))
        .json()
        .items.filter((d: { subjectType: string }) => d.subjectType === 'company');
    const before = await companyDecisions();
    const noReason = await api('POST', `/admin/companies/${ids.Gamma}/decision`, admin.headers, { action: 'hide' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ field: 'Motivo', message: T.reasonRequired }]);
    const unknown = await api('POST', `/admin/companies/${randomUUID()}/decision`, admin.headers, { action: 'hide', reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    const bad = await api('POST', `/admin/companies/${ids.Gamma}/decision`, admin.headers, { action: 'borrar', reason: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((await api('GET', `/companies/${ids.Gamma}`)).statusCode).toBe(200);
    expect(await companyDecisions()).toEqual(before);
  });

  it('a hidden company leaves the listing, its page, the suggestions and the sitemap; its owner still sees it; shown, it is back', async () => {
    const found = (await api('GET', '/admin/companies?search=FIABILIDAD gam', admin.headers)).json();
    expect(found.items).toEqual([expect.objectContaining({ id: ids.Gamma, name: 'Fiabilidad Gamma', hiddenAt: null })]);
    const hide = await api('POST', `/admin/companies/${ids.Gamma}/decision`, admin.headers, { action: 'hide', reason: 'Datos falsos' });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ message: T.hiddenDone });
    expect(
      (await api('POST', `/admin/companies/${ids.Gamma}/decision`, admin.headers, { action: 'hide', reason: 'otra vez' })).statusCode,
    ).toBe(409);

    const page = await api('GET', `/companies/${ids.Gamma}`);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ errors: expect.any(String) });
    expect(names(await list({}))).not.toContain('Gamma');
    expect((await list({})).total).toBe(3);
    const all = await api('GET', '/companies?perPage=100&facets=true');
    expect(all.json().items.map((c: Card) => c.id)).not.toContain(ids.Gamma);
    const suggest = await api('GET', '/suggest?q=fiabilidad gamma');
    expect(JSON.stringify(suggest.json())).not.toContain(ids.Gamma);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemaps/companies-1.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain(ids.Gamma);
    expect(sitemap.body).toContain(ids.Alfa);
    // Its reviews and its contact form are 404s too.
    expect((await api('GET', `/companies/${ids.Gamma}/reviews`)).statusCode).toBe(404);
    expect((await api('GET', `/companies/${ids.Alfa}/reviews`)).statusCode).toBe(200);
    const contact = await api('POST', `/companies/${ids.Gamma}/contact`, undefined, {
      contact: { name: 'Ana', email: 'ana@example.es', message: 'Quiero un presupuesto.' },
    });
    expect(contact.statusCode).toBe(404);
    // Its owner still sees and edits it, told that it is hidden.
    const me = (await api('GET', '/users', owners.Gamma.headers)).json();
    expect(me.company).toMatchObject({ id: ids.Gamma, hidden: true });
    const edit = await api('PUT', `/companies/${ids.Gamma}`, owners.Gamma.headers, { description: 'Nueva descripción de la empresa.' });
    expect(edit.statusCode).toBe(200);
    expect((await api('GET', `/companies/${ids.Gamma}`)).statusCode).toBe(404);

    const show = await api('POST', `/admin/companies/${ids.Gamma}/decision`, admin.headers, { action: 'show' });
    expect(show.json()).toEqual({ message: T.shownDone });
    expect((await api('GET', `/companies/${ids.Gamma}`)).statusCode).toBe(200);
    expect(names(await list({}))).toContain('Gamma');
    expect(JSON.stringify((await api('GET', '/suggest?q=fiabilidad gamma')).json())).toContain(ids.Gamma);
    expect((await api('GET', '/users', owners.Gamma.headers)).json().company.hidden).toBeUndefined();

    const log = (await api('GET', '/admin/decisions', admin.headers)).json();
    const mine = log.items.filter((d: { subjectId: string }) => d.subjectId === ids.Gamma);
    expect(mine.map((d: { action: string; reason: string | null; moderator: string }) => [d.action, d.reason, d.moderator])).toEqual([
      ['show', null, admin.email],
      ['hide', 'Datos falsos', admin.email],
    ]);
  });
});
