/**
 * Builds the app once per test file against a real database: an in-memory
 * PGlite, or a fresh database on the PostgreSQL of TEST_DATABASE_URL when
 * TEST_DB=postgres. Mail goes to a real SMTP server listening in the test.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { seedReference } from '../src/db/seed/reference';
import { type Config, loadConfig } from '../src/infra/config';
import { createMailTransport } from '../src/infra/mailer';
import { localStorage, type ObjectStorage } from '../src/infra/storage';

export type ReceivedMail = { to: string[]; raw: string };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  mails: ReceivedMail[];
  /** The SMTP server the mail goes to: `stop()` it to play an outage, `start()` it again (same port). */
  smtp: SmtpServer;
  dataDir: string;
  /** The PostgreSQL database of this test (TEST_DB=postgres), for a second app on the same data. */
  databaseUrl?: string;
  /**
   * Waits for the work started after earlier answers, then runs the queued jobs (mail) that are
   * due, or with `all` also those waiting for a retry or a date, until none is left.
   */
  drain(opts?: { all?: boolean }): Promise<void>;
  close(): Promise<void>;
};

export const usingPostgres = process.env.TEST_DB === 'postgres';

/**
 * A database of its own on TEST_DATABASE_URL's server: empty, or with `template` a copy of the
 * run's migrated, reference-seeded database (test/global-setup.ts).
 */
export async function freshPostgres({ template = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `cimenta_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const from = template ? inject('pgTemplate') : '';
  await admin.query(`CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A TCP port the OS says is free now (for servers a test starts as processes). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export type SmtpServer = { port: number; url: string; stop(): Promise<void>; start(): Promise<void> };

/** A real SMTP server on a port from the OS, whose received mails land in `mails`. */
export async function smtpServer(mails: ReceivedMail[]): Promise<SmtpServer> {
  let server: SMTPServer | undefined;
  let port = 0;
  async function start() {
    if (server) return;
    const s = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    // A client that goes away mid-session (an instance killed while sending) is no test failure:
    // smtp-server reports its connection's ECONNRESET as an 'error' event of the server.
    s.on('error', () => {});
    await new Promise<void>((r) => s.listen(port, '127.0.0.1', () => r()));
    port = (s.server.address() as { port: number }).port;
    server = s;
  }
  await start();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    start,
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((r) => s.close(() => r()));
    },
  };
}

let templateDump: Blob | undefined;
/** The PGlite dump of test/global-setup.ts, read once per worker; none when the run has none. */
export function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  templateDump ??= new Blob([readFileSync(file)]);
  return templateDump;
}

