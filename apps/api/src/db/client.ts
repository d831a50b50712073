/** The database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { PgliteQueryResultHKT } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type LockOptions, lockDataDir } from './lock';
import * as schema from './schema';

/** Both drivers answer `execute()` with `{rows}`; typed as PGlite's result. */
export type Db = PgDatabase<PgliteQueryResultHKT, typeof schema>;
/** Plain SQL with `$n` parameters (pg-boss's `Db`); without parameters a script of several statements. */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The same connection(s) as `db`, for libraries that speak SQL text (the job queue). */
  sql: SqlExecutor;
  migrate(): Promise<void>;
  /** Every committed migration has been applied (readiness). */
  migrationsApplied(): Promise<boolean>;
  /**
   * Runs `fn` while holding a cluster-wide advisory lock (PostgreSQL), so that instances starting
   * together migrate and seed one after the other; PGlite has one process per DATA_DIR anyway.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Connections of the PostgreSQL pool (metrics); none on PGlite. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** VACUUM ANALYZE: PGlite runs no autovacuum (STACK.md, fact 4). */
  vacuum(): Promise<void>;
  /** PGlite: the data directory as a dump, for `OpenOptions.template` (tests). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
};

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any fixed number: the key of the start-up lock (migrations and seeds). */
const STARTUP_LOCK = 0x63696d65;

async function migrationsApplied(db: Db): Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  const { rows } = await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return Number((rows[0] as { n: number } | undefined)?.n ?? 0) >= journal.entries.length;
}

export type OpenOptions = {
  databaseUrl?: string;
  /** PGlite directory; omit for an in-memory database (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** The data-dir lock's timings (tests). */
  lock?: LockOptions;
  /**
   * PGlite: a dump of a data directory to start from (`dumpDataDir`) instead of an empty cluster,
   * in memory or in a `dataDir` that holds no database yet (one that does is opened as it is). The
   * tests open one migrated, reference-seeded copy per file (test/global-setup.ts): loading it takes
   * a tenth of creating a cluster.
   */
  template?: Blob;
};

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // A database that does not answer fails the request within 5 s (a 503), never holds it.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, connectionTimeoutMillis: 5000 });
    // A dropped idle connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      sql: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: () => migratePg(db as never, { migrationsFolder }),
      migrationsApplied: () => migrationsApplied(db),
      async exclusive(fn) {
        // On a connection of its own, held until `fn` is done; a session lock ends with it if we die.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
          client.release();
        }
      },
      vacuum: async () => {
        await pool.query('VACUUM ANALYZE');
      },
      close: () => pool.end(),
    };
  }
  let release = async () => {};
  let dir: string | undefined;
  if (opts.dataDir) {
    release = await lockDataDir(opts.dataDir, { onWait: (m) => console.error(m), ...opts.lock });
    dir = join(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  try {
    const client = await PGlite.create({
      dataDir: dir,
      extensions: { pg_trgm, unaccent },
      ...(opts.template && !(dir && existsSync(join(dir, 'PG_VERSION'))) ? { loadDataDir: opts.template } : {}),
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      sql: pgliteExecutor(client),
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      migrationsApplied: () => migrationsApplied(db),
      exclusive: (fn) => fn(),
      vacuum: async () => {
        await client.exec('VACUUM ANALYZE');
      },
      dump: () => client.dumpDataDir('none'),
      close: async () => {
        try {
          await client.close();
        } finally {
          await release();
        }
      },
    };
  } catch (e) {
    await release();
    throw e;
  }
}

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;
function pgliteExecutor(client: PgliteLike): SqlExecutor {
  return {
    async executeSql(text, values) {
      // PGlite prepares every parametrised query, and a prepared statement holds one command:
      // scripts (pg-boss's schema) go through `exec`, which answers one result per statement.
      if (!values?.length) return { rows: ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[] };
      return { rows: (await client.query(text, values)).rows as Record<string, unknown>[] };
    },
  };
}

/**
 * The executor of a Drizzle transaction, so a job is queued in the transaction of the write it
 * belongs to (a contact message and its mail commit together or not at all). Drizzle keeps the
 * transaction's connection in `session.client` (a pg `PoolClient` or a PGlite `Transaction`).
 */
export function transactionSql(tx: Db): SqlExecutor {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof (client as { query?: unknown }).query !== 'function')
    throw new Error('transactionSql: no client on this Drizzle transaction');
  if (typeof (client as { exec?: unknown }).exec === 'function') return pgliteExecutor(client as PgliteLike);
  const pgClient = client as pg.PoolClient;
  return { executeSql: (text, values) => pgClient.query(text, values as unknown[]) };
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The database is away (restarting, unreachable, refusing connections), not the request at
 * fault: SQLSTATE class 08 (connection), 57P01–57P03 (shut down, cannot connect now), 55000 when
 * connections are not allowed, and the driver's own socket errors and connect timeout.
 */
export function databaseUnavailable(e: unknown): boolean {
  for (let x: unknown = e, depth = 0; x && typeof x === 'object' && depth < 4; x = (x as { cause?: unknown }).cause, depth++) {
    const { code: c, message } = x as { code?: unknown; message?: unknown };
    if (typeof c === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(c)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(message)
    )
      return true;
  }
  const code = pgErrorCode(e);
  return !!code && (code.startsWith('08') || /^57P0[123]$/.test(code) || code === '55000');
}

/** The SQLSTATE of a database error, whether the driver or Drizzle's wrapper threw it. */
export function pgErrorCode(e: unknown): string | undefined {
  for (let x: unknown = e, depth = 0; x && typeof x === 'object' && depth < 4; x = (x as { cause?: unknown }).cause, depth++) {
    const code = (x as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
