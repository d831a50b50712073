/**
 * `npm run bench:model -w apps/api -- [rows]`: the CPU of the read model's part of an uncached
 * listing (issue 17), in process, with no database: a model of `rows` generated companies
 * (1,000,000 by default; start in seconds where loading one takes a quarter of an hour), then the
 * filters of `uncachedPaths` (bench/uncached.ts: a random budget bound, type, province, employees,
 * main activity, order, page 1–8, facets; no text) as the service runs them: match, count, the
 * page (based-first by province), the disjunctive facets. 1,000 queries to warm up, then 5,000
 * timed with `process.cpuUsage` and hashed (total, page rows, facets: the same hash means the
 * same answers).
 * BENCH_CODE=dir: another checkout's `apps/api` (e.g. main from `git archive`, node_modules
 * linked) on the same rows, so that two runs started together compare the code under one load.
 */
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { apiDir } from './proc';
import { random } from './uncached';

type Model = import('../src/modules/search/model').ReadModel;
type ModelRow = import('../src/modules/search/model').ModelRow;
type Criteria = import('../src/modules/search/model').Criteria;
type ModelOrder = import('../src/modules/search/model').ModelOrder;

const PROVINCES = 52;
const PARENTS = 12;

/** A generated company: provinces and activities skewed (a few large, many small), as a directory is. */
function rowOf(i: number, r: () => number): ModelRow {
  const skew = (n: number) => Math.min(n - 1, Math.floor(n * r() * r()));
  const province = 1 + skew(PROVINCES);
  const zones = new Set([province]);
  for (let k = Math.floor(r() * 4); k > 0; k--) zones.add(1 + skew(PROVINCES));
  const activities = new Set<number>();
  for (let k = 1 + Math.floor(r() * 3); k > 0; k--) activities.add(100 + skew(PARENTS * 8));
  const budgetMin = Math.floor(r() * 50) * 10_000;
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Empresa ${Math.floor(r() * 1e9).toString(36)}`,
    typeId: 1 + Math.floor(r() * 4),
    employeesId: r() < 0.1 ? null : 1 + Math.floor(r() * 6),
    provinceId: province,
    cityId: province * 1000 + Math.floor(r() * 50),
    areaMin: Math.floor(r() * 10) * 50,
    areaMax: 500 + Math.floor(r() * 20) * 500,
    budgetMin,
    budgetMax: budgetMin + Math.floor(r() * 300) * 10_000,
    createdAt: 1.7e12 + Math.floor(r() * 3e10),
    updatedAt: 1.7e12,
    score: Math.floor(r() * 100),
    zones: [...zones],
    activities: [...activities],
    buildings: [1 + Math.floor(r() * 5)],
    constructions: [1 + Math.floor(r() * 3)],
    reviews: r() < 0.3 ? { count: 5, sum: 5 + Math.floor(r() * 21) } : undefined,
  };
}

type Query = { c: Criteria; order: ModelOrder; page: number; facets: boolean };

/** The filters of `uncachedPaths`, as criteria (what `requestReader` makes of them). */
function queries(count: number, seed: number): Query[] {
  const r = random(seed);
  const orders: ModelOrder[] = ['name', '-name', 'newest', 'default'];
  return Array.from({ length: count }, () => {
    const c: Criteria = { budget: { min: 1 + Math.floor(r() * 2_000_000) } };
    if (r() < 0.7) c.type = [1 + Math.floor(r() * 4)];
    if (r() < 0.5) c.zone = [1 + Math.floor(r() * 12)];
    if (r() < 0.3) c.employees = [1 + Math.floor(r() * 6)];
    if (r() < 0.3) c.parent = [1 + Math.floor(r() * 5)];
    return { c, page: 1 + Math.floor(r() * 8), order: orders[Math.floor(r() * orders.length)], facets: r() < 0.4 };
  });
}

async function main() {
  const n = Number(process.argv[2] ?? 1_000_000);
  const code = resolve(process.env.BENCH_CODE ?? apiDir);
  const { ReadModel } = await import(join(code, 'src/modules/search/model.ts'));
  const { facetsOf, placedIn } = await import(join(code, 'src/modules/search/reading.ts'));
  const r = random(17);
  const t0 = Date.now();
  const m: Model = new ReadModel((a: number) => 1 + ((a - 100) % PARENTS), 1024);
  for (let i = 0; i < n; i++) m.load(rowOf(i, r));
  m.seal();
  // A few writes since the start (the orders' extra rows and tombstones), as a server that has run.
  for (let i = 0; i < 500; i++) m.upsert(rowOf(Math.floor(r() * n), r));
  const built = (Date.now() - t0) / 1000;
  const run = (qs: Query[], out?: string[]) => {
    for (const q of qs) {
      const bits = m.match(q.c);
      const total = m.count(bits);
      const home = q.order === 'default' ? placedIn(q.c, null) : [];
      const offset = (q.page - 1) * 20;
      const rows = home.length ? m.pageBasedFirst(bits, total, home, q.order, offset, 20) : m.page(bits, total, q.order, offset, 20);
      const facets = q.facets ? facetsOf(m, q.c, bits).facets : null;
      out?.push(`${total} ${rows.join(',')} ${JSON.stringify(facets)}`);
    }
  };
  const all = queries(6_000, 99);
  run(all.slice(0, 1_000));
  const answers: string[] = [];
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  run(all.slice(1_000), answers);
  const c = process.cpuUsage(c0);
  const wall = performance.now() - w0;
  const hash = createHash('sha256');
  for (const a of answers) hash.update(`${a}\n`);
  const per = (x: number) => (x / 5_000).toFixed(3);
  console.log(
    [
      `code ${code}; ${n.toLocaleString('en')} rows (built in ${built.toFixed(1)} s); load ${loadavg()
        .map((x) => x.toFixed(2))
        .join(', ')}`,
      `model part of an uncached listing (5,000 queries, seed 99): CPU ${per((c.user + c.system) / 1000)} ms/query, wall ${per(wall)} ms`,
      `answers' hash ${hash.digest('hex')}`,
      `heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB, RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
    ].join('\n'),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
