/**
 * The change feed's guarantee (feed.ts, live.ts; issue 17), with two app instances on one
 * database (PGlite or PostgreSQL): no change is lost to a transaction that commits late, to
 * pruning or to a feed row that went missing; a reload swaps model and text engine together;
 * a write of this process is applied once; a read carrying a write's position sees the write
 * through any process.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyPayload, createTestApp, registerUser, type TestApp, usingPostgres } from '../../../test/helper';
import { buildApp, type BuildOptions } from '../../app';
import { covers, parseSnapshot } from './feed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: 60 });
});
afterAll(() => t.close());

type App = TestApp['app'];
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const rows = async <T>(q: ReturnType<typeof sql>) => (await exec(q)).rows as T[];

async function second(search?: BuildOptions['search']) {
  const app = await buildApp({ config: t.app.infra.config, database: t.database, logger: false, search });
  await app.ready();
  return app;
}
const detail = async (app: App, id: string, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url: `/api/v1/companies/${id}`, headers })).json() as { name: string };
const found = async (app: App, search: string, headers: Record<string, string> = {}) =>
  (
    (await app.inject({ method: 'GET', url: `/api/v1/companies?${new URLSearchParams({ search })}`, headers })).json() as {
      items: { id: string }[];
    }
  ).items.map((x) => x.id);
/** Waits for a condition the feed makes true, checking between turns of the event loop (not a sleep). */
async function until(cond: () => Promise<boolean>, ms = 5000) {
  const deadline = performance.now() + ms;
  while (!(await cond())) {
    if (performance.now() > deadline) return false;
    await new Promise((r) => setImmediate(r));
  }
  return true;
}
/** Companies of the demo, by id. */
const someIds = async (n: number, offset = 0) =>
  (await rows<{ id: string }>(sql`SELECT id FROM companies ORDER BY id LIMIT ${n} OFFSET ${offset}`)).map((r) => r.id);
const rename = (id: string, name: string) => exec(sql`UPDATE companies SET name = ${name}, updated_at = now() WHERE id = ${id}::uuid`);

describe('snapshots', () => {
  it('reads PostgreSQL snapshots and tells whether one covers another', () => {
    const s = (x: string) => parseSnapshot(x) ?? (null as never);
    expect(parseSnapshot('10:15:11,13')).toEqual({ xmin: 10n, xmax: 15n, xip: [11n, 13n] });
    expect(parseSnapshot('10:9:')).toBeNull();
    expect(parseSnapshot('x:1:')).toBeNull();
    // 12 and 14 committed as of 10:15:11,13; 11 and 13 were running.
    expect(covers(s('11:16:11,13'), s('10:15:11,13'))).toBe(true);
    expect(covers(s('11:16:11'), s('10:15:11,13'))).toBe(true);
    // 12 still running in the later one: it was read before 12 committed.
    expect(covers(s('10:15:11,12,13'), s('10:15:11,13'))).toBe(false);
    expect(covers(s('10:14:'), s('10:15:11,13'))).toBe(false);
  });
});

