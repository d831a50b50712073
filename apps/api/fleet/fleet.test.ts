/**
 * `npm run test:fleet` (issue 18): two compiled instances behind haproxy, on one PostgreSQL of the
 * test's own, one S3-compatible store and one Redis, all real and started by fleet/topology.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { MSG } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, pngDataUrl } from '../test/helper';
import { call, client, direct, newUser, register, sql } from './client';
import { type Fleet, startFleet } from './topology';

let f: Fleet;
beforeAll(async () => {
  f = await startFleet();
}, 600_000);
afterAll(async () => {
  await f?.stop();
}, 120_000);

const query = <T>(text: string, values: unknown[] = []) => sql<T>(f.pg.url, text, values);

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
    const users = await query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [acked.users]);
    expect(users.length).toBe(acked.users.length);
    const stored = await query<{ email: string }>('SELECT email FROM contact_messages WHERE email = ANY($1)', [acked.contacts]);
    expect(stored.length).toBe(acked.contacts.length);
    const jobs = await query<{ email: string }>(
      "SELECT data->>'replyTo' AS email FROM pgboss.job WHERE name = 'mail' AND data->>'replyTo' = ANY($1)",
      [acked.contacts],
    );
    expect(jobs.length).toBe(acked.contacts.length);
    f.b = await f.startInstance('b', f.b.port);
  }, 300_000);
});

describe('the fleet, shared state', () => {
  it('the demo images, seeded by one instance, are served by every instance (they are in the bucket)', async () => {
    const { items } = (await (await call(f.proxyUrl, 'GET', '/api/v1/companies?perPage=5')).json()) as { items: { id: string }[] };
    const urls: string[] = [];
    for (const { id } of items) {
      const d = (await (await call(f.proxyUrl, 'GET', `/api/v1/companies/${id}`)).json()) as { images: { url: string }[] };
      urls.push(...d.images.map((i) => i.url).filter((u) => u.startsWith('/uploads/demo/')));
    }
    expect(urls.length).toBeGreaterThan(5);
    for (const i of [f.a, f.b])
      for (const url of urls) {
        const r = await call(direct(i.port), 'GET', url);
        expect([url, r.status, r.headers.get('content-type')]).toEqual([url, 200, 'image/svg+xml']);
        expect(await r.text()).toMatch(/^<svg/);
      }
  });

  it('refresh-token rotation stays single-use across instances: concurrent refreshes of one token on both get the same new pair (two tabs); a reuse after the grace window ends the session on both', async () => {
    const u = await register(direct(f.a.port));
    expect(u.status).toBe(200);
    const refresh = (port: number, token: string) =>
      call(direct(port), 'POST', '/api/v1/auth/token/refresh', { refresh_token: token }, { 'x-forwarded-for': client() });
    const family = async (token: string) =>
      query<{ used: boolean; revoked: boolean }>(
        `SELECT used_at IS NOT NULL AS used, revoked_at IS NOT NULL AS revoked FROM refresh_tokens
          WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1) ORDER BY created_at`,
        [createHash('sha256').update(token).digest('hex')],
      );
    /** Eight refreshes of one token at once, every other one on the other instance. */
    const burst = async (token: string) => {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, k) => refresh(k % 2 ? f.b.port : f.a.port, token)));
      const bodies = await Promise.all(answers.map((r) => r.json() as Promise<{ token: string; refresh_token: string }>));
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
      expect(new Set(bodies.map((b) => b.refresh_token)).size).toBe(1);
      expect(new Set(bodies.map((b) => b.token)).size).toBe(1);
      return bodies[0] as { token: string; refresh_token: string };
    };
    const first = await burst(u.refresh);
    expect(first.refresh_token).not.toBe(u.refresh);
    // One rotation, not eight: the family holds the used token and one successor.
    expect(await family(u.refresh)).toEqual([
      { used: true, revoked: false },
      { used: false, revoked: false },
    ]);
    const second = await burst(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await family(u.refresh)).map((r) => r.used)).toEqual([true, true, false]);

    // The first token again, after the window (its use moved 31 s back): a leak; the whole family ends.
    await query(
      `UPDATE refresh_tokens SET used_at = used_at - interval '31 seconds'
        WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1) AND used_at IS NOT NULL`,
      [createHash('sha256').update(u.refresh).digest('hex')],
    );
    expect((await refresh(f.b.port, u.refresh)).status).toBe(401);
    expect((await refresh(f.a.port, second.refresh_token)).status).toBe(401);
    expect((await refresh(f.b.port, second.refresh_token)).status).toBe(401);
    expect((await family(u.refresh)).every((r) => r.revoked)).toBe(true);
  });

  it('PostgreSQL restarted under load: requests during the outage fail fast with a 503 in the §8 shape, never hang; the instances reconnect by themselves', async () => {
    const unavailableBody = { errors: MSG.unavailable };
    const wrong: string[] = [];
    let done = 0;
    let unavailable = 0;
    let stop = false;
    let phase = 'antes';
    /** Any answer but a 200 or the §8 503 is wrong; `call` gives up on a call after 30 s (a hang). */
    const record = async (what: string, req: Promise<Response>) => {
      const at = phase;
      const r = await req.catch((e: Error) => e);
      done++;
      if (r instanceof Error) wrong.push(`${at} ${what}: ${r.name} ${r.message} ${String((r.cause as Error | undefined)?.message ?? '')}`);
      else if (r.status === 503) {
        const body = await r.json().catch(() => null);
        if (JSON.stringify(body) !== JSON.stringify(unavailableBody)) wrong.push(`${at} ${what}: 503 ${JSON.stringify(body)}`);
        else if (at === 'después') wrong.push(`${at} ${what}: 503 with both instances back`);
        else unavailable++;
      } else if (r.status !== 200) wrong.push(`${at} ${what}: ${r.status}`);
      else await r.arrayBuffer();
    };
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        if (i % 3 === w % 3) await record('alta', call(f.proxyUrl, 'POST', '/api/v1/users', newUser(), { 'x-forwarded-for': client() }));
        else await record('lectura', call(f.proxyUrl, 'GET', `/api/v1/companies?perPage=5&page=${1 + (i % 8)}`));
      }
    };
    const workers = Array.from({ length: 6 }, (_, w) => worker(w));
    while (done < 30) await new Promise((r) => setImmediate(r));

    phase = 'caída';
    await f.pg.stop();
    // While it is down: writes on each instance directly (the proxy may answer for them) and through it.
    const during: { status: number; body: unknown; ms: number }[] = [];
    const login = { email: 'nadie@example.es', password: 'Mala1234x' };
    for (const base of [direct(f.a.port), direct(f.b.port), f.proxyUrl, direct(f.a.port), direct(f.b.port)])
      for (const [path, body] of [
        ['/api/v1/auth/login', login],
        ['/api/v1/users', newUser()],
      ] as const) {
        const started = Date.now();
        const r = await call(base, 'POST', path, body, { 'x-forwarded-for': client() });
        during.push({ status: r.status, body: await r.json(), ms: Date.now() - started });
      }
    phase = 'vuelta';
    await f.pg.start();
    // Back: each instance writes again, asked directly, with nothing restarted.
    for (const i of [f.a, f.b]) {
      let status = 0;
      for (let tries = 0; tries < 100 && status !== 200; tries++) {
        status = (await register(direct(i.port))).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
    }
    phase = 'después';
    let viaProxy = 0;
    while (viaProxy !== 200) viaProxy = (await register(f.proxyUrl)).status;
    const back = done;
    while (done < back + 60) await new Promise((r) => setImmediate(r));
    stop = true;
    await Promise.all(workers);

    console.log(
      `PostgreSQL reiniciado: ${done} peticiones, ${unavailable} 503; durante la caída ${during.map((d) => `${d.status}/${d.ms} ms`).join(', ')}`,
    );
    expect(wrong).toEqual([]);
    expect(during.map((d) => [d.status, d.body])).toEqual(during.map(() => [503, unavailableBody]));
    // Fast: the pool gives up on a connection within its 5 s connect timeout (refused at once here).
    expect(Math.max(...during.map((d) => d.ms))).toBeLessThan(10_000);
    const alive = [f.a, f.b].map((i) => (i.child.exitCode === null && i.child.signalCode === null ? 'viva' : i.output().slice(-2000)));
    expect(alive).toEqual(['viva', 'viva']);
  }, 300_000);
});
