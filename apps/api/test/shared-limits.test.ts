/**
 * Per-IP limits hold across instances (issue 18): two apps count one client's logins together,
 * in PostgreSQL (TEST_DB=postgres) or in a real Redis (REDIS_URL); a Redis that goes away lets
 * requests through instead of failing them; one slow to connect at start is waited for (bounded).
 */
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Socket } from 'node:net';
import { MSG } from '@cimenta/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { loadConfig } from '../src/infra/config';
import { rateLimitStore } from '../src/infra/rate-limit-store';
import { RATE_LIMITS } from '../src/infra/rate-limits';
import { createTestApp, type TestApp, usingPostgres } from './helper';
import { startRedis } from './redis';

const login = (app: FastifyInstance, i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: `x${i}@example.es`, password: `Mala${i}xx` },
    remoteAddress: '198.51.100.7',
  });

/** Half the allowed logins through each app, then one more: the last is refused only if the count is shared. */
async function spread(a: FastifyInstance, b: FastifyInstance) {
  const max = RATE_LIMITS.login.max;
  for (let i = 0; i < max; i++) expect((await login(i % 2 ? a : b, i)).statusCode).toBe(401);
  return login(a, max);
}

describe('with Redis (REDIS_URL)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    const configure = (c: { redisUrl?: string }) => {
      c.redisUrl = redis.url;
    };
    [a, b] = await Promise.all([createTestApp({ rateLimit: true, configure }), createTestApp({ rateLimit: true, configure })]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('two instances count one address together', async () => {
    const over = await spread(a.app, b.app);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ errors: MSG.tooManyRequests });
  });
});

describe('with Redis gone', () => {
  it('a Redis that is down lets requests through (logged), never a 500', async () => {
    const redis = await startRedis();
    const c = await createTestApp({
      rateLimit: true,
      configure: (cfg) => {
        cfg.redisUrl = redis.url;
      },
    });
    try {
      await redis.stop();
      const r = await c.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'y@example.es', password: 'Mala1234x' },
        remoteAddress: '198.51.100.8',
      });
      expect(r.statusCode).toBe(401);
    } finally {
      await c.close();
    }
  }, 180_000);
});

describe('with Redis slow to connect', () => {
  it('an instance waits for it before it counts anything: a burst at start is not let through uncounted', async () => {
    const redis = await startRedis();
    // A real Redis behind a proxy that holds the connection until told (a Redis slow to answer at start).
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let connected = () => {};
    const arrived = new Promise<void>((resolve) => {
      connected = resolve;
    });
    const sockets: Socket[] = [];
    const proxy = createServer((client) => {
      sockets.push(client);
      connected();
      void held.then(() => {
        const upstream = connect(Number(new URL(redis.url).port), '127.0.0.1');
        sockets.push(upstream);
        client.pipe(upstream).pipe(client);
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
    const { port } = proxy.address() as { port: number };
    const store = rateLimitStore({ redisUrl: `redis://127.0.0.1:${port}`, log: { warn: () => {} } });
    let ready = false;
    void store.ready.then(() => {
      ready = true;
    });
    try {
      await arrived;
      // Held: not ready (before the fix, the store was "ready" at once, and the app served uncounted).
      await new Promise<void>((resolve) => setImmediate(resolve));
      expect(ready).toBe(false);
      letGo();
      await store.ready;
      const client = store.options.redis as { status: string };
      expect(client.status).toBe('ready');
    } finally {
      await store.close();
      for (const s of sockets) s.destroy();
      proxy.close();
      await redis.stop();
    }
  });
});

describe.runIf(usingPostgres)('on PostgreSQL', () => {
  let a: TestApp;
  let second: { app: FastifyInstance; close(): Promise<void> };
  beforeAll(async () => {
    a = await createTestApp({ rateLimit: true });
    const database = await openDatabase({ databaseUrl: a.databaseUrl, poolSize: 2 });
    const config = loadConfig({ NODE_ENV: 'test' }, { dataDir: a.dataDir, jwtSecret: randomBytes(32).toString('hex') });
    config.rateLimit = true;
    const app = await buildApp({ config, database, jobWorker: false, logger: false });
    await app.ready();
    second = {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(async () => {
    await second?.close();
    await a?.close();
  });

  it('two instances on one database count one address together', async () => {
    expect((await spread(a.app, second.app)).statusCode).toBe(429);
  });
});
