/**
 * A PostgreSQL cluster of the test's own (Debian's postgresql-15: `initdb` into a temp folder,
 * `pg_ctl` on a port from the OS, loopback only), so that a test may stop and restart the server
 * itself — never the shared one on 127.0.0.1:5432. As root, the server runs as `postgres`
 * (PostgreSQL refuses to run as root).
 */
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './helper';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export type OwnPostgres = {
  /** `postgres://postgres@127.0.0.1:<port>/cimenta` */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: ends every session and closes the port until `start()`. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  close(): Promise<void>;
  /** The server's main process (its backends are its children): for CPU figures. */
  pid(): number;
};

/** `fsync: false` (the default) for tests: faster, and nothing here must survive a crash of the machine. */
export async function startPostgres(o: { fsync?: boolean } = {}): Promise<OwnPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'cimenta-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const as = (cmd: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args], { cwd: dir }) : run(join(BIN, cmd), args, { cwd: dir });
  await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${o.fsync ? 'on' : 'off'} -c max_connections=200`;
  const pgctl = (...args: string[]) => as('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', ...args]);
  const start = async () => {
    await pgctl('-o', opts, 'start');
  };
  const stop = async () => {
    await pgctl('-m', 'fast', 'stop');
  };
  await start();
  await run(join(BIN, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'cimenta']);
  let closed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/cimenta`,
    port,
    start,
    stop,
    pid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    async close() {
      if (closed) return;
      closed = true;
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
