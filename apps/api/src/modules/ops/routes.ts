/**
 * Probes for a process manager or a load balancer (issue 18), outside /api:
 * - `GET /healthz`: the process answers (alive); never touches the database.
 * - `GET /readyz`: it may take traffic: the database answers and has every migration, the search
 *   read model is loaded, and a public page renders on the server. 503 with the failed checks
 *   otherwise, and from the moment a shutdown starts (the balancer stops sending before the
 *   server stops accepting).
 */
import type { FastifyInstance } from 'fastify';

type Check = 'ok' | string;
export type Readiness = { ready: boolean; checks: Record<'database' | 'migrations' | 'search' | 'render' | 'shutdown', Check> };

/** The database answers within this or counts as down; the first render loads React (seconds on a busy machine). */
const DB_TIMEOUT_MS = 3000;
const RENDER_TIMEOUT_MS = 30_000;

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`sin respuesta en ${ms} ms`)), ms);
    p.then(resolve, reject).finally(() => clearTimeout(t));
  });
}

export function opsRoutes(app: FastifyInstance, opts: { draining: () => boolean }) {
  const { database } = app.infra;
  /** A page renders (the home, served from the kept render while the data is unchanged). */
  async function renders(): Promise<Check> {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'user-agent': 'cimenta-readyz' } });
    if (res.statusCode !== 200) return `GET / respondió ${res.statusCode}`;
    if (!/<div id="root">\s*<[a-z]/i.test(res.body)) return 'GET / respondió el esqueleto sin renderizar (falta apps/web/dist/server)';
    return 'ok';
  }
  const attempt = async (f: () => Promise<Check>, ms = DB_TIMEOUT_MS): Promise<Check> => {
    try {
      return await within(f(), ms);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  };

  async function readiness(): Promise<Readiness> {
    const checks: Readiness['checks'] = {
      shutdown: opts.draining() ? 'cerrando' : 'ok',
      database: await attempt(async () => {
        await database.sql.executeSql('SELECT 1 AS ok', []);
        return 'ok';
      }),
      migrations: 'ok',
      search: app.services.search.stats().version > 0 ? 'ok' : 'modelo de búsqueda sin cargar',
      render: 'ok',
    };
    checks.migrations =
      checks.database === 'ok'
        ? await attempt(async () => ((await database.migrationsApplied()) ? 'ok' : 'migraciones pendientes'))
        : 'sin base de datos';
    checks.render = await attempt(renders, RENDER_TIMEOUT_MS);
    return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
  }

  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const r = await readiness();
    return reply
      .code(r.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: r.ready ? 'ready' : 'not-ready', checks: r.checks });
  });
  return { readiness };
}
