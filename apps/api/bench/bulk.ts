/**
 * `npm run bench:bulk -w apps/api` (issue 17, "Bulk import"): 10,000 companies inserted in one
 * transaction into a database of a million, as an operator's import does it (plain SQL, every
 * trigger of the change feed firing: the companies and their four link tables), while a server
 * process on that database answers uncached listing reads (`uncached.ts`: each request a URL
 * never asked before). Prints the rate, p50 and p99 of the reads before, during (from BEGIN until
 * the server lists the 10,000) and after, when the 10,000 became visible through the server, then
 * the same for deleting them again (one transaction), and the server's RSS after the reads, after
 * the import and at the end (CACHE_MEMORY_MB is passed on: the caches' budget).
 *
 * BENCH_DATABASE_URL: a PostgreSQL database already loaded (`seed:large`); BENCH_DATA_DIR: the
 * server's DATA_DIR (its snapshot file, so that a second run starts in seconds; default
 * /tmp/cimenta-bulk); BENCH_BULK companies (10,000), BENCH_SECONDS a quiet phase (10).
 */
import { appendFileSync, existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { citiesByProvince, demoCompany } from '../src/db/seed/demo-data';
import { SNAPSHOT_FILE } from '../src/modules/search/snapshot';
import { type Measured, measure, startMeasure, startProcess, stop } from './proc';
import { uncachedPaths } from './uncached';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL (PostgreSQL, ya cargada con seed:large)');
const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/cimenta-bulk';
const N = Number(process.env.BENCH_BULK ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3970);
/** Far past any index `seed:large` gives: the bulk's companies never collide with the loaded ones. */
const FIRST = 90_000_000;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');
/** The status of one more uncached read (a phase's errors: which they are). */
async function probe(base: string, path: string): Promise<string> {
  const r = await fetch(`${base}${path}`);
  return r.ok ? '' : ` (a read now: ${r.status} ${(await r.text()).slice(0, 200)})`;
}
const row = (name: string, m: Measured) => `| ${name} | ${Math.round(m.rps)} | ${m.p50} | ${m.p99} | ${m.max} | ${m.errors} |`;

/** Companies the server lists (a kept answer holds only while no company changed: caches.ts). */
async function total(base: string): Promise<number> {
  const r = await fetch(`${base}/api/v1/companies?perPage=1`);
  return Number(((await r.json()) as { total: number }).total);
}

/** Polls the server's total until `until` holds; answers the seconds from `t0`. */
async function seen(base: string, until: (n: number) => boolean, t0: number): Promise<number> {
  while (!until(await total(base))) await new Promise((r) => setTimeout(r, 20));
  return (performance.now() - t0) / 1000;
}

/** Many rows as one JSON parameter (as the seed's `bulkInsert`). */
async function insert(c: pg.ClientBase, table: string, rows: Record<string, unknown>[]) {
  if (!rows.length) return;
  const cols = Object.keys(rows[0])
    .map((k) => `"${k}"`)
    .join(', ');
  await c.query(`INSERT INTO "${table}" (${cols}) SELECT ${cols} FROM json_populate_recordset(null::"${table}", $1::json)`, [
    JSON.stringify(rows),
  ]);
}
const snake = (o: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(o).map(([k, v]) => [k.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`), v instanceof Date ? v.toISOString() : v]),
  );

async function main() {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows: cities } = await db.query('SELECT id, name, province_id AS "provinceId" FROM cities');
  const { byProvince, capitals } = citiesByProvince(cities);
  const items = Array.from({ length: N }, (_, i) => demoCompany(FIRST + i, byProvince, capitals));
  const ids = items.map((c) => c.row.id);
  // A run stopped half-way leaves its companies: gone before the server starts.
  await db.query('DELETE FROM companies WHERE id = ANY($1::uuid[])', [ids]);
  const tables: [string, Record<string, unknown>[]][] = [
    ['companies', items.map((c) => snake({ ...c.row, searchText: c.searchText }))],
    ['company_activities', items.flatMap((c) => c.activityIds.map((activity_id) => ({ company_id: c.row.id, activity_id })))],
    ['company_zones', items.flatMap((c) => c.zoneIds.map((province_id) => ({ company_id: c.row.id, province_id })))],
    ['company_buildings', items.flatMap((c) => c.buildingIds.map((building_id) => ({ company_id: c.row.id, building_id })))],
    [
      'company_constructions',
      items.flatMap((c) => c.constructionIds.map((construction_id) => ({ company_id: c.row.id, construction_id }))),
    ],
  ];

  console.log(`bulk import of ${N} companies; load before: ${load()}`);
  const hadFile = existsSync(join(dataDir, 'search', SNAPSHOT_FILE));
  const s0 = performance.now();
  const server = await startProcess('src/server.ts', PORT, { DATABASE_URL: url, DATA_DIR: dataDir, SEARCH_SNAPSHOT: '1' });
  const base = `http://127.0.0.1:${PORT}`;
  // What the server logs (errors only) goes to BENCH_SERVER_LOG when given.
  const serverLog = process.env.BENCH_SERVER_LOG;
  if (serverLog) server.child.stdout?.on('data', (d: Buffer) => appendFileSync(serverLog, d));
  console.log(`server listening after ${((performance.now() - s0) / 1000).toFixed(1)} s, RSS ${server.rss().toFixed(0)} MB`);
  // A full load writes the snapshot file once it listens: the phases start after it.
  const file = join(dataDir, 'search', SNAPSHOT_FILE);
  if (!hadFile) {
    const t1 = performance.now();
    while (!existsSync(file)) await new Promise((r) => setTimeout(r, 200));
    console.log(`snapshot file written ${((performance.now() - t1) / 1000).toFixed(1)} s after listening`);
  }
  const paths = uncachedPaths(420_000, 29);
  let next = 0;
  const slice = (n: number) => {
    next += n;
    return paths.slice(next - n, next);
  };
  // Each phase printed as it ends too (a run stopped half-way keeps what it measured).
  const lines: string[] = [];
  const push = (l: string) => {
    lines.push(l);
    console.log(l);
  };
  try {
    await measure(PORT, slice(20_000), 3);
    const before = await total(base);
    const quiet = await measure(PORT, slice(60_000), SECONDS);
    push(row('before', quiet));
    const rssAfterReads = server.rss();
    console.log(`server RSS after ${next.toLocaleString('en')} uncached reads ${rssAfterReads.toFixed(0)} MB`);

    // The import: one transaction, then until the server lists every company of it.
    let reading = startMeasure(PORT, slice(100_000));
    let t0 = performance.now();
    await db.query('BEGIN');
    for (const [table, rows] of tables) await insert(db, table, rows);
    await db.query('COMMIT');
    const committed = (performance.now() - t0) / 1000;
    const visible = await seen(base, (n) => n >= before + N, performance.now());
    push(row('during the import (BEGIN → visible)', await reading.stop()));
    const rssAfterImport = server.rss();
    push(row('after the import', await measure(PORT, slice(60_000), SECONDS)));

    // And the same for deleting them.
    reading = startMeasure(PORT, slice(100_000));
    t0 = performance.now();
    await db.query('DELETE FROM companies WHERE id = ANY($1::uuid[])', [ids]);
    const deleted = (performance.now() - t0) / 1000;
    const gone = await seen(base, (n) => n <= before, performance.now());
    push(row('during the delete (→ gone)', await reading.stop()));
    push(row('after the delete', await measure(PORT, slice(60_000), SECONDS)) + (await probe(base, slice(1)[0])));
    console.log(
      `import: ${tables.reduce((n, [, r]) => n + r.length, 0)} rows in ${committed.toFixed(1)} s, all ${N} listed by the server ${visible.toFixed(2)} s after COMMIT; delete ${deleted.toFixed(1)} s, gone ${gone.toFixed(2)} s after it`,
    );
    console.log(
      `server RSS after the reads ${rssAfterReads.toFixed(0)} MB, after the import ${rssAfterImport.toFixed(0)} MB, at the end ${server.rss().toFixed(0)} MB; load after: ${load()}`,
    );
    console.log('\n| phase | req/s | p50 ms | p99 ms | max ms | errors |\n|---|---:|---:|---:|---:|---:|');
    for (const l of lines) console.log(l);
  } finally {
    await db.query('ROLLBACK').catch(() => {});
    await db.query('DELETE FROM companies WHERE id = ANY($1::uuid[])', [ids]).catch(() => {});
    await db.end();
    await stop(server.child);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
