/**
 * The database goes away and comes back (issue 18, PostgreSQL only): writes fail fast with a 503
 * in the §8 shape (never hang, never a 500), reads the read model already holds keep answering, and the
 * same app works again once the database is back, without a restart. The outage is real: the
 * database refuses connections and its sessions are ended by the server.
 */
import { randomUUID } from 'node:crypto';
import { MSG } from '@cimenta/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, STRONG_PASSWORD, type TestApp, usingPostgres } from './helper';

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

describe.runIf(usingPostgres)('a database outage', () => {
  let t: TestApp;
  let name = '';
  beforeAll(async () => {
    t = await createTestApp({ demo: 5 });
    name = new URL(t.databaseUrl ?? '').pathname.slice(1);
  });
  afterAll(async () => {
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
    await t?.close();
  });

  const register = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        id: randomUUID(),
        name: 'Ana',
        lastname: 'Caída',
        email: `caida.${randomUUID().slice(0, 8)}@example.es`,
        password: STRONG_PASSWORD,
      },
    });

  it('writes answer 503 in Spanish while it is away, reads already in memory go on, and all is back after it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/companies?perPage=2' })).statusCode).toBe(200);
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
    try {
      const down = await register();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ errors: MSG.unavailable });
      expect(down.headers['retry-after']).toBe('5');
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/companies?perPage=2' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    } finally {
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    expect((await register()).statusCode).toBe(200);
  });
});
