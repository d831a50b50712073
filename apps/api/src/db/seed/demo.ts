/** Demo companies: `count` deterministic companies with images, in batches. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import {
  CAPITAL_NAMES,
  type DemoCity,
  type DemoCompany,
  demoCompanies,
  demoCompany,
  logoSvg,
  PICTURE_VARIANTS,
  pictureSvg,
} from './demo-data';
import { projectsOf } from './demo-sector';
import { COMPANY_TYPES } from './reference-data';
import { PROVINCES } from './reference-data';

export type DemoOptions = {
  count: number;
  /** Where /uploads is served from; images are skipped when omitted. */
  uploadsDir?: string;
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
  const rows = await db.select({ id: t.cities.id, name: t.cities.name, provinceId: t.cities.provinceId }).from(t.cities);
  const byProvince = new Map<number, DemoCity[]>();
  for (const c of rows) {
    const list = byProvince.get(c.provinceId) ?? [];
    list.push(c);
    byProvince.set(c.provinceId, list);
  }
  const capitals = new Map<number, DemoCity>();
  for (const [id, name] of PROVINCES) {
    const wanted = CAPITAL_NAMES[id] ?? name;
    const list = byProvince.get(id) ?? [];
    const found = list.find((c) => c.name === wanted) ?? list.find((c) => c.name.startsWith(name));
    if (found) capitals.set(id, found);
  }
  return { byProvince, capitals };
}

export async function seedDemo(db: Db, opts: DemoOptions): Promise<number> {
  const { byProvince, capitals } = await loadCities(db);
  const offset = opts.offset ?? 0;
  const batch = opts.batch ?? 500;
  if (opts.uploadsDir) {
    const dir = join(opts.uploadsDir, 'demo');
    mkdirSync(join(dir, 'logos'), { recursive: true });
    for (const { slug } of COMPANY_TYPES)
      for (let v = 0; v < PICTURE_VARIANTS; v++) {
        writeFileSync(join(dir, `picture-${slug}-${v}.svg`), pictureSvg(slug, v, false));
        writeFileSync(join(dir, `photo-${slug}-${v}.svg`), pictureSvg(slug, v, true));
      }
  }
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
    const rows = items.map((c, k) => {
      const i = offset + start + k;
      if (!opts.uploadsDir) return { ...c.row, searchText: c.searchText };
      writeFileSync(join(opts.uploadsDir, 'demo', 'logos', `${c.row.id}.svg`), logoSvg(c.initials, i));
      return {
        ...c.row,
        searchText: c.searchText,
        logoUrl: `/uploads/demo/logos/${c.row.id}.svg`,
        pictureUrl: `/uploads/demo/picture-${c.typeSlug}-${(i * 5 + Math.floor(i / 10)) % PICTURE_VARIANTS}.svg`,
        photoUrl: `/uploads/demo/photo-${c.typeSlug}-${(i * 5 + Math.floor(i / 10) + 3) % PICTURE_VARIANTS}.svg`,
      };
    });
    // Portfolio projects (issue 22): about a third of the companies show 1–6, with their photos.
    const projectRows = opts.uploadsDir && !opts.bulk ? items.flatMap((c, k) => projectsOf(offset + start + k, c, PICTURE_VARIANTS)) : [];
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
