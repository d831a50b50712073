/** What the fleet test and the soak send: HTTP calls through the proxy or to one instance, and SQL. */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { STRONG_PASSWORD } from '../test/helper';

/** A client address of its own per scenario (the proxy appends the real one; the instances trust it). */
export const client = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;

/** One HTTP call; one that gets no answer within 30 s is a hang and fails (TimeoutError). */
export const call = (base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });

export const newUser = () => ({
  id: randomUUID(),
  name: 'Flota',
  lastname: 'Prueba',
  email: `flota.${randomBytes(5).toString('hex')}@example.es`,
  password: STRONG_PASSWORD,
});

export const direct = (port: number) => `http://127.0.0.1:${port}`;

export type Session = { status: number; email: string; token: string; refresh: string };

export async function register(base: string, ip = client()): Promise<Session> {
  const user = newUser();
  const email = user.email;
  const r = await call(base, 'POST', '/api/v1/users', user, { 'x-forwarded-for': ip });
  const body = r.status === 200 ? ((await r.json()) as { token: string; refresh_token: string }) : null;
  return { status: r.status, email, token: body?.token ?? '', refresh: body?.refresh_token ?? '' };
}

export async function sql<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}
