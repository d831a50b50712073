import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client';
const d = await openDatabase({ dataDir: '/tmp/big' });
for (const q of [
  `SELECT count(*) FROM companies`,
  `SELECT c.id FROM companies c WHERE c.search_vector @@ to_tsquery('cimenta_es','reformas:*') ORDER BY created_at DESC LIMIT 20`,
  `SELECT count(*) FROM companies c WHERE c.search_vector @@ to_tsquery('cimenta_es','reformas:*')`,
  `SELECT count(*) FROM companies c WHERE 'reformas' <% c.name_folded`,
  `SELECT count(*) FROM companies c WHERE EXISTS (SELECT 1 FROM company_zones cz WHERE cz.company_id = c.id AND cz.province_id IN (28))`,
  `SELECT c.id FROM companies c WHERE EXISTS (SELECT 1 FROM company_zones cz WHERE cz.company_id = c.id AND cz.province_id IN (28)) ORDER BY created_at DESC LIMIT 4`,
]) {
  const t = performance.now();
  const r = await d.db.execute(sql.raw(`EXPLAIN (ANALYZE, BUFFERS OFF) ${q}`));
  console.log('\n###', q, (performance.now() - t).toFixed(0), 'ms');
  console.log(
    r.rows
      .map((x: any) => x['QUERY PLAN'])
      .slice(0, 14)
      .join('\n'),
  );
}
await d.close();
