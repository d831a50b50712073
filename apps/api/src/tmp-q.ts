import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client';
import { companiesRepo } from './modules/companies/repo';
const d = await openDatabase({ dataDir: '/tmp/big' });
const repo = companiesRepo(d.db);
async function time(label: string, f: () => Promise<unknown>) {
  await f();
  const t = performance.now();
  for (let i = 0; i < 5; i++) await f();
  console.log(label, ((performance.now() - t) / 5).toFixed(1), 'ms');
}
for (const w of ['reformas', 'fontanería', 'aerotermia', 'zurbaran']) {
  await time(`rel ${w}`, () => repo.list({ text: w, order: 'relevance', limit: 20, offset: 0 }));
  await time(`new ${w}`, () => repo.list({ text: w, order: 'newest', limit: 20, offset: 0 }));
}
await time('zone 28', () => repo.list({ zoneProvinceIds: [28], order: 'newest', limit: 4, offset: 0 }));
await time('type+zone+budget', () =>
  repo.list({ typeId: 2, zoneProvinceIds: [8], budget: { min: 50000, max: 1000000 }, order: 'newest', limit: 20, offset: 20 }),
);
await time('all', () => repo.list({ order: 'newest', limit: 20, offset: 0 }));
const { ids } = await repo.list({ order: 'newest', limit: 20, offset: 0 });
await time('cards', () => repo.cards(ids));
const q = process.argv[2];
if (q) {
  const r = await d.db.execute(sql.raw(`EXPLAIN ANALYZE ${q}`));
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
}
await d.close();
