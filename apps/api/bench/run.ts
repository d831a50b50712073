/**
 * `npm run bench`: seeds N companies (default 100,000) into PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, into a fresh PostgreSQL database
 * (BENCH_PG_COMPANIES, default N). For each database it measures, in the same run:
 *  - the raw SQL each read cost before the read model (count + page + cards, as the
 *    listing ran it per request), straight on the database;
 *  - the real server (a child process, so autocannon does not share its event loop)
 *    on every public read: listings with filter combinations and orders, page 37 and
 *    the last page, text search, the home block, landing reads with facets, a detail,
 *    suggestions and a catalogue lookup;
 *  - cache misses (each request a listing URL not asked before), quiet and while 20 companies
 *    a second change through the API (of another server process on PostgreSQL; of the same
 *    one on PGlite, which one process holds) — issue 17;
 *  - a bare Fastify route, the floor of this machine at that moment.
 * Results go to BENCHMARKS.md between the bench markers. Loopback only; every run is bounded.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { type ListCriteria, companiesRepo } from '../src/modules/companies/repo';
import { apiDir, type Measured, measure, run, startProcess, stop } from './proc';
import { makeWriters, startWriting, uncachedPaths } from './uncached';

const root = join(apiDir, '../..');
const N = Number(process.env.BENCH_COMPANIES ?? process.argv[2] ?? 100_000);
const PG_N = Number(process.env.BENCH_PG_COMPANIES ?? N);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const WARM = 2;
const SQL_SECONDS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BARE_PORT = PORT + 1;

type Row = { call: string } & Measured;
type SqlRow = { rps: number; p50: number; p99: number };
type Result = {
  db: string;
  n: number;
  rows: (Row & { sql?: SqlRow })[];
  bare: Row;
  seedSeconds: number;
  startSeconds: number;
  rss: number;
  load: string;
};

const enc = encodeURIComponent;
const f = (filter: Record<string, unknown>) => enc(JSON.stringify([filter]));
const PROVINCES = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Zaragoza', 'Málaga', 'Murcia', 'Bizkaia'];
const WORDS = [
  'reformas',
  'cocina',
  'fontanería',
  'tejados',
  'madrid',
  'construcciones',
  'aerotermia',
  'fachadas sate',
  'arquitectos',
  'pladur',
];
const ORDERS = ['name', '-name', 'newest', undefined] as const;
const HOSTILE = [
  'reformas '.repeat(56).slice(0, 500),
  Array.from({ length: 50 }, (_, i) => ['pintor', 'tejados', 'goteras', 'en', 'sevilla', 'refromas', 'xq'][i % 7]).join(' '),
  "!reformas & (madrid | 'sevilla') : * \\ \" ( ) !! &&",
  'fontanero 😀😀 \u0000 baño %_ "cocina"',
  'a'.repeat(500),
  'ñ á é í ó ú ü ç · — ¿? ¡! '.repeat(18).slice(0, 480),
];
const SUGGEST_WORDS = [
  'fontanero',
  'pintor',
  'reformas baño',
  'sevilla',
  'tejados',
  'aerotermia',
  'pladur',
  'electricista',
  'albañil',
  'placas solares',
  'cocinas',
  'valencia',
  'carpintería',
  'impermeabilización',
  'constructora madrid',
  'fachadas',
  'arquitecto',
  'climatización',
  'ventanas',
  'refromas',
  'piscinas',
  'málaga',
  'reformas garcía',
  'escayolista',
];

/** One request of a scenario and, when it has one, the SQL the listing used to run for it. */
type Req = { path: string; criteria?: ListCriteria; detail?: string };
type Scenario = { name: string; reqs: Req[] };
type Ref = { province: Map<string, number>; city: Map<string, number[]>; ids: string[]; pages: (filter: string) => Promise<number> };

