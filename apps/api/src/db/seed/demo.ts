/** Demo companies: `count` deterministic companies with images, in batches. */
import { sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { ObjectStorage } from '../../infra/storage';
import type { Db } from '../client';
import * as t from '../schema';
import {
  citiesByProvince,
  type DemoCompany,
  demoCompanies,
  demoCompany,
  logoSvg,
  PICTURE_VARIANTS,
  pictureSvg,
} from './demo-data';
import { credentialsOf } from './demo-credentials';
import { reviewsOf } from './demo-reviews';
import { statsOf } from './demo-stats';
import { projectsOf } from './demo-sector';
import { COMPANY_TYPES } from './reference-data';

export type DemoOptions = {
  count: number;
  /**
   * Where the images go (the app's storage: the local folder or the bucket, so that every
   * instance of a fleet serves them); images are skipped when omitted.
   */
  storage?: ObjectStorage;
  /** Where the credentials' documents go (the private storage); no credentials when omitted. */
  privateStorage?: ObjectStorage;
  /** Index of the first company, so large loads can be appended. */
  offset?: number;
  batch?: number;
  onProgress?: (done: number) => void;
  /**
   * A large load (`seed:large`): foreign keys and the per-statement feed triggers are skipped
   * (session_replication_role = replica, when the role may) and each batch writes its companies
   * to the change feed in one statement instead.
   */
  bulk?: boolean;
};

async function loadCities(db: Db) {
  return citiesByProvince(await db.select({ id: t.cities.id, name: t.cities.name, provinceId: t.cities.provinceId }).from(t.cities));
}

const SVG = 'image/svg+xml';

export async function seedDemo(db: Db, opts: DemoOptions): Promise<number> {
  const { byProvince, capitals } = await loadCities(db);
  const activityNames = new Map(
    (await db.select({ id: t.activities.id, name: t.activities.name }).from(t.activities)).map((a) => [a.id, a.name]),
  );
  const offset = opts.offset ?? 0;
  const batch = opts.batch ?? 500;
  const storage = opts.storage;
  // A few writes at a time: a bucket answers each in milliseconds, one after the other is slow.
  const limit = pLimit(8);
  const put = (key: string, svg: string) => limit(() => storage?.put(key, Buffer.from(svg), SVG));
  if (storage)
    await Promise.all(
      COMPANY_TYPES.flatMap(({ slug }) =>
        Array.from({ length: PICTURE_VARIANTS }, (_, v) => [
          put(`demo/picture-${slug}-${v}.svg`, pictureSvg(slug, v, false)),
          put(`demo/photo-${slug}-${v}.svg`, pictureSvg(slug, v, true)),
        ]).flat(),
      ),
    );
  // Names are unique over this load and every earlier one (see demoCompanies), except in a large
  // load: there, drawing a unique name for each of a million companies is quadratic (minutes), and
  // a real directory of that size repeats names anyway.
  const all: Iterator<DemoCompany> = opts.bulk
    ? (function* () {
        for (let i = offset; i < offset + opts.count; i++) yield demoCompany(i, byProvince, capitals);
      })()
    : demoCompanies(offset, opts.count, byProvince, capitals);
  let replica = false;
  for (let start = 0; start < opts.count; start += batch) {
    const items = Array.from({ length: Math.min(batch, opts.count - start) }, () => all.next().value as DemoCompany);
    if (storage) await Promise.all(items.map((c, k) => put(`demo/logos/${c.row.id}.svg`, logoSvg(c.initials, offset + start + k))));
    const rows = items.map((c, k) => {
      const i = offset + start + k;
      if (!storage) return { ...c.row, searchText: c.searchText };
      return {
        ...c.row,
        searchText: c.searchText,
        logoUrl: `/uploads/demo/logos/${c.row.id}.svg`,
        pictureUrl: `/uploads/demo/picture-${c.typeSlug}-${(i * 5 + Math.floor(i / 10)) % PICTURE_VARIANTS}.svg`,
        photoUrl: `/uploads/demo/photo-${c.typeSlug}-${(i * 5 + Math.floor(i / 10) + 3) % PICTURE_VARIANTS}.svg`,
      };
    });
    // Portfolio projects (issue 22): about a third of the companies show 1–6, with their photos.
    const projectRows = storage && !opts.bulk ? items.flatMap((c, k) => projectsOf(offset + start + k, c, PICTURE_VARIANTS)) : [];
    // Reviews (issue 19): about 40 % of the companies, with the invitations they came from.
    const reviews = items.map((c, k) => (opts.bulk ? null : reviewsOf(offset + start + k, c, activityNames, PICTURE_VARIANTS)));
    // Credentials (issue 19): about one company in six, their documents in the private storage.
    const today = Date.now();
    const credentials = opts.privateStorage && !opts.bulk ? items.flatMap((c, k) => credentialsOf(offset + start + k, c, today)) : [];
    // Audience (issue 20): 12 weeks of views and appearances, so the statistics screen shows figures.
    const stats = opts.bulk ? [] : items.flatMap((c, k) => statsOf(offset + start + k, c.row.id, today));
    await Promise.all(credentials.map((x) => limit(() => opts.privateStorage?.put(x.document.key, x.document.body, x.document.type))));
    await db.transaction(async (tx) => {
      const d = tx as unknown as Db;
      if (opts.bulk) {
        try {
          await d.execute(sql`SAVEPOINT replica`);
          await d.execute(sql`SET LOCAL session_replication_role = replica`);
          replica = true;
        } catch {
          await d.execute(sql`ROLLBACK TO SAVEPOINT replica`);
          replica = false;
        }
      }
      await bulkInsert(d, 'companies', rows.map(snake));
      await bulkInsert(
        d,
        'company_activities',
        items.flatMap((c) => c.activityIds.map((activity_id) => ({ company_id: c.row.id, activity_id }))),
      );
      await bulkInsert(
        d,
        'company_zones',
        items.flatMap((c) => c.zoneIds.map((province_id) => ({ company_id: c.row.id, province_id }))),
      );
      await bulkInsert(
        d,
        'company_buildings',
        items.flatMap((c) => c.buildingIds.map((building_id) => ({ company_id: c.row.id, building_id }))),
      );
      await bulkInsert(
        d,
        'company_constructions',
        items.flatMap((c) => c.constructionIds.map((construction_id) => ({ company_id: c.row.id, construction_id }))),
      );
      await bulkInsert(d, 'projects', projectRows.map(snake));
      await bulkInsert(d, 'review_invitations', reviews.flatMap((x) => x?.invitations ?? []).map(snake));
      await bulkInsert(d, 'reviews', reviews.flatMap((x) => x?.reviews ?? []).map(snake));
      await bulkInsert(d, 'review_reports', reviews.flatMap((x) => x?.reports ?? []).map(snake));
      await bulkInsert(
        d,
        'company_credentials',
        credentials.map((x) => snake(x.row)),
      );
      await bulkInsert(d, 'company_stats_daily', stats.map(snake));
      if (replica)
        await bulkInsert(
          d,
          'company_changes',
          items.map((c) => ({ company_id: c.row.id })),
        );
    });
    opts.onProgress?.(start + items.length);
  }
  return opts.count;
}

const snake = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v instanceof Date ? v.toISOString() : v]),
  );

/**
 * Many rows as one JSON parameter: far faster than a multi-row VALUES with
 * thousands of bind parameters, on PGlite and PostgreSQL alike.
 */
async function bulkInsert(db: Db, table: string, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const cols = sql.raw(
    Object.keys(rows[0])
      .map((c) => `"${c}"`)
      .join(', '),
  );
  await db.execute(sql`INSERT INTO ${sql.identifier(table)} (${cols})
    SELECT ${cols} FROM json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`);
}

export async function companyCount(db: Db): Promise<number> {
  const r = await db.execute(sql`select count(*)::int as n from companies`);
  return (r.rows[0] as { n: number }).n;
}
