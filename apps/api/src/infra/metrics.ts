/**
 * Prometheus metrics (prom-client), served on their own port (METRICS_PORT, off by default) so
 * the public port never shows them: requests per route (rate and latency), the PostgreSQL pool,
 * the job queue's depth per queue and state, the search read model's lag behind the change feed
 * (seconds since it last caught up: a poll every 250 ms keeps it under a second), the server-rendered
 * pages (renders and cache hits), the caches' bytes and entries against their share of the memory
 * budget (infra/cache-budget.ts), and Node's own (memory, event-loop lag, GC).
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { Jobs } from './jobs';

export function registerMetrics(app: FastifyInstance, opts: { port?: number; host: string; database: Database; jobs: Jobs }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duración de las peticiones HTTP por ruta, método y estado',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (req, reply, done) => {
    // The route's pattern (`/api/v1/companies/:id`), never the URL: a bounded set of series.
    requests.observe(
      { method: req.method, route: req.routeOptions.url ?? 'sin ruta', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Conexiones del pool de PostgreSQL por estado (total, idle, waiting)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const s = opts.database.poolStats?.();
      if (!s) return;
      for (const [state, n] of Object.entries(s)) this.set({ state }, n);
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Trabajos en la cola por cola y estado (created, retry, active, failed…)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const c of await opts.jobs.counts().catch(() => [])) this.set({ queue: c.queue, state: c.state }, c.count);
    },
  });

  new Gauge({
    name: 'search_feed_lag_seconds',
    help: 'Segundos desde que el modelo de búsqueda de esta instancia se puso al día con el feed de cambios',
    registers: [registry],
    collect() {
      const lag = app.hasDecorator('services') ? app.services.search.stats().lagSeconds : null;
      if (lag !== null) this.set(lag);
    },
  });

  new Gauge({
    name: 'search_model_start_seconds',
    help: 'Segundos que tardó el modelo de búsqueda en cargarse al arrancar, desde la base de datos o desde la instantánea en disco',
    labelNames: ['from'],
    registers: [registry],
    collect() {
      const s = app.hasDecorator('services') ? app.services.search.started() : null;
      if (s?.from) this.set({ from: s.from }, s.seconds);
    },
  });

  // Server-rendered pages (web/page-cache.ts, issue 21): renders run and answers from the kept pages.
  for (const [name, help, read] of [
    ['web_page_renders', 'Páginas renderizadas en el servidor desde el arranque', (s: { renders: number }) => s.renders],
    ['web_page_cache_hits', 'Páginas servidas desde la caché de páginas desde el arranque', (s: { hits: number }) => s.hits],
  ] as const) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        if (app.webPages) this.set(read(app.webPages.stats));
      },
    });
  }

  // The caches under the process's memory budget (infra/cache-budget.ts): what each holds and may hold.
  for (const [name, help, read] of [
    ['cache_bytes', 'Bytes que guarda cada caché (su tamaño contado)', (s: { bytes: number }) => s.bytes],
    ['cache_entries', 'Entradas de cada caché', (s: { entries: number }) => s.entries],
  ] as const) {
    new Gauge({
      name,
      help,
      labelNames: ['cache'],
      registers: [registry],
      collect() {
        if (!app.hasDecorator('services')) return;
        const sizes = { ...app.services.search.cacheSizes(), ...(app.webPages ? { webPages: app.webPages.sizes() } : {}) };
        for (const [cache, s] of Object.entries(sizes)) this.set({ cache }, read(s));
      },
    });
  }
  new Gauge({
    name: 'cache_budget_bytes',
    help: 'Bytes que puede guardar cada caché: su parte del presupuesto de memoria (CACHE_MEMORY_MB)',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      if (!app.hasDecorator('services')) return;
      for (const [cache, bytes] of Object.entries(app.services.search.cacheBudget().of)) this.set({ cache }, bytes);
    },
  });

  let server: Server | undefined;
  if (opts.port !== undefined) {
    const port = opts.port;
    server = createServer((req, res) => {
      if (req.url !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (err: Error) => res.writeHead(500).end(err.message),
      );
    });
    app.addHook('onListen', () => new Promise<void>((resolve) => server?.listen(port, opts.host, () => resolve())));
    app.addHook('onClose', () => new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve())));
  }
  return { registry, address: () => server?.address() };
}