async function scenarios(ref: Ref): Promise<Scenario[]> {
  const zone = (p: string) => [ref.province.get(p) as number];
  const list = (filter: Record<string, unknown>, extra: Partial<ListCriteria> = {}): ListCriteria => ({
    typeId: filter.type as number | undefined,
    parentIds: filter.parent === undefined ? undefined : [filter.parent as number],
    employeeIds: filter.employees as number[] | undefined,
    budget: filter.budget as ListCriteria['budget'],
    zoneProvinceIds: filter.provinceName ? zone(filter.provinceName as string) : undefined,
    order: 'newest',
    limit: 20,
    offset: 0,
    ...extra,
  });
  const deepFilters = PROVINCES.slice(0, 4).map((p, i) => ({ type: (i % 3) + 1, provinceName: p }));
  const lastPages = await Promise.all(deepFilters.map((x) => ref.pages(JSON.stringify([x]))));
  const combos: Req[] = [];
  for (let i = 0; i < 24; i++) {
    const filter: Record<string, unknown> = { type: (i % 4) + 1 };
    if (i % 2) filter.employees = [1 + (i % 3), 2 + (i % 3)];
    if (i % 3 === 0) filter.provinceName = PROVINCES[i % PROVINCES.length];
    if (i % 4 === 1) filter.parent = [1, 2, 3, 4, 5][i % 5];
    const order = ORDERS[i % ORDERS.length];
    const page = 1 + (i % 5);
    combos.push({
      path: `/api/v1/companies?filter=${f(filter)}&page=${page}${order ? `&order=${order}` : ''}`,
      criteria: list(filter, { order: order ?? 'newest', offset: (page - 1) * 20 }),
    });
  }
  return [
    {
      name: 'listing: type + province + budget, pages 1–3',
      reqs: PROVINCES.map((p, i) => {
        const filter = { type: (i % 4) + 1, provinceName: p, budget: { min: 50000, max: 1000000 } };
        return { path: `/api/v1/companies?filter=${f(filter)}&page=${(i % 3) + 1}`, criteria: list(filter, { offset: (i % 3) * 20 }) };
      }),
    },
    { name: 'listing: 24 filter combinations × 4 orders, pages 1–5', reqs: combos },
    {
      name: 'listing: page 37',
      reqs: deepFilters.map((x) => ({ path: `/api/v1/companies?filter=${f(x)}&page=37`, criteria: list(x, { offset: 36 * 20 }) })),
    },
    {
      name: 'listing: last page',
      reqs: deepFilters.map((x, i) => ({
        path: `/api/v1/companies?filter=${f(x)}&page=${lastPages[i]}&order=name`,
        criteria: list(x, { order: 'name', offset: (lastPages[i] - 1) * 20 }),
      })),
    },
    {
      name: 'text search',
      reqs: WORDS.map((w) => ({
        path: `/api/v1/companies?search=${enc(w)}`,
        criteria: { text: w, order: 'relevance', limit: 20, offset: 0 },
      })),
    },
    {
      name: 'home block (4 of a city)',
      reqs: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Zaragoza'].map((c) => ({
        path: `/api/v1/companies?perPage=4&cityName=${c}`,
        criteria: ref.province.has(c)
          ? { zoneProvinceIds: zone(c), order: 'newest', limit: 4, offset: 0 }
          : { cityIds: ref.city.get(c.toLowerCase()) ?? [0], order: 'newest', limit: 4, offset: 0 },
      })),
    },
    {
      name: 'landing: type + province, with facets',
      reqs: PROVINCES.map((p, i) => {
        const filter = { type: (i % 4) + 1, provinceName: p };
        return { path: `/api/v1/companies?filter=${f(filter)}&facets=true`, criteria: list(filter) };
      }),
    },
    {
      name: 'results page: filters + facets, pages 1–5',
      reqs: combos.map((r) => ({ ...r, path: `${r.path}&facets=true` })),
    },
    { name: 'company detail', reqs: ref.ids.map((id) => ({ path: `/api/v1/companies/${id}`, detail: id })) },
    {
      name: 'landing page (GET /landing/…, counts and links included)',
      reqs: PROVINCES.flatMap((p, i) => {
        const province = p.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
        const type = ['constructora', 'reformas', 'instaladora', 'arquitectura-ingenieria'][i % 4];
        const service = ['obra-nueva', 'reformas-integrales', 'fachadas', 'instalaciones'][i % 4];
        return [{ path: `/api/v1/landing/empresas/${type}/${province}` }, { path: `/api/v1/landing/servicios/${service}/${province}` }];
      }),
    },
    {
      // Every keystroke of these words: 2 letters up to the whole word (answers are kept per model version).
      name: 'suggest (each keystroke of 24 words)',
      reqs: SUGGEST_WORDS.flatMap((w) =>
        Array.from({ length: w.length - 1 }, (_, k) => ({ path: `/api/v1/suggest?q=${enc(w.slice(0, k + 2))}` })),
      ),
    },
    {
      // Issue 10 "Bad input": each answers a result or a 400, within 50 ms.
      name: 'hostile text (500 characters, 50 words, tsquery operators, quotes, emoji, NUL)',
      reqs: HOSTILE.map((q) => ({ path: `/api/v1/companies?search=${enc(q)}&facets=true` })),
    },
    { name: 'catalogue lookup', reqs: [1, 2, 3, 4].map((t) => ({ path: `/api/v1/activities?companyType=${t}&perPage=200` })) },
  ];
}

