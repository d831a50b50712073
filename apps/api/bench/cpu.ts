/**
 * `npm run bench:cpu`: the CPU time of one uncached listing, measured in process (issue 17), the
 * figure least moved by a shared machine's load. One app on a PGlite directory (BENCH_DATA_DIR,
 * already loaded: `bench:misses` loads one) or on PostgreSQL (BENCH_DATABASE_URL, already loaded;
 * BENCH_DATA_DIR then holds the model's snapshot file), requests by `app.inject` (no sockets):
 *  - every company card is listed once (a server that has run a while; BENCH_LIST=0 skips it: at
 *    1,000,000 it takes 5–10 min, and the cards' share of the caches holds ~31,000 of them anyway);
 *  - the catalogue route (`GET /activities`, no model work) 5,000 times: the fixed cost of a request;
 *  - 1,000 uncached listing URLs to warm up, then the same 5,000 uncached URLs every run
 *    (`uncachedPaths(6_000, 99)`, each URL asked once), timed with `process.cpuUsage` (all
 *    threads, so the garbage collector is in) and hashed (status and body of every answer: the
 *    same hash before and after a change means the same answers). On PostgreSQL the CPU of the
 *    backends serving this process's connections over the same requests is printed too (/proc).
 * BENCH_CODE=dir measures another checkout's `apps/api` on the same data (e.g. main from
 * `git archive` with this one's node_modules linked; BENCH_BARRIER to measure two at once);
 * BENCH_CPU_PROF=file writes a CPU profile
 * of the 5,000 uncached URLs alone (`.cpuprofile`, for Chrome DevTools; `bench/profile-top.ts` sums it).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { apiDir } from './proc';
import { uncachedPaths } from './uncached';

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');

type Inject = FastifyInstance['inject'];

/** The local TCP ports of this process's sockets (its `pg` pool's connections among them), from /proc. */
function ownPorts(): Set<number> {
  const inodes = new Set<string>();
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (m) inodes.add(m[1]);
    } catch {
      // Closed meanwhile.
    }
  }
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length > 9 && inodes.has(f[9])) ports.add(Number.parseInt(f[1].split(':')[1], 16));
    }
  }
  return ports;
}

/**
 * CPU ms used so far by the `postgres` backends serving this process's connections (user +
 * system, from /proc: a backend's title names its client's port), so that two runs side by side
 * on one PostgreSQL each count their own; 0 when none is readable.
 */
function postgresCpuMs(): number {
  const tick = 1000 / 100; // USER_HZ
  const ports = ownPorts();
  let ms = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const client = /\((\d+)\)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
      if (!client || !ports.has(Number(client[1]))) continue;
      const f = stat.slice(close + 2).split(' ');
      ms += (Number(f[11]) + Number(f[12])) * tick;
    } catch {
      // Gone meanwhile.
    }
  }
  return ms;
}

/** CPU ms a request (user + system, all threads), wall ms a request and the GC's ms a request over `urls`; `db`: PostgreSQL's CPU ms a request. */
async function timed(inject: Inject, urls: string[], bodies?: string[]) {
  let gc = 0;
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gc += e.duration;
  });
  obs.observe({ entryTypes: ['gc'] });
  const t0 = performance.now();
  const p0 = postgresCpuMs();
  const c0 = process.cpuUsage();
  for (const url of urls) {
    const res = await inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    bodies?.push(res.body);
  }
  const c = process.cpuUsage(c0);
  const db = (postgresCpuMs() - p0) / urls.length;
  const wall = performance.now() - t0;
  // The observer is told of the last collections on a later tick.
  await new Promise((r) => setTimeout(r, 100));
  obs.disconnect();
  return { cpu: (c.user + c.system) / 1000 / urls.length, wall: wall / urls.length, gc: gc / urls.length, db };
}

/** Each cache's entries and MB after the run (what the listing's caches held: the texts' shares above all). */
function caches(app: FastifyInstance): string {
  const search = app.services.search as { cacheSizes?: () => Record<string, { entries: number; bytes: number }> };
  if (!search.cacheSizes) return 'not reported by this code';
  return Object.entries(search.cacheSizes())
    .map(([name, s]) => `${name} ${s.entries} / ${(s.bytes / 2 ** 20).toFixed(1)}`)
    .join(', ');
}

