/**
 * `npm run bench:caches -w apps/api` (issue 17, one cache budget): what each cache of a server
 * process really holds after use. Builds the app as the server does (DATABASE_URL or DATA_DIR;
 * the search snapshot in DATA_DIR when valid), fills its caches through `app.inject` — BENCH_READS
 * uncached listings (uncached.ts: each URL new, a third with a text, facets), BENCH_DETAILS company
 * details, BENCH_PAGES server-rendered listing pages when the web build exists — then prints, for
 * each cache, what its LRU counts and what the heap frees when it alone is emptied (after a full
 * collection): the counted sizes against the real ones. CACHE_MEMORY_MB sets the budget as in
 * the server. Run with `--expose-gc`.
 */
import { loadavg } from 'node:os';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { loadConfig } from '../src/infra/config';
import { uncachedPaths } from './uncached';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('node --expose-gc');
const MB = 2 ** 20;
const mb = (b: number) => `${(b / MB).toFixed(1)} MB`;
const held = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};
const rss = () => {
  gc();
  return process.memoryUsage().rss;
};
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');

const READS = Number(process.env.BENCH_READS ?? 20_000);
const DETAILS = Number(process.env.BENCH_DETAILS ?? 5_000);
const PAGES = Number(process.env.BENCH_PAGES ?? 1_000);

const config = loadConfig({ ...process.env, SEARCH_SNAPSHOT: '1', SEED_DEMO: 'false', RATE_LIMIT: 'false', LOG_LEVEL: 'error' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
await database.migrate();
const app = await buildApp({ config, database, jobWorker: false, logger: false });
await app.ready();
// Main's code before the budget (a baseline: BENCH run from its tree) has no sizes to print, only the RSS.
const search = app.services.search as typeof app.services.search & Partial<Pick<typeof app.services.search, 'cacheBudget' | 'cacheSizes'>>;
const t0 = performance.now();
await search.start();
console.log(
  `${search.stats().rows} companies from ${search.started().from} in ${((performance.now() - t0) / 1000).toFixed(1)} s; load ${load()}`,
);
const budget = search.cacheBudget?.();
if (budget)
  console.log(
    `budget ${mb(budget.total)}: ${Object.entries(budget.of)
      .map(([k, v]) => `${k} ${mb(v)}`)
      .join(', ')}`,
  );
const rss0 = rss();
const held0 = held();
console.log(`before use: RSS ${mb(rss0)}, heap used + external ${mb(held0)}`);

/** Runs `paths` through the app, 8 at a time; answers the statuses seen. */
async function inject(paths: string[]) {
  const statuses = new Map<number, number>();
  let i = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (i < paths.length) {
        const r = await app.inject({ method: 'GET', url: paths[i++] });
        statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
      }
    }),
  );
  return Object.fromEntries(statuses);
}

const t1 = performance.now();
const listings = uncachedPaths(READS, 17);
console.log(`listings ${JSON.stringify(await inject(listings))}`);
// Details of companies the listings showed (ids from a few pages of each order).
const ids = new Set<string>();
for (let p = 1; ids.size < DETAILS && p <= 500; p++)
  for (const order of ['', '&order=newest', '&order=name']) {
    const r = await app.inject({ method: 'GET', url: `/api/v1/companies?perPage=100&page=${p}${order}` });
    for (const c of (r.json() as { items: { id: string }[] }).items) ids.add(c.id);
  }
console.log(`details ${JSON.stringify(await inject([...ids].slice(0, DETAILS).map((id) => `/api/v1/companies/${id}`)))}`);
if (app.webPages && PAGES > 0) {
  const pages = listings.slice(0, PAGES).map((p) => p.replace('/api/v1/companies', '/companies'));
  console.log(`rendered pages ${JSON.stringify(await inject(pages))}`);
}
console.log(`filled in ${((performance.now() - t1) / 1000).toFixed(1)} s; load ${load()}`);
const rss1 = rss();
console.log(`after use: RSS ${mb(rss1)} (+${mb(rss1 - rss0)}), heap used + external ${mb(held())}`);

if (!search.cacheSizes) {
  console.log('no cache sizes (code before the budget)');
  process.exit(0);
}
const sizes = { ...search.cacheSizes(), webPages: app.webPages?.sizes() ?? { entries: 0, bytes: 0 } };
console.log('\n| cache | entries | counted | freed when emptied |\n|---|---:|---:|---:|');
let before = held();
for (const [name, s] of Object.entries(sizes)) {
  if (name === 'webPages') app.webPages?.clear();
  else search.dropCache(name as Parameters<typeof search.dropCache>[0]);
  const after = held();
  console.log(`| ${name} | ${s.entries} | ${mb(s.bytes)} | ${mb(before - after)} |`);
  before = after;
}
const counted = Object.values(sizes).reduce((n, s) => n + s.bytes, 0);
console.log(`counted ${mb(counted)}; heap used + external now ${mb(held())} (before use ${mb(held0)}); RSS now ${mb(rss())}`);
await app.close();
await database.close();
process.exit(0);