/**
 * The SQL of the listing before the read model (count, page, cards; the count uncached), for
 * SQL_SECONDS: one at a time on PGlite (one thread: more would only queue), 10 on PostgreSQL.
 */
async function measureSql(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  reqs: Req[],
  concurrency: number,
): Promise<SqlRow | undefined> {
  const todo = reqs.filter((r) => r.criteria || r.detail);
  if (!todo.length) return undefined;
  const repo = companiesRepo(db);
  const times: number[] = [];
  const end = Date.now() + SQL_SECONDS * 1000;
  let i = 0;
  const worker = async () => {
    while (Date.now() < end) {
      const r = todo[i++ % todo.length];
      const t0 = performance.now();
      repo.clearCounts();
      if (r.detail) {
        await repo.cards([r.detail]);
        await repo.details(r.detail);
      } else if (r.criteria) {
        const { ids } = await repo.list(r.criteria);
        await repo.cards(ids);
      }
      times.push(performance.now() - t0);
    }
  };
  const t0 = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  const q = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))]);
  return { rps: times.length / ((Date.now() - t0) / 1000), p50: q(0.5), p99: q(0.99) };
}

async function bench(
  db: string,
  n: number,
  env: NodeJS.ProcessEnv,
  openSql: () => Promise<Awaited<ReturnType<typeof openDatabase>>>,
  reuse = false,
): Promise<Result> {
  let seedSeconds = 0;
  if (reuse) {
    // A database kept from an earlier run (BENCH_DATA_DIR): measured as it is, not loaded again.
    console.log(`\n== ${db}: base de datos existente ==`);
  } else {
    console.log(`\n== ${db}: cargando ${n} empresas ==`);
    const t0 = Date.now();
    await run(['src/scripts/seed.ts'], { ...env, SEED_DEMO: 'false' });
    await run(['src/scripts/seed-large.ts', String(n)], env);
    seedSeconds = (Date.now() - t0) / 1000;
  }

  // References for the scenarios and the raw SQL baseline, before the server holds the database.
  const database = await openSql();
  const provinces = (await database.db.execute(sql`SELECT id, name FROM provinces`)).rows as { id: number; name: string }[];
  const cities = (await database.db.execute(sql`SELECT id, lower(name) AS name FROM cities WHERE name IN ('Bilbao')`)).rows as {
    id: number;
    name: string;
  }[];
  const ids = ((await database.db.execute(sql`SELECT id FROM companies ORDER BY id LIMIT 50`)).rows as { id: string }[]).map((r) => r.id);
  const repo = companiesRepo(database.db);
  const ref: Ref = {
    province: new Map(provinces.map((p) => [p.name, p.id])),
    city: new Map(cities.map((c) => [c.name, [c.id]])),
    ids,
    pages: async (filter) => {
      const x = JSON.parse(filter)[0];
      const { total } = await repo.list({
        typeId: x.type,
        zoneProvinceIds: [provinces.find((p) => p.name === x.provinceName)?.id ?? 0],
        order: 'name',
        limit: 1,
        offset: 0,
      });
      return Math.max(1, Math.ceil(total / 20));
    },
  };
  const list = await scenarios(ref);
  const sqlRows = new Map<string, SqlRow | undefined>();
  for (const s of list) {
    sqlRows.set(s.name, await measureSql(database.db, s.reqs, database.kind === 'pglite' ? 1 : 10));
    console.log('SQL', s.name, sqlRows.get(s.name));
  }
  await database.close();

  const bareProc = await startProcess('bench/bare.ts', BARE_PORT, {});
  await measure(BARE_PORT, ['/bare'], WARM);
  const bare = { call: 'bare Fastify route', ...(await measure(BARE_PORT, ['/bare'], DURATION)) };
  await stop(bareProc.child);
  console.log(bare);

  const s0 = Date.now();
  const server = await startProcess('src/server.ts', PORT, env);
  const startSeconds = (Date.now() - s0) / 1000;
  const rows: Result['rows'] = [];
  try {
    // A server just started has loaded the model (a million rows: a heap to settle) and has not
    // run any path yet: warm it over every path of every call first, as a running server is.
    const everything = list.flatMap((s) => s.reqs.map((r) => r.path));
    for (const path of everything) await fetch(`http://127.0.0.1:${PORT}${path}`).then((r) => r.arrayBuffer());
    await measure(PORT, everything, 5);
    for (const s of list) {
      const paths = s.reqs.map((r) => r.path);
      await measure(PORT, paths, WARM); // warm-up, not recorded
      rows.push({ call: s.name, ...(await measure(PORT, paths, DURATION)), sql: sqlRows.get(s.name) });
      console.log(rows.at(-1));
    }
    // Cache misses (issue 17): every URL once, quiet, then while companies change. First with
    // the company cards not yet kept (a server just started: each page reads its cards from the
    // database), then after every company was listed once (a server that has run a while).
    const misses = uncachedPaths(150_000, 17);
    rows.push({
      call: 'uncached reads, cards not kept yet: each URL new (random filters, budget, orders, pages, texts, facets)',
      ...(await measure(PORT, misses.slice(0, 50_000), DURATION)),
    });
    console.log(rows.at(-1));
    for (let page = 1; page <= Math.ceil(n / 100); page++)
      await fetch(`http://127.0.0.1:${PORT}/api/v1/companies?perPage=100&page=${page}`).then((r) => r.arrayBuffer());
    rows.push({ call: 'uncached reads, every card kept: each URL new', ...(await measure(PORT, misses.slice(50_000, 100_000), DURATION)) });
    console.log(rows.at(-1));
    const other = env.DATABASE_URL ? await startProcess('src/server.ts', PORT + 2, env) : null;
    try {
      const writeBase = `http://127.0.0.1:${other ? PORT + 2 : PORT}`;
      const writers = await makeWriters(writeBase, 20);
      const stopWriting = startWriting(writeBase, writers, 20);
      const loaded = await measure(PORT, misses.slice(100_000), DURATION);
      const w = await stopWriting();
      rows.push({
        call: `uncached reads, every card kept, while 20 companies a second change (PUT through ${other ? 'another server process' : 'the same process: PGlite is one process'}; ${w.writes} writes, ${w.failed} failed)`,
        ...loaded,
      });
      console.log(rows.at(-1));
    } finally {
      if (other) await stop(other.child);
    }
    return {
      db,
      n,
      rows,
      bare,
      seedSeconds,
      startSeconds,
      rss: server.rss(),
      load: loadavg()
        .map((x) => x.toFixed(2))
        .join(', '),
    };
  } finally {
    await stop(server.child);
  }
}

