/** A real Redis (Debian's redis-server) on a port from the OS, for one test file; nothing kept on disk. */
import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './helper';

export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  const url = `redis://127.0.0.1:${port}`;
  // Ready when it answers PING (ioredis retries the connection until then).
  const probe = new Redis(url, { retryStrategy: () => 50 });
  probe.on('error', () => {});
  await probe.ping();
  probe.disconnect();
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
