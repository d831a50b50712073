/**
 * Where @fastify/rate-limit counts (issue 18). One process (PGlite, the default): its memory.
 * Several instances on PostgreSQL: a shared table (`rate_limits`, migration 0007), one upsert a
 * counted request; with REDIS_URL: Redis, through the plugin's own Redis store. Either way N
 * instances allow the limit once, not N times. A store that fails lets the request through
 * (`skipOnError`) and logs: a rate limit must not take the site down with it.
 */
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Database, SqlExecutor } from '../db/client';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** One counted request: a new or expired window starts at 1, otherwise the count goes up. */
const INCR = `
  INSERT INTO rate_limits (key, count, expires_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limits.expires_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
    expires_at = CASE WHEN rate_limits.expires_at <= now() THEN excluded.expires_at ELSE rate_limits.expires_at END
  RETURNING count, GREATEST(0, EXTRACT(EPOCH FROM (expires_at - now())) * 1000)::bigint AS ttl`;
const READ = `SELECT count, GREATEST(0, EXTRACT(EPOCH FROM (expires_at - now())) * 1000)::bigint AS ttl
  FROM rate_limits WHERE key = $1 AND expires_at > now()`;
/** Expired rows are deleted now and then by whichever instance counts (cheap: the key is the primary key). */
const SWEEP = "DELETE FROM rate_limits WHERE expires_at < now() - interval '1 minute'";
const SWEEP_EVERY = 1000;

/** A store class for the plugin (it calls `new Store(options)`), counting in PostgreSQL. */
export function postgresStore(sql: SqlExecutor) {
  let counted = 0;
  const row = (r: Record<string, unknown> | undefined) => ({ current: Number(r?.count ?? 0), ttl: Number(r?.ttl ?? 0) });
  return class PostgresStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}
    incr(key: string, cb: Callback, timeWindow: number) {
      if (++counted % SWEEP_EVERY === 0) void sql.executeSql(SWEEP, []).catch(() => {});
      sql.executeSql(INCR, [this.prefix + key, timeWindow]).then(
        (r) => cb(null, row(r.rows[0])),
        (e: Error) => cb(e),
      );
    }
    read(key: string, cb: Callback) {
      sql.executeSql(READ, [this.prefix + key]).then(
        (r) => cb(null, row(r.rows[0])),
        (e: Error) => cb(e),
      );
    }
    /** A route's own limit counts apart (same key scheme as the plugin's Redis store). */
    child(route: object) {
      const info = (route as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new PostgresStore(undefined, `${this.prefix}${String(info?.method)}${String(info?.url)}-`);
    }
  };
}

export type RateLimitStore = {
  options: Partial<RateLimitPluginOptions>;
  kind: 'memory' | 'postgres' | 'redis';
  /** Settled once the store counts: Redis connected, or `READY_WAIT_MS` passed (then it lets requests through, as while away). */
  ready: Promise<void>;
  close(): Promise<void>;
};

/** How long an instance waits at start for Redis before it serves anyway. */
const READY_WAIT_MS = 3000;

/** With `redisUrl`, Redis; else PostgreSQL when `database` is one; else this process's memory. */
export function rateLimitStore(opts: { redisUrl?: string; database?: Database; log: Pick<FastifyBaseLogger, 'warn'> }): RateLimitStore {
  if (opts.redisUrl) {
    // Fail fast while Redis is away (no queue of commands waiting for it); it reconnects by itself.
    const redis = new Redis(opts.redisUrl, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    redis.on('error', (err) => opts.log.warn({ err }, 'redis (límites de peticiones)'));
    // Until it is connected, every request would go through uncounted (no offline queue, skipOnError):
    // an instance just started would let a burst through.
    const ready = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      // unref: a process stopping in those 3 s is not held by the wait.
      const timer = setTimeout(done, READY_WAIT_MS).unref();
      redis.once('ready', done);
    });
    return {
      kind: 'redis',
      ready,
      options: { redis, nameSpace: 'cimenta-rl:', skipOnError: true },
      close: async () => {
        redis.disconnect();
      },
    };
  }
  if (opts.database?.kind === 'postgres') {
    return {
      kind: 'postgres',
      options: { store: postgresStore(opts.database.sql), skipOnError: true },
      ready: Promise.resolve(),
      close: async () => {},
    };
  }
  return { kind: 'memory', options: {}, ready: Promise.resolve(), close: async () => {} };
}