async function main() {
  const results: Result[] = [];
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    // BENCH_DATA_DIR: load it once and keep it (a later run with the same directory skips the load).
    const kept = process.env.BENCH_DATA_DIR;
    const reuse = !!kept && existsSync(join(kept, 'db'));
    const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'cimenta-bench-'));
    try {
      results.push(await bench('PGlite', N, { DATA_DIR: dataDir, DATABASE_URL: '' }, () => openDatabase({ dataDir }), reuse));
    } finally {
      if (!kept) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = 'cimenta_bench';
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    // BENCH_KEEP_DB=1: the loaded database stays after the run, and a later run measures it as it is.
    const keep = process.env.BENCH_KEEP_DB === '1';
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    const reusePg = keep && exists;
    if (!reusePg) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const pgDataDir = mkdtempSync(join(tmpdir(), 'cimenta-bench-pg-'));
    try {
      results.push(
        await bench(
          'PostgreSQL',
          PG_N,
          { DATA_DIR: pgDataDir, DATABASE_URL: url.toString() },
          () => openDatabase({ databaseUrl: url.toString(), poolSize: 10 }),
          reusePg,
        ),
      );
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
      if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  writeReport(results);
}

function writeReport(results: Result[]) {
  const file = join(root, 'BENCHMARKS.md');
  let old = '';
  try {
    old = readFileSync(file, 'utf8');
  } catch {}
  const num = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
  const section = (r: Result) => [
    `### ${r.db}, ${num(r.n)} companies`,
    '',
    `Load average during the runs: ${r.load}. ${r.seedSeconds ? `Load of ${num(r.n)} companies (\`seed:large\`, reference data included): ${r.seedSeconds.toFixed(0)} s.` : 'Database loaded by an earlier run (`BENCH_DATA_DIR`, `BENCH_KEEP_DB`).'} Server start (migrations + read model load): ${r.startSeconds.toFixed(1)} s. Server RSS after the runs: ${num(r.rss)} MB.`,
    '',
    '| call | req/s | p50 ms | p90 ms | p99 ms | max ms | errors | raw SQL before (req/s, p50, p99 ms) |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    `| ${r.bare.call} | ${num(r.bare.rps)} | ${r.bare.p50} | ${r.bare.p90} | ${r.bare.p99} | ${r.bare.max} | ${r.bare.errors} | – |`,
    ...r.rows.map(
      (x) =>
        `| ${x.call} | ${num(x.rps)} | ${x.p50} | ${x.p90} | ${x.p99} | ${x.max} | ${x.errors} | ${x.sql ? `${num(x.sql.rps)}, ${x.sql.p50}, ${x.sql.p99}` : '–'} |`,
    ),
    '',
  ];
  // A database not measured in this run keeps its last section (PGlite and PostgreSQL may run apart).
  const oldSection = old.slice(old.indexOf('<!-- bench:start -->'), old.indexOf('<!-- bench:end -->'));
  const kept = oldSection
    .split(/^(?=### )/m)
    .filter((part) => part.startsWith('### ') && !results.some((r) => part.startsWith(`### ${r.db},`)))
    .map((part) => part.split(/^Targets \(issue 10\)/m)[0].trimEnd());
  const lines = [
    '<!-- bench:start -->',
    `## API (\`npm run bench\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Server in its own process, autocannon on loopback with 10 connections, ${DURATION} s a call after a ${WARM} s warm-up (and, once the server has started, every path once and 5 s over all of them). Each call cycles over the paths listed in \`bench/run.ts\` (several filters, orders and pages per call). "raw SQL before" is what the same reads cost as SQL (count + page + cards, as \`GET /companies\` ran them per request before the read model, the count uncached), for ${SQL_SECONDS} s: one at a time on PGlite (a single thread), 10 at a time on PostgreSQL, measured in the same run; the bare Fastify route is the floor of the machine at that moment.`,
    '',
    ...kept.flatMap((k) => [k, '']),
    ...results.flatMap(section),
    'Targets (issue 10): PGlite 100,000 ≥ 1,000 req/s with p99 ≤ 25 ms; PostgreSQL 1,000,000 ≥ 1,000 req/s with p99 ≤ 50 ms, RSS ≤ 1.5 GB; `seed:large -- 1000000` ≤ 10 min. Issue 17: uncached reads ≥ 1,000 req/s with p99 ≤ 50 ms; under 20 writes a second ≥ half the quiet rate with p99 ≤ 100 ms.',
    '<!-- bench:end -->',
  ].join('\n');
  const start = old.indexOf('<!-- bench:start -->');
  const end = old.indexOf('<!-- bench:end -->');
  const next =
    start >= 0 && end > start
      ? `${old.slice(0, start)}${lines}${old.slice(end + '<!-- bench:end -->'.length)}`
      : `${old || '# Benchmarks\n\n'}${lines}\n`;
  writeFileSync(file, next);
  console.log('\nBENCHMARKS.md actualizado.');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
