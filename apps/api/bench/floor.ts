/**
 * `npm run bench:floor -w apps/api [-- <other checkout> …]`: what every API request pays
 * (issue 23 §11). Starts this checkout's server, each other checkout's server (a path to a
 * repository whose dependencies are installed) and a bare Fastify route, each a child process on
 * PGlite with a few demo companies and the default log level; then, interleaved round after
 * round so a busy machine weighs on all alike, 20 connections on `GET /api/v1/companytypes`
 * for 5 s each. Prints medians of req/s and p99 and the load average, as a Markdown table.
 * Loopback only; bounded in time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const ROUNDS = Number(process.env.FLOOR_ROUNDS ?? 3);
const SECONDS = Number(process.env.FLOOR_SECONDS ?? 5);
const here = resolve(import.meta.dirname, '../../..');
const checkouts = [here, ...process.argv.slice(2).map((p) => resolve(p))];

type Target = { name: string; url: string; child: ChildProcess; dir?: string };

function start(cwd: string, args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((res, rej) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes(ready) && res(child));
    child.on('exit', (code) => rej(new Error(`${cwd}: exited ${code}`)));
  });
}

async function main() {
  const targets: Target[] = [];
  let port = 3950;
  for (const repo of checkouts) {
    const dir = mkdtempSync(join(tmpdir(), 'cimenta-floor-'));
    const p = port++;
    const env = { PORT: String(p), DATA_DIR: dir, DEMO_COMPANIES: '50', RATE_LIMIT: 'false', NODE_ENV: 'development', LOG_LEVEL: 'info' };
    const child = await start(join(repo, 'apps/api'), ['--import', 'tsx', 'src/server.ts'], env, 'escuchando');
    child.stdout?.resume();
    targets.push({ name: repo === here ? 'this checkout' : repo, url: `http://127.0.0.1:${p}/api/v1/companytypes`, child, dir });
  }
  const bare = await start(join(here, 'apps/api'), ['--import', 'tsx', 'bench/bare.ts'], { PORT: String(port) }, 'escuchando');
  targets.push({ name: 'bare Fastify route', url: `http://127.0.0.1:${port}/bare`, child: bare });

  const results = new Map<string, { rps: number[]; p99: number[] }>(targets.map((t) => [t.name, { rps: [], p99: [] }]));
  const loads: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of round % 2 ? [...targets].reverse() : targets) {
      await autocannon({ url: t.url, connections: 20, duration: 1 }); // warm
      const r = await autocannon({ url: t.url, connections: 20, duration: SECONDS });
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
    `\n${ROUNDS} interleaved rounds of ${SECONDS} s, 20 connections; load average during the runs: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}\n`,
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
