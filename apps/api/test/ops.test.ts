/**
 * Operations (issue 18): liveness and readiness probes, one JSON log line per request with its
 * id, and migrations that instances starting together apply once (advisory lock, PostgreSQL).
 */
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { createTestApp, freshPostgres, type TestApp, usingPostgres } from './helper';

const webDist = resolve(import.meta.dirname, '../../web/dist');
const logs: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ demo: 5, webDist, logStream });
});
afterAll(() => t?.close());

describe('probes', () => {
  it('/healthz answers while the process lives', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 when the database, migrations, search model and a rendered page are there, 503 once draining', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(r.json()).toEqual({ status: 'ready', checks: { shutdown: 'ok', database: 'ok', migrations: 'ok', search: 'ok', render: 'ok' } });
    expect(r.statusCode).toBe(200);
    t.app.lifecycle.draining = true;
    try {
      const d = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(d.statusCode).toBe(503);
      expect(d.json().checks.shutdown).toBe('cerrando');
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('answers sent once a shutdown has begun close their connection; before, they keep it', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(before.headers.connection).not.toBe('close');
    t.app.lifecycle.draining = true;
    try {
      // A request in flight at SIGTERM: its keep-alive connection would otherwise hold the process open.
      const during = await t.app.inject({ method: 'GET', url: '/api/v1/activities' });
      expect(during.headers.connection).toBe('close');
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('/readyz is 503 and says why when a migration is missing', async () => {
    const last = (
      await t.database.db.execute(
        sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING id, hash, created_at`,
      )
    ).rows[0] as { id: number; hash: string; created_at: string };
    const r = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(r.statusCode).toBe(503);
    expect(r.json().checks.migrations).toBe('migraciones pendientes');
    await t.database.db.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last.id}, ${last.hash}, ${last.created_at})`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('request log', () => {
  it('one JSON line per request, with the id the proxy sent (echoed) and no query string', async () => {
    const before = logs.length;
    const r = await t.app.inject({ method: 'GET', url: '/api/v1/companies?search=secreto', headers: { 'x-request-id': 'proxy-abc.123' } });
    expect(r.headers['x-request-id']).toBe('proxy-abc.123');
    const lines = logs
      .slice(before)
      .map((l) => JSON.parse(l))
      .filter((l) => l.reqId === 'proxy-abc.123');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'respuesta', method: 'GET', path: '/api/v1/companies', status: 200 });
    const other = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'x'.repeat(65) } });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics', () => {
  it('count requests per route pattern (never the raw URL) and the queue per state', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/companies/00000000-0000-4000-8000-000000000000' });
    const text = await t.app.metrics.registry.metrics();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/companies\/:id",status="404"\} [1-9]/);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toContain('# TYPE job_queue_jobs gauge');
    expect(text).toContain('process_resident_memory_bytes');
    // The read model's lag behind the change feed, once it has read it (issue 18).
    const lag = /^search_feed_lag_seconds ([\d.e+-]+)$/m.exec(await t.app.metrics.registry.metrics())?.[1];
    expect(Number(lag)).toBeGreaterThanOrEqual(0);
    expect(Number(lag)).toBeLessThan(600);
    // How the model loaded at start: from the database (no snapshot in tests), in some seconds (issue 17).
    expect(text).toMatch(/^search_model_start_seconds\{from="database"\} [\d.e+-]+$/m);
    // The caches against their share of the memory budget (issue 17): a listing read fills the cards'.
    await t.app.inject({ method: 'GET', url: '/api/v1/companies' });
    const after = await t.app.metrics.registry.metrics();
    expect(Number(/^cache_bytes\{cache="cards"\} (\d+)$/m.exec(after)?.[1])).toBeGreaterThan(0);
    expect(Number(/^cache_budget_bytes\{cache="cards"\} (\d+)$/m.exec(after)?.[1])).toBe(t.app.services.search.cacheBudget().of.cards);
  });
});

describe.runIf(usingPostgres)('migrations when instances start together', () => {
  it('four openers migrate the same fresh database at once under the lock: each succeeds, every migration once', async () => {
    const pgdb = await freshPostgres();
    const dbs = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: pgdb.url, poolSize: 2 })));
    try {
      await Promise.all(dbs.map((d) => d.exclusive(() => d.migrate())));
      for (const d of dbs) expect(await d.migrationsApplied()).toBe(true);
      const rows = (await dbs[0]?.db.execute(sql`SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash`))?.rows;
      expect((rows as { n: number }[]).every((r) => r.n === 1)).toBe(true);
    } finally {
      for (const d of dbs) await d.close();
      await pgdb.drop();
    }
  });
});
