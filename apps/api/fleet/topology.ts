/**
 * The fleet of DEPLOY.md without containers, on loopback, started from the project's own files:
 * a PostgreSQL cluster of its own (test/postgres.ts, so that a test may restart it), s3rver,
 * Debian's redis-server, a real
 * SMTP server, two compiled instances (`apps/api/dist/server.js`, as in production) and haproxy
 * in front of them with a generated configuration.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MSG } from '@cimenta/shared';
import { freePort, type ReceivedMail, smtpServer } from '../test/helper';
import { startPostgres } from '../test/postgres';
import { startRedis } from '../test/redis';
import { startS3 } from '../test/s3';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export type Instance = {
  name: string;
  port: number;
  metricsPort: number;
  child: ChildProcess;
  exited: Promise<number | string | null>;
  output(): string;
};

async function untilReady(port: number, exited: Promise<unknown>, output: () => string) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (;;) {
    if (gone) throw new Error(`la instancia terminó: ${output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `demoCompanies`: how many the seed loads (40 by default); `durable`: PostgreSQL with fsync (the soak). */
export async function startFleet(opts: { demoCompanies?: number; durable?: boolean } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cimenta-fleet-'));
  const pg = await startPostgres({ fsync: opts.durable ?? false });
  const s3 = await startS3();
  const redis = await startRedis();
  const mails: ReceivedMail[] = [];
  const smtp = await smtpServer(mails);
  const proxyPort = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: pg.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    REDIS_URL: redis.url,
    S3_URL: s3.options.url,
    S3_BUCKET: s3.options.bucket,
    S3_ACCESS_KEY_ID: s3.options.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: 'true',
    RATE_LIMIT: 'true',
    SEED_DEMO: 'true',
    DEMO_COMPANIES: String(opts.demoCompanies ?? 40),
    LOG_LEVEL: 'warn',
  };
  const instances: Instance[] = [];
  async function startInstance(name: string, port?: number): Promise<Instance> {
    const p = port ?? (await freePort());
    const metricsPort = await freePort();
    const child = spawn(process.execPath, ['dist/server.js'], {
      cwd: apiDir,
      env: { ...env, PORT: String(p), METRICS_PORT: String(metricsPort), DATA_DIR: join(dataDir, name) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
    });
    child.stderr?.on('data', (d) => {
      out += d;
    });
    const exited = new Promise<number | string | null>((r) => child.on('exit', (code, signal) => r(code ?? signal)));
    const inst = { name, port: p, metricsPort, child, exited, output: () => out };
    instances.push(inst);
    await untilReady(p, exited, () => out);
    return inst;
  }
  // One after the other the first time (the first migrates and seeds); both use the lock anyway.
  const [a, b] = await Promise.all([startInstance('a'), startInstance('b')]);
  if (!a || !b) throw new Error('sin instancias');

  const cfg = join(dataDir, 'haproxy.cfg');
  const errorFile = join(dataDir, '503.http');
  const body = JSON.stringify({ errors: MSG.unavailable });
  writeFileSync(
    errorFile,
    `HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\nRetry-After: 5\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  writeFileSync(
    cfg,
    `global
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # A request refused by an instance that stopped (connection refused, closed without an
  # answer, or its 503 while closing) goes to the other one.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 503
  errorfile 503 ${errorFile}
frontend web
  bind 127.0.0.1:${proxyPort}
  option forwardfor
  # Only reads are sent again: a POST the killed instance committed but did not answer would be
  # stored twice (a contact counted twice in this test before this line).
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # Tolerant checks on a busy machine (a slow /readyz is not a dead instance); a stopped one is
  # skipped at once anyway: its refused connections are retried on the other.
  timeout check 5s
  server a 127.0.0.1:${a.port} check inter 500ms fall 3 rise 1
  server b 127.0.0.1:${b.port} check inter 500ms fall 3 rise 1
`,
  );
  const proxy = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let proxyOut = '';
  proxy.stderr?.on('data', (d) => {
    proxyOut += d;
  });
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  for (;;) {
    if (proxy.exitCode !== null) throw new Error(`haproxy: ${proxyOut}`);
    const ok = await fetch(`${proxyUrl}/healthz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    a,
    b,
    proxyUrl,
    pg,
    s3,
    redis,
    smtp,
    mails,
    startInstance,
    async stop() {
      proxy.kill('SIGTERM');
      for (const i of instances) if (i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGKILL');
      await Promise.all(instances.map((i) => i.exited));
      await smtp.stop();
      await redis.stop();
      await s3.close();
      await pg.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type Fleet = Awaited<ReturnType<typeof startFleet>>;
