/**
 * `npm run bench:trust [-- N]` (issue 19): what the read model's trust columns cost at N
 * companies (default 100,000) on a fresh PostgreSQL database (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL): N companies (bulk demo), reviews for 60 % of them (1–8 each) and a
 * verified insurance for 20 %; then the time of a full model load (`searchLoader.all`), of the
 * same batches' trust subqueries alone, and the model's bytes with and without the trust columns.
 * Prints the figures; nothing is written to the repository.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { seedReference } from '../src/db/seed/reference';
import { searchLoader } from '../src/modules/search/loader';
import { ReadModel } from '../src/modules/search/model';

const N = Number(process.argv[2] ?? 100_000);
const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!base) throw new Error('BENCH_DATABASE_URL or TEST_DATABASE_URL');
const name = `cimenta_bench_trust_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
const secs = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);
try {
  await database.migrate();
  await seedReference(database.db);
  let t0 = performance.now();
  await seedDemo(database.db, { count: N, batch: 5000, bulk: true });
  console.log(`seed ${N}: ${secs(t0)} s`);
  t0 = performance.now();
  const db = database.db;
  const h = sql`abs(hashtext(c.id::text))`;
  await db.execute(sql`INSERT INTO review_invitations (id, company_id, email, name, token_hash, expires_at)
    SELECT gen_random_uuid(), c.id, 'r' || g || '.' || c.id || '@example.es', 'Ana López', md5(c.id::text || g), now() + interval '60 days'
    FROM companies c, generate_series(1, 1 + ${h} % 8) g WHERE ${h} % 10 < 6`);
  await db.execute(sql`INSERT INTO reviews (id, company_id, invitation_id, email, author, rating, quality, deadlines, price, body, activity_id, finished)
    SELECT gen_random_uuid(), i.company_id, i.id, i.email, 'Ana L.', i.r, i.r, i.r, i.r, 'Trabajo terminado a tiempo y con buen acabado, sin sorpresas en el precio.', 201, '2026-03-01'
    FROM (SELECT *, 1 + abs(hashtext(id::text)) % 5 AS r FROM review_invitations) i`);
  await db.execute(sql`INSERT INTO company_credentials (id, company_id, kind, status, expires_on)
    SELECT gen_random_uuid(), c.id, 'insurance', 'verified', current_date + (${h} % 700 - 100) FROM companies c WHERE ${h} % 5 = 0`);
  await db.execute(sql`VACUUM ANALYZE`);
  const [counts] = (
    await db.execute(sql`SELECT (SELECT count(*) FROM reviews)::int AS reviews, (SELECT count(*) FROM company_credentials)::int AS creds`)
  ).rows as { reviews: number; creds: number }[];
  console.log(`reviews ${counts?.reviews}, credentials ${counts?.creds}: ${secs(t0)} s`);

  for (let round = 0; round < 2; round++) {
    t0 = performance.now();
    const m = new ReadModel(() => undefined, 1 << 14);
    let rows = 0;
    for await (const batch of searchLoader(db).all())
      for (const c of batch) {
        m.load(c);
        rows++;
      }
    m.seal();
    const load = secs(t0);
    // The trust part of the same SELECT alone, batch by batch in id order.
    t0 = performance.now();
    let after: string | null = null;
    for (;;) {
      const where = after === null ? sql`` : sql` AND c.id > ${after}::uuid`;
      const r = await db.execute(sql`SELECT c.id,
          (SELECT count(*) || ',' || coalesce(sum(r.rating), 0) FROM reviews r WHERE r.company_id = c.id AND r.status = 'published') AS reviews,
          array_to_string(ARRAY(SELECT k.kind || ':' || coalesce(k.expires_on::text, '') FROM company_credentials k
            WHERE k.company_id = c.id AND k.status = 'verified'), ',') AS creds
        FROM companies c WHERE c.hidden_at IS NULL${where} ORDER BY c.id LIMIT 20000`);
      const list = r.rows as { id: string }[];
      if (list.length < 20000) break;
      after = list[list.length - 1]?.id ?? null;
    }
    const trust = secs(t0);
    // The same figures grouped per batch instead (one aggregate over the batch's ids).
    t0 = performance.now();
    after = null;
    for (;;) {
      const where = after === null ? sql`` : sql` AND c.id > ${after}::uuid`;
      const r = await db.execute(sql`WITH b AS (SELECT c.id FROM companies c WHERE c.hidden_at IS NULL${where} ORDER BY c.id LIMIT 20000)
        SELECT b.id, rv.n, rv.s, cr.list FROM b
        LEFT JOIN (SELECT company_id, count(*) AS n, sum(rating) AS s FROM reviews WHERE status = 'published' AND company_id IN (SELECT id FROM b) GROUP BY company_id) rv ON rv.company_id = b.id
        LEFT JOIN (SELECT company_id, string_agg(kind || ':' || coalesce(expires_on::text, ''), ',') AS list FROM company_credentials
          WHERE status = 'verified' AND company_id IN (SELECT id FROM b) GROUP BY company_id) cr ON cr.company_id = b.id
        ORDER BY b.id`);
      const list = r.rows as { id: string }[];
      if (list.length < 20000) break;
      after = list[list.length - 1]?.id ?? null;
    }
    const grouped = secs(t0);
    const all = m.bytes();
    const trustBytes = m.trust.bytes(1 << Math.ceil(Math.log2(Math.max(rows, 1 << 14))));
    console.log(
      `round ${round + 1}: ${rows} rows loaded in ${load} s, of which the trust subqueries alone take ${trust} s (grouped per batch: ${grouped} s); model ${(all / 2 ** 20).toFixed(1)} MB, trust columns ${(trustBytes / 2 ** 20).toFixed(1)} MB; load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    );
  }
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
