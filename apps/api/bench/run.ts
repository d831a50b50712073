/**
 * `npm run bench`: seeds N companies (default 100,000) into PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, into a fresh PostgreSQL
 * database; starts the real server as a child process (so the load generator
 * does not share its event loop) and measures four calls with autocannon.
 * Results go to BENCHMARKS.md. Loopback only; every run is bounded in time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(apiDir, '../..');
const N = Number(process.env.BENCH_COMPANIES ?? process.argv[2] ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3900;

type Row = { db: string; scenario: string; mode: string; rps: number; p50: number; p90: number; p975: number; p99: number; errors: number };

function run(cmd: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const c = spawn(process.execPath, ['--import', 'tsx', ...cmd], { cwd: apiDir, env: { ...process.env, ...env }, stdio: 'inherit' });
    c.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd.join(' ')} exited ${code}`))));
  });
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; rss: () => number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes('escuchando') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const rss = () => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  return { child, rss };
}

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
const PROVINCES = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Zaragoza', 'Málaga', 'Murcia', 'Bizkaia'];
const enc = encodeURIComponent;

const SCENARIOS: { name: string; paths: string[] }[] = [
  {
    name: 'filtered listing',
    paths: PROVINCES.map(
      (p, i) =>
        `/api/v1/companies?filter=${enc(JSON.stringify([{ type: (i % 4) + 1, provinceName: p, budget: { min: 50000, max: 1000000 } }]))}&page=${(i % 3) + 1}`,
    ),
  },
  { name: 'text search', paths: WORDS.map((w) => `/api/v1/companies?search=${enc(w)}`) },
  {
    name: 'home block',
    paths: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Zaragoza'].map((c) => `/api/v1/companies?perPage=4&cityName=${c}`),
  },
  { name: 'catalogue lookup', paths: [1, 2, 3, 4].map((t) => `/api/v1/activities?companyType=${t}&perPage=200`) },
];

async function measure(db: string, scenario: (typeof SCENARIOS)[number], mode: 'max' | '50 req/s'): Promise<Row> {
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: mode === 'max' ? 10 : 5,
    duration: DURATION,
    ...(mode === '50 req/s' ? { overallRate: 50 } : {}),
    requests: [{ setupRequest: (req) => ({ ...req, path: scenario.paths[i++ % scenario.paths.length] }) }],
  });
  return {
    db,
    scenario: scenario.name,
    mode,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function bench(db: string, env: NodeJS.ProcessEnv): Promise<{ rows: Row[]; seedSeconds: number; rss: number }> {
  console.log(`\n== ${db}: cargando ${N} empresas ==`);
  const t0 = Date.now();
  await run(['src/scripts/seed.ts'], { ...env, SEED_DEMO: 'false' });
  await run(['src/scripts/seed-large.ts', String(N)], env);
  const seedSeconds = (Date.now() - t0) / 1000;
  const server = await startServer(env);
  const rows: Row[] = [];
  try {
    for (const s of SCENARIOS) {
      await measure(db, s, 'max'); // warm-up of caches and plans, not recorded
      rows.push(await measure(db, s, 'max'));
      if (s.name !== 'catalogue lookup') rows.push(await measure(db, s, '50 req/s'));
      console.log(rows.slice(-2));
    }
    return { rows, seedSeconds, rss: server.rss() };
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.on('exit', r));
  }
}

async function main() {
  const results: { db: string; rows: Row[]; seedSeconds: number; rss: number }[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'cimenta-bench-'));
  try {
    results.push({ db: 'PGlite', ...(await bench('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })) });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = 'cimenta_bench';
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const pgDataDir = mkdtempSync(join(tmpdir(), 'cimenta-bench-pg-'));
    try {
      results.push({ db: 'PostgreSQL', ...(await bench('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: url.toString() })) });
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  writeReport(results);
}

function writeReport(results: { db: string; rows: Row[]; seedSeconds: number; rss: number }[]) {
  const file = join(root, 'BENCHMARKS.md');
  const old = (() => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  })();
  const f = (n: number) => n.toLocaleString('es-ES', { maximumFractionDigits: 1 });
  const lines = [
    '<!-- bench:start -->',
    `## API: ${N.toLocaleString('es-ES')} companies (\`npm run bench\`, ${new Date().toISOString().slice(0, 10)})`,
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Server in its own process, autocannon on loopback, ${DURATION} s a run after a warm-up run. "max" = 10 connections as fast as it answers; "50 req/s" = a fixed rate of 50 requests/s. autocannon reports p97.5, not p95: p95 ≤ p97.5.`,
    '',
    '| database | call | load | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | errors |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|',
    ...results.flatMap((r) =>
      r.rows.map((x) => `| ${x.db} | ${x.scenario} | ${x.mode} | ${f(x.rps)} | ${x.p50} | ${x.p90} | ${x.p975} | ${x.p99} | ${x.errors} |`),
    ),
    '',
    ...results.map(
      (r) =>
        `- ${r.db}: load of ${N.toLocaleString('es-ES')} companies + VACUUM ANALYZE in ${f(r.seedSeconds)} s; server RSS after the runs ${f(r.rss)} MB.`,
    ),
    '',
    'Targets (issue 2): search p95 under 50 ms at 50 req/s; catalogue lookups over 3,000 req/s.',
    '<!-- bench:end -->',
  ].join('\n');
  const start = old.indexOf('<!-- bench:start -->');
  const end = old.indexOf('<!-- bench:end -->');
  const next =
    start >= 0 && end > start
      ? `${old.slice(0, start)}${lines}${old.slice(end + '<!-- bench:end -->'.length)}`
      : `${old || '# Benchmarks\n\nMeasured figures; each section says the command that produces it.\n\n'}${lines}\n`;
  writeFileSync(file, next);
  console.log(`\nBENCHMARKS.md actualizado.`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
