/**
 * `npm run bench:floor -w apps/api [-- <other checkout> …]`: what every API request pays
 * (issue 23 §11). Starts this checkout's server, each other checkout's server (a path to a
 * repository whose dependencies are installed) and a bare Fastify route, each a child process on
 * PGlite with a few demo companies and the default log level; then, interleaved round after
 * round so a busy machine weighs on all alike, 20 connections on `GET /api/v1/companytypes`
 * for 5 s each. Prints medians of req/s and p99 and the load average, as a Markdown table.
 * Loopback only; bounded in time.
 *
 * `FLOOR_PATH` asks another path of the checkouts' servers (the bare route stays the floor);
 * `{first}` in it is the first company of `GET /api/v1/companies` on each server, so
 * `FLOOR_PATH=/api/v1/companies/{first}` measures a company's public detail. `FLOOR_VISITORS=1`
 * sends every request with a browser user agent of its own: a new visitor each time, which the
 * statistics count (issue 20; without a user agent nobody is counted); `FLOOR_VISITORS=same`, one
 * browser for all (counted once: the read path's own cost, no writes).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const ROUNDS = Number(process.env.FLOOR_ROUNDS ?? 3);
const SECONDS = Number(process.env.FLOOR_SECONDS ?? 5);
const here = resolve(import.meta.dirname, '../../..');
const PATH = process.env.FLOOR_PATH ?? '/api/v1/companytypes';
const VISITORS = process.env.FLOOR_VISITORS;
let visitor = 0;
/** A browser's user agent, a different one for every request. */
const setupRequest = (req: autocannon.Request) => {
  if (VISITORS === '1') visitor++;
  req.headers = {
    ...req.headers,
    'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${visitor}.0 Safari/537.36`,
  };
  return req;
};
const cannon = (url: string, duration: number) =>
  autocannon({ url, connections: 20, duration, ...(VISITORS ? { requests: [{ setupRequest }] } : {}) });

async function pathOn(base: string): Promise<string> {
  if (!PATH.includes('{first}')) return PATH;
  const list = (await (await fetch(`${base}/api/v1/companies?perPage=1`)).json()) as { items: { id: string }[] };
  return PATH.replace('{first}', list.items[0]?.id ?? '');
}
const checkouts = [here, ...process.argv.slice(2).map((p) => resolve(p))];

type Target = { name: string; url: string; child: ChildProcess; dir?: string };

function start(cwd: string, args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((res, rej) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes(ready) && res(child));
    child.on('exit', (code) => rej(new Error(`${cwd}: exited ${code}`)));
  });
}

/** A port the OS says is free (other benches may be running on the machine). */
function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

async function main() {
  const targets: Target[] = [];
  for (const repo of checkouts) {
    const dir = mkdtempSync(join(tmpdir(), 'cimenta-floor-'));
    const p = await freePort();
    const env = { PORT: String(p), DATA_DIR: dir, DEMO_COMPANIES: '50', RATE_LIMIT: 'false', NODE_ENV: 'development', LOG_LEVEL: 'info' };
    const child = await start(join(repo, 'apps/api'), ['--import', 'tsx', 'src/server.ts'], env, 'escuchando');
    child.stdout?.resume();
    const base = `http://127.0.0.1:${p}`;
    targets.push({ name: repo === here ? 'this checkout' : repo, url: `${base}${await pathOn(base)}`, child, dir });
  }
  const port = await freePort();
  const bare = await start(join(here, 'apps/api'), ['--import', 'tsx', 'bench/bare.ts'], { PORT: String(port) }, 'escuchando');
  targets.push({ name: 'bare Fastify route', url: `http://127.0.0.1:${port}/bare`, child: bare });

  const results = new Map<string, { rps: number[]; p99: number[] }>(targets.map((t) => [t.name, { rps: [], p99: [] }]));
  const loads: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of round % 2 ? [...targets].reverse() : targets) {
      await cannon(t.url, 1); // warm
      const r = await cannon(t.url, SECONDS);
      results.get(t.name)?.rps.push(r.requests.average);
      results.get(t.name)?.p99.push(r.latency.p99);
      loads.push(loadavg()[0] ?? 0);
    }
  }
  for (const t of targets) {
    t.child.kill('SIGTERM');
    if (t.dir) rmSync(t.dir, { recursive: true, force: true });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  console.log(
    `\n${PATH}${VISITORS === '1' ? ', a new visitor each request' : VISITORS ? ', one browser' : ''}: ${ROUNDS} interleaved rounds of ${SECONDS} s, 20 connections; load average during the runs: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}\n`,
  );
  console.log('| server | req/s (median) | all rounds | p99 ms (median) |\n|---|---|---|---|');
  for (const t of targets) {
    const r = results.get(t.name) as { rps: number[]; p99: number[] };
    console.log(`| ${t.name} | ${Math.round(median(r.rps))} | ${r.rps.map(Math.round).join(', ')} | ${median(r.p99)} |`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
