/**
 * `npm run bench:pages -w apps/api` (after `npm run build`): the page cache against unique query
 * strings (issue 21). Starts the built production server (`dist/server.js`, NODE_ENV=production,
 * PGlite, 300 demo companies, the render limit off) and, interleaved round after round so a busy
 * machine weighs on all alike, 10 connections for PAGES_SECONDS each on:
 *
 * - **repeated**: one results URL again and again (the same-run baseline: answers from the cache);
 * - **unique junk**: the same page with a new `utm_source`/`fbclid` each request (before issue 21,
 *   each was a render and a new cache entry);
 * - **unique known**: a new text search each request (a real new page: a render each).
 *
 * Renders are read from the server's metrics (`web_page_renders`). Then 20,000 requests, each a
 * unique junk URL (PAGES_UNIQUE), with the server's RSS every quarter (flat: nothing is kept per URL), and RSS
 * after PAGES_RENDERS unique renders (bounded by the 64 MB LRU). Prints medians and the load
 * average as Markdown. Loopback only; bounded in time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const ROUNDS = Number(process.env.PAGES_ROUNDS ?? 3);
const SECONDS = Number(process.env.PAGES_SECONDS ?? 5);
const UNIQUE = Number(process.env.PAGES_UNIQUE ?? 20_000);
const STEP = UNIQUE / 4;
const RENDERS = Number(process.env.PAGES_RENDERS ?? 2_000);
const api = resolve(import.meta.dirname, '..');
const PORT = 3970;
const METRICS = 3971;
const base = `http://127.0.0.1:${PORT}`;

function start(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: api,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((res, rej) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes('escuchando') && res(child));
    child.on('exit', (code) => rej(new Error(`server exited ${code}`)));
  });
}

async function metric(name: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${METRICS}/metrics`)).text();
  return Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN);
}
const rssMb = async () => Math.round((await metric('process_resident_memory_bytes')) / 2 ** 20);

let n = 0;
const next = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
/** Each request's path: `path()` called per request. */
const run = (path: () => string, opts: { duration?: number; amount?: number }) =>
  autocannon({
    url: base,
    connections: 10,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? SECONDS }),
    requests: [
      {
        setupRequest: (req) => {
          req.path = path();
          return req;
        },
      },
    ],
  });

const WORDS = ['reformas', 'cocina', 'baño', 'tejado', 'fachada', 'pintura', 'fontanero', 'electricista', 'madrid', 'sevilla'];
const kinds: Record<string, () => string> = {
  repeated: () => '/companies?provincia=Madrid',
  'unique junk': () => `/companies?provincia=Madrid&utm_source=${next()}&fbclid=${next()}`,
  'unique known': () => `/companies?texto=${WORDS[n % WORDS.length]}+${next()}`,
};

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'cimenta-pages-'));
  const child = await start({
    PORT: String(PORT),
    METRICS_PORT: String(METRICS),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DEMO_COMPANIES: '300',
    SEED_DEMO: 'true',
    RATE_LIMIT: 'false',
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    LOG_LEVEL: 'warn',
  });
  child.stdout?.resume();
  try {
    const results = new Map<string, { rps: number[]; renders: number[] }>(Object.keys(kinds).map((k) => [k, { rps: [], renders: [] }]));
    const loads: number[] = [];
    await run(kinds.repeated as () => string, { duration: 2 }); // warm
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? Object.keys(kinds).reverse() : Object.keys(kinds);
      for (const kind of order) {
        const before = await metric('web_page_renders');
        const r = await run(kinds[kind] as () => string, { duration: SECONDS });
        const renders = (await metric('web_page_renders')) - before;
        results.get(kind)?.rps.push(r.requests.average);
        // Renders per second (requests still in flight at the end rendered too).
        results.get(kind)?.renders.push(renders / SECONDS);
        loads.push(loadavg()[0] ?? 0);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    console.log(
      `\n${ROUNDS} interleaved rounds of ${SECONDS} s, 10 connections, production build; load average during the runs: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}\n`,
    );
    console.log('| requests | req/s (median) | all rounds | renders/s (median) |\n|---|---|---|---|');
    for (const [kind, r] of results) {
      console.log(`| ${kind} | ${Math.round(median(r.rps))} | ${r.rps.map(Math.round).join(', ')} | ${median(r.renders).toFixed(1)} |`);
    }

    const rss: string[] = [`start ${await rssMb()} MB`];
    const before = await metric('web_page_renders');
    for (let done = STEP; done <= UNIQUE; done += STEP) {
      await run(kinds['unique junk'] as () => string, { amount: STEP });
      rss.push(`${done}: ${await rssMb()} MB`);
    }
    console.log(`\nRSS over ${UNIQUE} unique junk URLs (${(await metric('web_page_renders')) - before} renders): ${rss.join(', ')}`);
    const rendersBefore = await metric('web_page_renders');
    const renderRss: string[] = [];
    for (let done = 0; done < RENDERS; done += RENDERS / 4) {
      await run(kinds['unique known'] as () => string, { amount: RENDERS / 4 });
      renderRss.push(`${done + RENDERS / 4}: ${await rssMb()} MB`);
    }
    console.log(
      `RSS over ${RENDERS} unique rendered URLs (${(await metric('web_page_renders')) - rendersBefore} renders): ${renderRss.join(', ')}`,
    );
    console.log(
      `load average now: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
