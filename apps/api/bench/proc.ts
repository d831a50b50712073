/** The bench's processes and load: a script as a child (waited for, or until it listens), autocannon over paths. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export type Measured = { rps: number; p50: number; p90: number; p99: number; max: number; errors: number };

/** Runs a script of the API to its end. */
export function run(cmd: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const c = spawn(process.execPath, ['--import', 'tsx', ...cmd], { cwd: apiDir, env: { ...process.env, ...env }, stdio: 'inherit' });
    c.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd.join(' ')} exited ${code}`))));
  });
}

/** Starts a server script on `port`; resolves once it says it listens. `node` flags go before the script. */
export async function startProcess(
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
  node: string[] = [],
): Promise<{ child: ChildProcess; rss: () => number }> {
  const child = spawn(process.execPath, [...node, '--import', 'tsx', script], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes('escuchando') && resolve());
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
  const rss = () => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  return { child, rss };
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
}

/** 10 connections for `seconds`, each request the next of `paths`. */
export function measure(port: number, paths: string[], seconds: number): Promise<Measured> {
  return load(port, paths, seconds).done;
}

/**
 * The same 10 connections spread over several servers (a fleet's processes behind a balancer), 10 /
 * ports.length each, each server its own share of `paths` (none asked twice): req/s summed, the
 * latencies of the slowest (each percentile the worst of the servers'), errors summed.
 */
export async function measureSpread(ports: number[], paths: string[], seconds: number): Promise<Measured> {
  const n = ports.length;
  const each = await Promise.all(
    ports.map(
      (port, k) =>
        load(
          port,
          paths.filter((_, i) => i % n === k),
          seconds,
          Math.floor(10 / n),
        ).done,
    ),
  );
  const worst = (f: (m: Measured) => number) => Math.max(...each.map(f));
  return {
    rps: each.reduce((a, m) => a + m.rps, 0),
    p50: worst((m) => m.p50),
    p90: worst((m) => m.p90),
    p99: worst((m) => m.p99),
    max: worst((m) => m.max),
    errors: each.reduce((a, m) => a + m.errors, 0),
  };
}

/** The same load until `stop()` is called (a phase whose length is not known beforehand). */
export function startMeasure(port: number, paths: string[]): { stop(): Promise<Measured> } {
  const running = load(port, paths, 24 * 3600);
  return {
    stop() {
      running.instance.stop();
      return running.done;
    },
  };
}

function load(port: number, paths: string[], seconds: number, connections = 10) {
  let i = 0;
  let instance: autocannon.Instance | undefined;
  const done = new Promise<Measured>((resolve, reject) => {
    instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
      },
      (err, r) => (err ? reject(err) : resolve(measured(r))),
    );
  });
  return { instance: instance as autocannon.Instance, done };
}

function measured(r: autocannon.Result): Measured {
  return {
    // Requests over the whole phase (a phase of a few seconds has few per-second samples).
    rps: r.duration > 0 ? r.requests.total / r.duration : r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.non2xx,
  };
}