/** The cards kept on disk (search/card-store.ts): cards, live MB, the file's MB, reads answered. */
function cardStore(app: FastifyInstance): string {
  const search = app.services.search as {
    cardStore?: () => { entries: number; liveBytes: number; fileBytes: number; hits: number } | null;
  };
  const s = search.cardStore?.();
  if (!s) return 'none (code before it, PGlite or SEARCH_CARD_STORE=false)';
  const mb = (x: number) => (x / 2 ** 20).toFixed(1);
  return `${s.entries} cards, ${mb(s.liveBytes)} MB live, file ${mb(s.fileBytes)} MB, ${s.hits} read from it`;
}

/**
 * BENCH_BARRIER=dir:n: waits until n runs (this one included) are ready to measure, so that runs
 * started together (main's code and this one's, each on its own copy of the data) measure under
 * the same load of a shared machine.
 */
async function barrier() {
  const spec = process.env.BENCH_BARRIER;
  if (!spec) return;
  const [dir, n] = spec.split(':');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${process.pid}.ready`), '');
  while (readdirSync(dir).filter((f) => f.endsWith('.ready')).length < Number(n)) await new Promise((r) => setTimeout(r, 200));
}

async function main() {
  const dataDir = process.env.BENCH_DATA_DIR;
  const pgUrl = process.env.BENCH_DATABASE_URL ?? '';
  if (!dataDir)
    throw new Error('BENCH_DATA_DIR: un directorio de PGlite ya cargado (bench:misses lo carga), o el del modelo con BENCH_DATABASE_URL');
  const code = resolve(process.env.BENCH_CODE ?? apiDir);
  Object.assign(process.env, {
    DATA_DIR: resolve(dataDir),
    DATABASE_URL: pgUrl,
    SEED_DEMO: 'false',
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
  });
  const { loadConfig } = await import(join(code, 'src/infra/config.ts'));
  const { openDatabase } = await import(join(code, 'src/db/client.ts'));
  const { buildApp } = await import(join(code, 'src/app.ts'));
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  await database.migrate();
  const s0 = Date.now();
  const app: FastifyInstance = await buildApp({ config, database, jobWorker: false });
  await app.ready();
  const startSeconds = (Date.now() - s0) / 1000;
  const inject: Inject = app.inject.bind(app);
  try {
    const total = Number((await inject({ method: 'GET', url: '/api/v1/companies?perPage=1' })).json().total);
    if (process.env.BENCH_LIST !== '0')
      for (let page = 1; page <= Math.ceil(total / 100); page++)
        await inject({ method: 'GET', url: `/api/v1/companies?perPage=100&page=${page}` });
    await barrier();
    const catalogue = Array.from({ length: 5_000 }, (_, i) => `/api/v1/activities?companyType=${1 + (i % 4)}&perPage=200`);
    await timed(inject, catalogue.slice(0, 1_000));
    const cat = await timed(inject, catalogue);
    const paths = uncachedPaths(6_000, 99);
    await timed(inject, paths.slice(0, 1_000));
    const prof = process.env.BENCH_CPU_PROF;
    const session = prof ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    }
    const bodies: string[] = [];
    const misses = await timed(inject, paths.slice(1_000), bodies);
    if (session && prof) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(prof, JSON.stringify(profile));
      session.disconnect();
    }
    // Hashed after the timing (the hash is the bench's work, not the request's).
    const hash = createHash('sha256');
    for (const [i, url] of paths.slice(1_000).entries()) hash.update(`${url}\n${bodies[i]}\n`);
    const f = (x: number) => x.toFixed(3);
    const db = (x: { db: number }) => (pgUrl ? `, PostgreSQL ${f(x.db)} ms` : '');
    console.log(
      [
        `code ${code}; ${total.toLocaleString('en')} companies; start ${startSeconds.toFixed(1)} s; load ${load()}`,
        `uncached listing (5,000 URLs, seed 99): CPU ${f(misses.cpu)} ms/request, wall ${f(misses.wall)} ms, GC ${f(misses.gc)} ms${db(misses)}`,
        `catalogue route (5,000): CPU ${f(cat.cpu)} ms/request, wall ${f(cat.wall)} ms, GC ${f(cat.gc)} ms${db(cat)}`,
        `answers' hash ${hash.digest('hex')}`,
        `heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB, RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
        `caches (entries / MB): ${caches(app)}`,
        `card store: ${cardStore(app)}`,
      ].join('\n'),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