describe('the change feed across processes', { shuffle: false }, () => {
  it.skipIf(!usingPostgres)(
    'applies a change whose transaction stayed open past any timeout while later changes committed (PostgreSQL: PGlite has one connection)',
    async () => {
      const b = await second();
      const [held, later, last] = await someIds(3, 10);
      const pool = (t.database.db as unknown as { $client: { connect(): Promise<import('pg').PoolClient> } }).$client;
      const open = await pool.connect();
      // B keeps what it read: only the feed can change it.
      expect((await detail(b, held)).name).not.toBe('Retenida Larguísima');
      try {
        await open.query('BEGIN');
        await open.query(`UPDATE companies SET name = 'Retenida Larguísima', updated_at = now() WHERE id = $1`, [held]);
        // A later transaction takes a higher number and commits first: the other process shows it.
        await rename(later, 'Guardada Antes');
        expect(await until(async () => (await found(b, 'Guardada Antes')).includes(later))).toBe(true);
        // Longer than any gap timeout (the clock moves, nothing sleeps), and the feed read again.
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + 60_000);
        await rename(last, 'Guardada Después');
        expect(await until(async () => (await found(b, 'Guardada Después')).includes(last))).toBe(true);
        await open.query('COMMIT');
        expect(await until(async () => (await detail(b, held)).name === 'Retenida Larguísima')).toBe(true);
        expect(await found(b, 'Retenida Larguísima')).toContain(held);
      } finally {
        vi.useRealTimers();
        await open.query('ROLLBACK').catch(() => {});
        open.release();
        await b.close();
      }
    },
  );

  it('catches up a process stalled past the prune window: it reloads, and a new one starts with it', async () => {
    // B reads the feed only when told (a stalled process).
    const b = await second({ manual: true });
    try {
      // A change no update time shows (a work zone): only the feed or a reload carries it.
      const [{ id }] = await rows<{ id: string }>(
        sql`SELECT id FROM companies c WHERE NOT EXISTS (SELECT 1 FROM company_zones z WHERE z.company_id = c.id AND z.province_id = 52) ORDER BY id LIMIT 1`,
      );
      const filter = JSON.stringify([{ provinceName: 'Melilla' }]);
      const total = async (app: App) =>
        ((await app.inject({ method: 'GET', url: `/api/v1/companies?${new URLSearchParams({ filter })}` })).json() as { total: number })
          .total;
      const want = (await total(b)) + 1;
      await exec(sql`INSERT INTO company_zones (company_id, province_id) VALUES (${id}::uuid, 52)`);
      expect(await until(async () => (await total(t.app)) === want)).toBe(true);
      // Pruned past everything while B slept (as an hour of pruning by the others would).
      await exec(sql`DELETE FROM company_changes`);
      await exec(sql`UPDATE company_changes_pruned SET xid = pg_snapshot_xmax(pg_current_snapshot())`);
      await b.services.search.sync();
      expect(await total(b)).toBe(want);
      const c = await second({ manual: true });
      expect(await total(c)).toBe(want);
      await c.close();
    } finally {
      await b.close();
    }
  }, 120_000);

  it('repairs by reconciliation what the feed never carried: a company changed or deleted without its feed row', async () => {
    const b = await second({ manual: true });
    try {
      const [changed, deleted] = await someIds(2, 30);
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE companies SET name = 'Reparada Por Conciliación', updated_at = now() WHERE id = ${changed}::uuid`);
        await tx.execute(sql`DELETE FROM companies WHERE id = ${deleted}::uuid`);
        await tx.execute(sql`DELETE FROM company_changes WHERE company_id IN (${changed}::uuid, ${deleted}::uuid)`);
      });
      await b.services.search.sync();
      expect(await found(b, 'Reparada Conciliación')).not.toContain(changed);
      expect(await b.services.search.reconcile()).toBeGreaterThanOrEqual(2);
      expect(await found(b, 'Reparada Conciliación')).toContain(changed);
      const ids = (
        (await b.inject({ method: 'GET', url: '/api/v1/companies?perPage=100' })).json() as { items: { id: string }[] }
      ).items.map((x) => x.id);
      expect(ids).not.toContain(deleted);
      expect(await b.services.search.reconcile()).toBe(0);
      // The process that wrote it repairs itself the same way.
      await t.app.services.search.reconcile();
    } finally {
      await b.close();
    }
  });

  it('counts as repaired only what the feed never carried, not committed changes it has not applied yet', async () => {
    const b = await second({ manual: true });
    try {
      await b.services.search.sync();
      // Committed with their feed rows, B not having read the feed since (as during a bulk import
      // applied in chunks): the feed applies them; one change without its feed row is the only miss.
      const [a, c, missed] = await someIds(3, 40);
      await rename(a, 'Pendiente Del Feed Uno');
      await rename(c, 'Pendiente Del Feed Dos');
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE companies SET name = 'Perdida Por El Feed', updated_at = now() WHERE id = ${missed}::uuid`);
        await tx.execute(sql`DELETE FROM company_changes WHERE company_id = ${missed}::uuid`);
      });
      expect(await b.services.search.reconcile()).toBe(1);
      expect(await found(b, 'Pendiente Feed Uno')).toContain(a);
      expect(await found(b, 'Pendiente Feed Dos')).toContain(c);
      expect(await found(b, 'Perdida Feed')).toContain(missed);
      expect(await b.services.search.reconcile()).toBe(0);
    } finally {
      await b.close();
    }
  });

  it('lands applies made during a full reload on the rows of the model they belong to', async () => {
    const b = await second({ manual: true });
    try {
      // Companies created after B loaded: B's rows are no longer in id order, a fresh load's are.
      for (let i = 0; i < 5; i++) {
        const me = await registerUser(t.app);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/companies',
          headers: me.headers,
          payload: companyPayload({ name: `Nueva Carrera ${i}` }),
        });
        expect(res.statusCode).toBe(200);
      }
      await b.services.search.sync();
      const ids = await someIds(12, 0);
      const reloading = b.services.search.reload();
      await Promise.all(
        ids.map(async (id, i) => {
          await rename(id, `Carrera Recarga Zq${i}x`);
          await b.services.search.changed([id]);
        }),
      );
      await reloading;
      for (const [i, id] of ids.entries()) {
        expect(await found(b, `zq${i}x`), `zq${i}x`).toEqual([id]);
        expect((await detail(b, id)).name).toBe(`Carrera Recarga Zq${i}x`);
      }
      // Every company is found by its own name, first.
      const all = await rows<{ id: string; name: string }>(sql`SELECT id, name FROM companies`);
      for (const c of all.slice(0, 40)) expect(await found(b, c.name), c.name).toContain(c.id);
    } finally {
      await b.close();
    }
  }, 120_000);

  it('applies a write of this process once, and a read carrying its position sees it through another process at once', async () => {
    // B would not read the feed for an hour on its own.
    const b = await second({ pollMs: 3_600_000 });
    try {
      const search = t.app.services.search;
      const me = await registerUser(t.app);
      const company = companyPayload({ name: 'Posición Primera' });
      const created = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: me.headers, payload: company });
      expect(created.statusCode).toBe(200);
      const version = search.stats().version;
      await search.sync();
      // The feed brought the same change again: not applied a second time.
      expect(search.stats().version).toBe(version);
      // B keeps the detail it read.
      expect((await detail(b, company.id)).name).toBe('Posición Primera');

      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/companies/${company.id}`,
        headers: me.headers,
        payload: { name: 'Posición Segunda' },
      });
      expect(put.statusCode).toBe(200);
      const cookie = String(put.headers['set-cookie']).split(';')[0];
      expect(cookie).toMatch(/^cimenta_pos=\d+-\d+-[\d.]*$/);
      // Without the position B answers what it has; with it, the write.
      expect((await detail(b, company.id)).name).toBe('Posición Primera');
      expect(await found(b, 'Posición Segunda')).not.toContain(company.id);
      expect((await detail(b, company.id, { cookie })).name).toBe('Posición Segunda');
      expect(await found(b, 'Posición Segunda', { cookie })).toContain(company.id);
      expect((await detail(t.app, company.id, { cookie })).name).toBe('Posición Segunda');
      // A read never waits on a position from the future longer than the bound, and answers.
      const far = await b.inject({
        method: 'GET',
        url: `/api/v1/companies/${company.id}`,
        headers: { cookie: 'cimenta_pos=99999999999-99999999999-' },
      });
      expect(far.statusCode).toBe(200);
      // Reads and failed writes set no position.
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/companies' })).headers['set-cookie']).toBeUndefined();
    } finally {
      await b.close();
    }
  });

  it('drops on a company change only its cards and details and the kept answers it can affect', async () => {
    const search = t.app.services.search;
    await search.sync();
    const [c] = await rows<{ id: string; type_id: number }>(sql`SELECT id, type_id FROM companies ORDER BY id LIMIT 1 OFFSET 40`);
    const [other] = await rows<{ id: string; type_id: number }>(
      sql`SELECT id, type_id FROM companies WHERE type_id <> ${c.type_id} ORDER BY id LIMIT 1`,
    );
    const mine = { filter: JSON.stringify([{ type: c.type_id }]), perPage: 100 };
    const theirs = { filter: JSON.stringify([{ type: other.type_id }]), perPage: 100 };
    const theirsFaceted = { ...theirs, facets: true };
    const a1 = await search.list(mine);
    const b1 = await search.list(theirs);
    const f1 = await search.list(theirsFaceted);
    const load = (id: string) => t.app.services.companies.get(id);
    const d1 = await search.detail(other.id, load);
    expect(await search.list(theirs)).toBe(b1);
    await rename(c.id, 'Cambio Acotado');
    await search.changed([c.id]);
    // Its own type's answer and its detail are new…
    const a2 = await search.list(mine);
    expect(a2).not.toBe(a1);
    expect(a2.items.map((x) => x.name)).toContain('Cambio Acotado');
    expect((await search.detail(c.id, load)).name).toBe('Cambio Acotado');
    // …another type's answer is kept, unless its facets count every type (the changed one too).
    expect(await search.list(theirs)).toBe(b1);
    expect(await search.detail(other.id, load)).toBe(d1);
    expect(await search.list(theirsFaceted)).not.toBe(f1);
    // A text answer is kept while no change touched what it read (text/footprint.ts)…
    const text1 = await search.list({ search: 'acotado' });
    expect(text1.items.map((x) => x.id)).toContain(c.id);
    await rename(other.id, 'Nombre Distinto');
    await search.changed([other.id]);
    expect(await search.list({ search: 'acotado' })).toBe(text1);
    // …and is new once a company gains one of its words.
    await rename(other.id, 'Acotado Segundo');
    await search.changed([other.id]);
    const text2 = await search.list({ search: 'acotado' });
    expect(text2).not.toBe(text1);
    expect(text2.items.map((x) => x.id)).toEqual(expect.arrayContaining([c.id, other.id]));
    // Moved into the other type: that answer changes too.
    await exec(sql`UPDATE companies SET type_id = ${other.type_id}, updated_at = now() WHERE id = ${c.id}::uuid`);
    await search.changed([c.id]);
    const b3 = await search.list(theirs);
    expect(b3).not.toBe(b1);
    expect(b3.items.map((x) => x.id)).toContain(c.id);
    expect((await search.list(mine)).items.map((x) => x.id)).not.toContain(c.id);
  });
});
