/**
 * `npm run bench:misses`: the issue 17 figures alone, with their same-run baseline. One server
 * (a child process) on a PGlite directory (BENCH_DATA_DIR, loaded with BENCH_COMPANIES companies
 * the first time, default 100,000) or on PostgreSQL (BENCH_DATABASE_URL, already loaded). Every
 * company card is listed once first (a server that has run a while), then BENCH_ROUNDS rounds
 * (default 3) of, back to back:
 *  - the floor: a bare Fastify route in a process of its own (bench/bare.ts: no work at all);
 *  - the baseline: the catalogue route of the same server (`GET /activities`, no model work);
 *  - uncached reads: each request a listing URL never asked before (`uncached.ts`);
 *  - the same while 20 companies a second change through the API (a second process on
 *    PostgreSQL; the same one on PGlite, which one process holds);
 *  - on PostgreSQL, both again with the reads spread over the two processes (5 connections each,
 *    as a balancer in front of a fleet would: `measureSpread`).
 * Prints every round, the medians and the load average before and after. BENCH_CPU_PROF=dir
 * writes the server's CPU profile there (`--cpu-prof`) when it stops.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { measure, type Measured, measureSpread, run, startProcess, stop } from './proc';
import { makeWriters, startWriting, uncachedPaths } from './uncached';

const N = Number(process.env.BENCH_COMPANIES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');

async function main() {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!pgUrl && !dataDir) throw new Error('BENCH_DATA_DIR (PGlite) o BENCH_DATABASE_URL (PostgreSQL)');
  const env = pgUrl ? { DATABASE_URL: pgUrl, DATA_DIR: dataDir ?? '/tmp/cimenta-misses' } : { DATA_DIR: dataDir, DATABASE_URL: '' };
  if (!pgUrl && dataDir && !existsSync(join(dataDir, 'db'))) {
    console.log(`cargando ${N} empresas en ${dataDir}`);
    await run(['src/scripts/seed.ts'], { ...env, SEED_DEMO: 'false' });
    await run(['src/scripts/seed-large.ts', String(N)], env);
  }
  const prof = process.env.BENCH_CPU_PROF;
  const loadBefore = load();
  const s0 = Date.now();
  const server = await startProcess('src/server.ts', PORT, env, prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []);
  const startSeconds = (Date.now() - s0) / 1000;
  const base = `http://127.0.0.1:${PORT}`;
  const other = pgUrl ? await startProcess('src/server.ts', PORT + 2, env) : null;
  const bare = await startProcess('bench/bare.ts', PORT + 4, {});
  const rounds: {
    bare: Measured;
    baseline: Measured;
    quiet: Measured;
    writes: Measured;
    w: { writes: number; failed: number };
    spread?: { quiet: Measured; writes: Measured; w: { writes: number; failed: number } };
  }[] = [];
  // The companies the server holds (on PostgreSQL the database's, whatever BENCH_COMPANIES says).
  let total = N;
  try {
    total = Number(((await (await fetch(`${base}/api/v1/companies?perPage=1`)).json()) as { total: number }).total);
    for (let page = 1; page <= Math.ceil(total / 100); page++)
      await fetch(`${base}/api/v1/companies?perPage=100&page=${page}`).then((r) => r.arrayBuffer());
    const writeBase = other ? `http://127.0.0.1:${PORT + 2}` : base;
    const writers = await makeWriters(writeBase, 20);
    const catalogue = [1, 2, 3, 4].map((t) => `/api/v1/activities?companyType=${t}&perPage=200`);
    await measure(PORT, catalogue, 2);
    const phases = other ? 4 : 2;
    const misses = uncachedPaths(30_000 * phases * ROUNDS, 17);
    for (let r = 0; r < ROUNDS; r++) {
      const slice = (k: number) => misses.slice((phases * r + k) * 30_000, (phases * r + k + 1) * 30_000);
      const floor = await measure(PORT + 4, ['/bare'], SECONDS);
      const baseline = await measure(PORT, catalogue, SECONDS);
      const quiet = await measure(PORT, slice(0), SECONDS);
      const stopWriting = startWriting(writeBase, writers, 20);
      const writes = await measure(PORT, slice(1), SECONDS);
      const w = await stopWriting();
      let spread: (typeof rounds)[number]['spread'];
      if (other) {
        const ports = [PORT, PORT + 2];
        const quiet2 = await measureSpread(ports, slice(2), SECONDS);
        const stop2 = startWriting(writeBase, writers, 20);
        const writes2 = await measureSpread(ports, slice(3), SECONDS);
        spread = { quiet: quiet2, writes: writes2, w: await stop2() };
      }
      rounds.push({ bare: floor, baseline, quiet, writes, w, spread });
      console.log(`ronda ${r + 1}`, JSON.stringify({ bare: floor, baseline, quiet, writes, w, spread, load: load() }));
    }
  } finally {
    if (other) await stop(other.child);
    await stop(bare.child);
    await stop(server.child);
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)];
  };
  const row = (name: string, pick: (r: (typeof rounds)[number]) => Measured) =>
    `| ${name} | ${Math.round(median(rounds.map((r) => pick(r).rps)))} | ${median(rounds.map((r) => pick(r).p50))} | ${median(rounds.map((r) => pick(r).p99))} | ${rounds.map((r) => Math.round(pick(r).rps)).join(', ')} | ${rounds.reduce((n, r) => n + pick(r).errors, 0)} |`;
  const w = rounds.reduce((a, r) => ({ writes: a.writes + r.w.writes, failed: a.failed + r.w.failed }), { writes: 0, failed: 0 });
  const w2 = rounds.reduce((a, r) => ({ writes: a.writes + (r.spread?.w.writes ?? 0), failed: a.failed + (r.spread?.w.failed ?? 0) }), {
    writes: 0,
    failed: 0,
  });
  const spreadRows = other
    ? [
        row('uncached reads spread over both processes, quiet', (r) => r.spread?.quiet as Measured),
        row(
          `uncached reads spread over both processes while 20 companies a second change (${w2.writes} writes, ${w2.failed} failed)`,
          (r) => r.spread?.writes as Measured,
        ),
      ]
    : [];
  console.log(
    [
      '',
      `${pgUrl ? 'PostgreSQL' : 'PGlite'}, ${total.toLocaleString('en')} empresas; arranque ${startSeconds.toFixed(1)} s; carga media antes ${loadBefore}, después ${load()}; ${ROUNDS} rondas de ${SECONDS} s, medianas.`,
      '',
      '| call | req/s (median) | p50 ms | p99 ms | req/s per round | errors |',
      '|---|---:|---:|---:|---|---:|',
      row('floor: bare Fastify route, own process', (r) => r.bare),
      row('baseline: catalogue route, same server', (r) => r.baseline),
      row('uncached reads (each URL new), quiet', (r) => r.quiet),
      row(
        `uncached reads while 20 companies a second change (${w.writes} writes, ${w.failed} failed, through ${other ? 'another process' : 'the same process'})`,
        (r) => r.writes,
      ),
      ...spreadRows,
    ].join('\n'),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