export async function createTestApp(
  opts: {
    demo?: number;
    rateLimit?: boolean;
    apiDocs?: boolean;
    logStream?: Writable;
    extend?: (app: FastifyInstance) => void;
    /** A built web app to serve (WEB_DIST). */
    webDist?: string;
    /** Where uploads go (the S3 tests' bucket); DATA_DIR/uploads by default. */
    storage?: ObjectStorage;
    /** Changes to the configuration before the app is built. */
    configure?: (config: Config) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cimenta-test-'));
  // From the run's migrated, reference-seeded database (test/global-setup.ts): both calls below
  // then find nothing to do.
  const pgdb = usingPostgres ? await freshPostgres({ template: true }) : null;
  const database = await openDatabase({ databaseUrl: pgdb?.url, poolSize: 4, template: pgdb ? undefined : pgliteTemplate() });
  await database.migrate();
  await seedReference(database.db);
  if (opts.demo)
    await seedDemo(database.db, {
      count: opts.demo,
      storage: opts.storage ?? localStorage(join(dataDir, 'uploads')),
      privateStorage: localStorage(join(dataDir, 'private')),
    });
  const mails: ReceivedMail[] = [];
  const mailServer = await smtpServer(mails);
  const config = loadConfig({ NODE_ENV: 'test' }, { dataDir, jwtSecret: randomBytes(32).toString('hex') });
  config.rateLimit = opts.rateLimit ?? false;
  config.apiDocs = opts.apiDocs ?? true;
  config.uploadsDir = join(dataDir, 'uploads');
  config.outboxDir = join(dataDir, 'outbox');
  if (opts.webDist) config.webDist = opts.webDist;
  opts.configure?.(config);
  const mailTransport = createMailTransport({ smtpUrl: mailServer.url, outboxDir: config.outboxDir, from: config.mailFrom });
  const app = await buildApp({
    config,
    database,
    mailTransport,
    storage: opts.storage,
    jobWorker: false,
    logger: false,
    logStream: opts.logStream,
  });
  opts.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    mails,
    smtp: mailServer,
    dataDir,
    databaseUrl: pgdb?.url,
    async drain(drainOpts) {
      await app.services.auth.settled();
      await app.infra.jobs.drain(drainOpts);
    },
    async close() {
      await app.close();
      await database.close();
      await mailServer.stop();
      await pgdb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const STRONG_PASSWORD = 'Cimenta2026';

/** Registers a user and answers its tokens and a bearer header. */
export async function registerUser(
  app: FastifyInstance,
  over: Partial<{ email: string; password: string; name: string; lastname: string }> = {},
) {
  const body = {
    id: randomUUID(),
    name: 'Lucía',
    lastname: 'Martín Pérez',
    email: `lucia.${randomBytes(4).toString('hex')}@example.es`,
    password: STRONG_PASSWORD,
    ...over,
  };
  const res = await app.inject({ method: 'POST', url: '/api/v1/users', payload: body });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const tokens = res.json() as { token: string; refresh_token: string };
  return { ...body, ...tokens, headers: { authorization: `Bearer ${tokens.token}` } };
}

/** A valid company creation payload (Madrid, Reformas), with overrides. */
export function companyPayload(over: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    name: 'Reformas Prueba Castellana',
    type: 2,
    cif: 'B12345678',
    description: 'Reformas integrales de pisos y locales en Madrid.',
    address: { address: 'Calle Mayor, 1', zipcode: '28013', province: 28, city: 28079, country: 'España' },
    contact: { email: 'info@reformasprueba.es', phone: '911223344', website: 'www.reformasprueba.es' },
    networks: [{ name: 'instagram', url: 'instagram.com/reformasprueba' }],
    area: { min: 50, max: 500 },
    budget: { min: 50000, max: 250000 },
    employees: 2,
    activities: [201, 206],
    cities: [28, 19],
    buildings: [1, 2],
    constructions: [2],
    ...over,
  };
}

/** A small valid PNG as a data URL. */
export async function pngDataUrl(width = 64, height = 64): Promise<string> {
  const sharp = (await import('sharp')).default;
  const buf = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 30 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${buf.toString('base64')}`;
}

/**
 * The web app's build (apps/web/dist), built first when its server renderer is missing (a test run
 * without `npm run build`): the SSR tests render the real pages. Call it in a `beforeAll` with a
 * long timeout.
 */
export function builtWeb(): string {
  const webDist = resolve(import.meta.dirname, '../../web/dist');
  if (!existsSync(resolve(webDist, 'server/entry-server.js'))) {
    execSync('npm run build -w apps/web', { cwd: resolve(import.meta.dirname, '../../..'), stdio: 'inherit' });
  }
  return webDist;
}

/**
 * Watches this process's `JSON.parse` from now until `stop()`: the longest text it was given.
 * Fastify's body parser is `JSON.parse` behind the bounds scan (lib/json-guard.ts), so a hostile
 * body the scan let through shows here at its full length; one it refused, never. This is what
 * used to hold the event loop for seconds, checked by what ran instead of by a clock.
 */
export function watchJsonParse(): { longest(): number; stop(): void } {
  const original = JSON.parse;
  let longest = 0;
  JSON.parse = ((text: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
    longest = Math.max(longest, typeof text === 'string' ? text.length : 0);
    return original(text, reviver);
  }) as typeof JSON.parse;
  return {
    longest: () => longest,
    stop: () => {
      JSON.parse = original;
    },
  };
}
