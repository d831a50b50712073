/**
 * The built app started for a bench script (lighthouse.ts, slow-moments.ts): the compiled server
 * (`apps/api/dist/server.js`, production mode) of a checkout on a free port, with a temporary
 * DATA_DIR and demo data; resolves once the API answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

export type AppServer = { base: string; child: ChildProcess; dataDir: string; stop(): void };

export async function startAppServer(repo: string, opts: { env?: Record<string, string>; webDist?: string } = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cimenta-bench-'));
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: join(repo, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: opts.webDist ?? join(repo, 'apps/web/dist'),
      ...opts.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${repo}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/companytypes`)).ok) return { base, child, dataDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`${repo}: the server did not start within 5 minutes`);
}
