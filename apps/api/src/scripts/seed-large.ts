/**
 * `npm run seed:large -- 100000`: appends N generated companies (no image files),
 * then VACUUM ANALYZE, which PGlite never runs by itself (STACK.md, fact 4).
 */
import { sql } from 'drizzle-orm';
import { companyCount, seedDemo } from '../db/seed/demo';
import { seedReference } from '../db/seed/reference';
import { openConfigured, run } from './open';

run(async () => {
  const n = Number.parseInt(process.argv[2] ?? '100000', 10);
  if (!Number.isFinite(n) || n <= 0) throw new Error('Uso: npm run seed:large -- <número de empresas>');
  const { database } = await openConfigured();
  try {
    await seedReference(database.db);
    const offset = await companyCount(database.db);
    const t0 = Date.now();
    // The two GIN indexes of the SQL text search cost most of a row's insert: built once at the end.
    const rebuild = n >= 50_000;
    if (rebuild) {
      await database.db.execute(sql`DROP INDEX IF EXISTS companies_search_idx`);
      await database.db.execute(sql`DROP INDEX IF EXISTS companies_name_trgm_idx`);
    }
    await seedDemo(database.db, {
      count: n,
      offset: offset + 1_000_000,
      batch: 5000,
      bulk: true,
      onProgress: (done) => {
        if (done % 10000 === 0 || done === n) process.stdout.write(`\r${done.toLocaleString('es-ES')} / ${n.toLocaleString('es-ES')}`);
      },
    });
    process.stdout.write('\n');
    if (rebuild) {
      await database.db.execute(sql`CREATE INDEX companies_search_idx ON companies USING gin (search_vector)`);
      await database.db.execute(sql`CREATE INDEX companies_name_trgm_idx ON companies USING gin (name_folded gin_trgm_ops)`);
    }
    await database.vacuum();
    console.log(`${n} empresas cargadas en ${((Date.now() - t0) / 1000).toFixed(1)} s (VACUUM ANALYZE hecho).`);
  } finally {
    await database.close();
  }
});
