import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client';
import { companiesRepo } from './modules/companies/repo';
const d = await openDatabase({ dataDir: '/tmp/big' });
const repo = companiesRepo(d.db);
const { ids } = await repo.list({ order: 'newest', limit: 20, offset: 0 });
const inl = ids.map((i) => `'${i}'::uuid`).join(',');
for (const q of [
  `SELECT c.id, ct.name, p.name, ci.name, e.label FROM companies c JOIN company_types ct ON ct.id = c.type_id JOIN provinces p ON p.id = c.province_id JOIN cities ci ON ci.id = c.city_id LEFT JOIN employee_ranges e ON e.id = c.employees_id WHERE c.id IN (${inl})`,
  `SELECT company_id, activity_id FROM company_activities WHERE company_id IN (${inl})`,
]) {
  for (let k = 0; k < 2; k++) {
    const t = performance.now();
    const r = await d.db.execute(sql.raw(`EXPLAIN (ANALYZE, BUFFERS OFF) ${q}`));
    console.log('\n###', (performance.now() - t).toFixed(0), 'ms');
    console.log(
      r.rows
        .map((x: any) => x['QUERY PLAN'])
        .filter((l: string) => !l.includes('Index Cond') && !l.includes('Recheck'))
        .slice(0, 30)
        .join('\n'),
    );
  }
}
await d.close();
