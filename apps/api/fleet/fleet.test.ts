/**
 * `npm run test:fleet` (issue 18): two compiled instances behind haproxy, on one PostgreSQL, one
 * S3-compatible store and one Redis, all real and started by fleet/topology.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { MSG } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, pngDataUrl, STRONG_PASSWORD } from '../test/helper';
import { type Fleet, startFleet } from './topology';

let f: Fleet;
beforeAll(async () => {
  f = await startFleet();
}, 600_000);
afterAll(async () => {
  await f?.stop();
}, 120_000);

/** A client address of its own per scenario (the proxy appends the real one; the instances trust it). */
const client = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
const call = (base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
const direct = (port: number) => `http://127.0.0.1:${port}`;

async function register(base: string, ip = client()) {
  const email = `flota.${randomBytes(5).toString('hex')}@example.es`;
  const r = await call(
    base,
    'POST',
    '/api/v1/users',
    { id: randomUUID(), name: 'Flota', lastname: 'Prueba', email, password: STRONG_PASSWORD },
    {
      'x-forwarded-for': ip,
    },
  );
  return { status: r.status, email, token: r.status === 200 ? ((await r.json()) as { token: string }).token : '' };
}

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: f.pg.url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

describe('the fleet', () => {
  it('a company, its image and the counts written through one instance are read through the other within 1 s', async () => {
    const a = direct(f.a.port);
    const b = direct(f.b.port);
    const before = ((await (await call(b, 'GET', '/api/v1/companies?perPage=1')).json()) as { total: number }).total;
    const u = await register(a);
    expect(u.status).toBe(200);
    const body = companyPayload({ name: 'Reformas Flota Compartida', images: [{ type: 'Photo', content: await pngDataUrl(800, 300) }] });
    const w = await call(a, 'POST', '/api/v1/companies', body, { authorization: `Bearer ${u.token}` });
    expect(w.status).toBe(200);
    const written = Date.now();
    // Through the other instance: its listing counts the company (its read model heard the feed).
    let seen = Number.POSITIVE_INFINITY;
    while (Date.now() - written < 5000) {
      const total = ((await (await call(b, 'GET', '/api/v1/companies?perPage=1')).json()) as { total: number }).total;
      if (total === before + 1) {
        seen = Date.now() - written;
        break;
      }
    }
    expect(seen).toBeLessThanOrEqual(1000);
    const detail = (await (await call(b, 'GET', `/api/v1/companies/${body.id}`)).json()) as { images: { type: string; url: string }[] };
    const photo = detail?.images.find((i) => i.type === 'Photo')?.url ?? '';
    const img = await call(b, 'GET', photo);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
  });

  it('per-IP limits hold across the instances (logins through the proxy, round robin)', async () => {
    const ip = client();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const r = await call(
        f.proxyUrl,
        'POST',
        '/api/v1/auth/login',
        { email: `nadie${i}@example.es`, password: 'Mala1234x' },
        { 'x-forwarded-for': ip },
      );
      codes.push(r.status);
    }
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
    // Both instances answered some of them: their metrics, on a port of their own, say so.
    for (const i of [f.a, f.b]) {
      const text = await (await fetch(`http://127.0.0.1:${i.metricsPort}/metrics`)).text();
      expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/auth\/login",status="401"\} [1-9]/);
      expect(text).toMatch(/db_pool_connections\{state="total"\} \d/);
    }
  });

  it('SIGTERM to one instance under load: no request fails', async () => {
    const failures: string[] = [];
    let done = 0;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const r = await call(f.proxyUrl, 'GET', `/api/v1/companies?perPage=5&page=${1 + (done % 5)}`).catch((e: Error) => e);
        if (r instanceof Error) failures.push(r.message);
        else if (r.status !== 200) failures.push(String(r.status));
        done++;
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    while (done < 100) await new Promise((r) => setImmediate(r));
    f.a.child.kill('SIGTERM');
    expect(await f.a.exited).toBe(0);
    const after = done;
    while (done < after + 200) await new Promise((r) => setImmediate(r));
    stop = true;
    await Promise.all(workers);
    expect(failures).toEqual([]);
    // Back for the next scenario, on the same port (haproxy's check brings it in).
    f.a = await f.startInstance('a', f.a.port);
  }, 180_000);

  it('SIGKILL to one instance while users register and contact companies: no acknowledged write and no queued mail is lost', async () => {
    const companies = ((await (await call(f.proxyUrl, 'GET', '/api/v1/companies?perPage=20')).json()) as { items: { id: string }[] }).items;
    const acked = { users: [] as string[], contacts: [] as string[] };
    const refused: Record<string, number> = {};
    const count = (status: number | string) => {
      refused[status] = (refused[status] ?? 0) + 1;
    };
    let n = 0;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const i = n++;
        if (i % 2) {
          const u = await register(f.proxyUrl).catch(() => null);
          if (u?.status === 200) acked.users.push(u.email);
          else count(u?.status ?? 'error');
        } else {
          const email = `contacto.${randomBytes(5).toString('hex')}@example.es`;
          const company = companies[i % companies.length]?.id;
          const r = await call(
            f.proxyUrl,
            'POST',
            `/api/v1/companies/${company}/contact`,
            { contact: { name: 'Cliente', email, message: 'Presupuesto, por favor.' } },
            { 'x-forwarded-for': client() },
          ).catch(() => null);
          if (r?.status === 200) acked.contacts.push(email);
          else count(r?.status ?? 'error');
        }
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    while (n < 40) await new Promise((r) => setImmediate(r));
    f.b.child.kill('SIGKILL');
    await f.b.exited;
    const at = n;
    while (n < at + 40) await new Promise((r) => setImmediate(r));
    stop = true;
    await Promise.all(workers);

    console.log(
      `SIGKILL: ${acked.users.length} registrations and ${acked.contacts.length} contacts acknowledged; not: ${JSON.stringify(refused)}`,
    );
    expect(acked.users.length).toBeGreaterThan(5);
    expect(acked.contacts.length).toBeGreaterThan(5);
    const users = await sql<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [acked.users]);
    expect(users.length).toBe(acked.users.length);
    const stored = await sql<{ email: string }>('SELECT email FROM contact_messages WHERE email = ANY($1)', [acked.contacts]);
    expect(stored.length).toBe(acked.contacts.length);
    const jobs = await sql<{ email: string }>(
      "SELECT data->>'replyTo' AS email FROM pgboss.job WHERE name = 'mail' AND data->>'replyTo' = ANY($1)",
      [acked.contacts],
    );
    expect(jobs.length).toBe(acked.contacts.length);
    f.b = await f.startInstance('b', f.b.port);
  }, 300_000);

  it('the database away (connections refused, sessions ended): writes fail fast with a 503 in the §8 shape, never hang; the instances reconnect by themselves', async () => {
    const name = new URL(f.pg.url).pathname.slice(1);
    const admin = async (text: string) => {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(text).finally(() => c.end());
    };
    const write = async () => {
      const started = Date.now();
      const r = await register(f.proxyUrl).catch((e: Error) => ({ status: `${e.message}: ${String((e.cause as Error)?.message)}` }));
      return { status: r.status, ms: Date.now() - started };
    };
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
    const during: { status: number | string; ms: number }[] = [];
    try {
      for (let i = 0; i < 10; i++) during.push(await write());
      const r = await call(
        f.proxyUrl,
        'POST',
        '/api/v1/auth/login',
        { email: 'nadie@example.es', password: 'Mala1234x' },
        { 'x-forwarded-for': client() },
      ).catch((e: Error) => e);
      expect(r instanceof Response ? [r.status, await r.json()] : String(r)).toEqual([503, { errors: MSG.unavailable }]);
    } finally {
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    const alive = [f.a, f.b].map((i) =>
      i.child.exitCode === null && i.child.signalCode === null ? 'vivo' : `muerto: ${i.output().slice(-2000)}`,
    );
    expect(alive).toEqual(['vivo', 'vivo']);
    expect(during.map((d) => d.status)).toEqual(during.map(() => 503));
    // Fast: the pool gives up within its 5 s connect timeout at most.
    expect(Math.max(...during.map((d) => d.ms))).toBeLessThan(6000);
    // Back: both instances write again (each asked directly), with nothing restarted.
    for (const i of [f.a, f.b]) {
      let status = 0;
      for (let tries = 0; tries < 50 && status !== 200; tries++) status = (await register(direct(i.port))).status;
      expect(status).toBe(200);
    }
  }, 180_000);
});
