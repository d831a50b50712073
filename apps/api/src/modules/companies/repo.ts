/** Company SQL: listing with full-text search and filters, cards, detail, writes. */
import { AREA_OPEN_MAX, BUDGET_OPEN_MAX, type CompanyOrder } from '@cimenta/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { refreshSearchText } from '../../db/search-text';

export type ListCriteria = {
  text?: string;
  typeId?: number;
  activityIds?: number[];
  parentId?: number;
  employeeIds?: number[];
  buildingIds?: number[];
  constructionIds?: number[];
  /** Work zones in any of these provinces. */
  zoneProvinceIds?: number[];
  /** Address city by folded name (e.g. Bilbao, a featured city that is no province). */
  cityName?: string;
  cityId?: number;
  area?: { min?: number; max?: number };
  budget?: { min?: number; max?: number };
  order: CompanyOrder;
  limit: number;
  offset: number;
};

const idList = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

/** Words of the query as a prefix tsquery: 'reform:* & madrid:*'. */
export function prefixQuery(text: string): string | null {
  const words = text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

function rangeOverlap(minCol: SQL, maxCol: SQL, r: { min?: number; max?: number } | undefined, openMax: number): SQL[] {
  const out: SQL[] = [];
  if (!r) return out;
  if (r.min !== undefined && r.min > 0) out.push(sql`${maxCol} >= ${r.min}`);
  if (r.max !== undefined && r.max > 0 && r.max < openMax) out.push(sql`${minCol} <= ${r.max}`);
  return out;
}

/**
 * Counting every match is the costly part of a listing (a scan of all matches,
 * ~200 ms on PGlite at 100k rows, where the page itself takes ~2 ms). Counts
 * are kept briefly per database and criteria, and dropped on any company write
 * in this process; another process's writes show within COUNT_TTL_MS.
 */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_MAX = 2000;
const countCaches = new WeakMap<Db, Map<string, { at: number; n: number }>>();
/** Above this many text matches, ranking them all costs more than it is worth: newest first. */
const RANK_MAX = 2000;

function filterConds(c: ListCriteria): SQL[] {
  const conds: SQL[] = [];
  if (c.typeId) conds.push(sql`c.type_id = ${c.typeId}`);
  if (c.activityIds?.length)
    conds.push(
      sql`EXISTS (SELECT 1 FROM company_activities ca WHERE ca.company_id = c.id AND ca.activity_id IN (${idList(c.activityIds)}))`,
    );
  if (c.parentId)
    conds.push(
      sql`EXISTS (SELECT 1 FROM company_activities ca JOIN activities a ON a.id = ca.activity_id WHERE ca.company_id = c.id AND a.parent_id = ${c.parentId})`,
    );
  if (c.employeeIds?.length) conds.push(sql`c.employees_id IN (${idList(c.employeeIds)})`);
  if (c.buildingIds?.length)
    conds.push(
      sql`EXISTS (SELECT 1 FROM company_buildings cb WHERE cb.company_id = c.id AND cb.building_id IN (${idList(c.buildingIds)}))`,
    );
  if (c.constructionIds?.length)
    conds.push(
      sql`EXISTS (SELECT 1 FROM company_constructions cc WHERE cc.company_id = c.id AND cc.construction_id IN (${idList(c.constructionIds)}))`,
    );
  if (c.zoneProvinceIds?.length)
    conds.push(
      sql`EXISTS (SELECT 1 FROM company_zones cz WHERE cz.company_id = c.id AND cz.province_id IN (${idList(c.zoneProvinceIds)}))`,
    );
  if (c.cityName) conds.push(sql`c.city_id IN (SELECT id FROM cities WHERE f_unaccent(lower(name)) = ${c.cityName})`);
  if (c.cityId) conds.push(sql`c.city_id = ${c.cityId}`);
  conds.push(...rangeOverlap(sql`c.area_min`, sql`c.area_max`, c.area, AREA_OPEN_MAX));
  conds.push(...rangeOverlap(sql`c.budget_min`, sql`c.budget_max`, c.budget, BUDGET_OPEN_MAX));
  return conds;
}

const whereOf = (conds: SQL[]) => (conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``);

export function bumpCompanyCounts(db: Db) {
  countCaches.get(db)?.clear();
}

export function companiesRepo(db: Db) {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new Map();
    countCaches.set(db, cache);
  }
  const counts = cache;

  async function count(key: string, conds: SQL[]): Promise<number> {
    const hit = counts.get(key);
    if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.n;
    const r = await db.execute(sql`SELECT count(*)::int AS n FROM companies c ${whereOf(conds)}`);
    const n = Number((r.rows[0] as { n: number }).n);
    if (counts.size >= COUNT_CACHE_MAX) counts.delete(counts.keys().next().value as string);
    counts.set(key, { at: Date.now(), n });
    return n;
  }

  return {
    /**
     * Full-text (Spanish, unaccented, prefix) first; only when it finds nothing,
     * trigram word similarity on the name, which forgives typos.
     */
    async list(c: ListCriteria): Promise<{ ids: string[]; total: number }> {
      const filters = filterConds(c);
      const { order, limit, offset, ...criteria } = c;
      const key = JSON.stringify(criteria);
      const tsq = c.text ? prefixQuery(c.text) : null;
      const folded = c.text ? sql`f_unaccent(lower(${c.text}))` : null;
      let conds = filters;
      let total: number;
      let mode: 'none' | 'fts' | 'fuzzy' = 'none';
      if (tsq && folded) {
        conds = [...filters, sql`c.search_vector @@ to_tsquery('cimenta_es', ${tsq})`];
        mode = 'fts';
        total = await count(`fts${key}`, conds);
        if (total === 0) {
          conds = [...filters, sql`${folded} <% c.name_folded`];
          mode = 'fuzzy';
          total = await count(`fuzzy${key}`, conds);
        }
      } else {
        total = await count(key, conds);
      }
      if (total === 0 || offset >= total) return { ids: [], total };

      let orderBy: SQL;
      if (order === 'relevance' && mode === 'fuzzy') orderBy = sql`word_similarity(${folded}, c.name_folded) DESC, c.created_at DESC, c.id`;
      else if (order === 'relevance' && mode === 'fts' && total <= RANK_MAX)
        orderBy = sql`ts_rank(c.search_vector, to_tsquery('cimenta_es', ${tsq})) DESC, c.created_at DESC, c.id`;
      else if (order === 'name') orderBy = sql`lower(c.name) ASC, c.id`;
      else if (order === '-name') orderBy = sql`lower(c.name) DESC, c.id`;
      else orderBy = sql`c.created_at DESC, c.id`;

      const r = await db.execute(sql`SELECT c.id FROM companies c ${whereOf(conds)} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`);
      return { ids: (r.rows as { id: string }[]).map((x) => x.id), total };
    },

    /** Everything a card or the detail page needs, for the given ids, in that order. */
    async cards(ids: string[]): Promise<CompanyRow[]> {
      if (ids.length === 0) return [];
      const r = await db.execute(sql`
        SELECT c.id, c.owner_id, c.name, c.full_name, c.type_id, c.cif, c.cnae, c.description, c.address, c.zipcode,
               c.province_id, c.city_id, c.country, c.email, c.phone, c.website, c.linkedin, c.instagram, c.facebook,
               c.area_min, c.area_max, c.budget_min, c.budget_max, c.employees_id, c.logo_url, c.photo_url, c.picture_url,
               c.created_at, c.updated_at, ct.name AS type_name, p.name AS province_name, ci.name AS city_name, e.label AS employees_label
          FROM companies c
          JOIN company_types ct ON ct.id = c.type_id
          JOIN provinces p ON p.id = c.province_id
          JOIN cities ci ON ci.id = c.city_id
          LEFT JOIN employee_ranges e ON e.id = c.employees_id
         WHERE c.id IN (${sql.join(
           ids.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})`);
      const byId = new Map((r.rows as CompanyRow[]).map((row) => [row.id, { ...row, activityIds: [] as number[] }]));
      // Activity names come from the cached catalogue: one flat query here, no sub-plan per row.
      const links = await db.execute(sql`
        SELECT company_id, activity_id FROM company_activities
         WHERE company_id IN (${sql.join(
           ids.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})`);
      for (const l of links.rows as { company_id: string; activity_id: number }[]) byId.get(l.company_id)?.activityIds.push(l.activity_id);
      return ids.map((id) => byId.get(id)).filter((x): x is CompanyRow => !!x);
    },

    async details(id: string) {
      const [zones, buildings, constructions] = await Promise.all([
        db.execute(sql`SELECT p.id, p.name AS province, co.id AS community_id, co.name AS community_name
          FROM company_zones cz JOIN provinces p ON p.id = cz.province_id JOIN communities co ON co.id = p.community_id
         WHERE cz.company_id = ${id}::uuid ORDER BY co.name, p.name`),
        db.execute(
          sql`SELECT b.id, b.name FROM company_buildings cb JOIN building_types b ON b.id = cb.building_id WHERE cb.company_id = ${id}::uuid ORDER BY b.id`,
        ),
        db.execute(
          sql`SELECT x.id, x.name FROM company_constructions cc JOIN construction_types x ON x.id = cc.construction_id WHERE cc.company_id = ${id}::uuid ORDER BY x.id`,
        ),
      ]);
      return {
        zones: zones.rows as { id: number; province: string; community_id: number; community_name: string }[],
        buildings: buildings.rows as { id: number; name: string }[],
        constructions: constructions.rows as { id: number; name: string }[],
      };
    },

    async ownerOf(id: string): Promise<{ ownerId: string | null } | undefined> {
      const [row] = await db.select({ ownerId: t.companies.ownerId }).from(t.companies).where(eq(t.companies.id, id));
      return row;
    },
    async idOfOwner(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ id: t.companies.id }).from(t.companies).where(eq(t.companies.ownerId, userId));
      return row?.id;
    },
    async exists(id: string) {
      const [row] = await db.select({ id: t.companies.id }).from(t.companies).where(eq(t.companies.id, id));
      return !!row;
    },
    async cityProvince(cityId: number): Promise<number | undefined> {
      const [row] = await db.select({ p: t.cities.provinceId }).from(t.cities).where(eq(t.cities.id, cityId));
      return row?.p;
    },

    /** Inserts or rewrites a company and its links in one transaction. */
    async save(row: CompanyWrite, links: CompanyLinks | undefined, isNew: boolean) {
      await db.transaction(async (tx) => {
        if (isNew) await tx.insert(t.companies).values(row as typeof t.companies.$inferInsert);
        else
          await tx
            .update(t.companies)
            .set({ ...row, updatedAt: new Date() })
            .where(eq(t.companies.id, row.id));
        if (links) {
          const id = row.id;
          if (links.activityIds) {
            await tx.delete(t.companyActivities).where(eq(t.companyActivities.companyId, id));
            await tx.insert(t.companyActivities).values(links.activityIds.map((activityId) => ({ companyId: id, activityId })));
          }
          if (links.zoneIds) {
            await tx.delete(t.companyZones).where(eq(t.companyZones.companyId, id));
            await tx.insert(t.companyZones).values(links.zoneIds.map((provinceId) => ({ companyId: id, provinceId })));
          }
          if (links.buildingIds) {
            await tx.delete(t.companyBuildings).where(eq(t.companyBuildings.companyId, id));
            if (links.buildingIds.length)
              await tx.insert(t.companyBuildings).values(links.buildingIds.map((buildingId) => ({ companyId: id, buildingId })));
          }
          if (links.constructionIds) {
            await tx.delete(t.companyConstructions).where(eq(t.companyConstructions.companyId, id));
            if (links.constructionIds.length)
              await tx
                .insert(t.companyConstructions)
                .values(links.constructionIds.map((constructionId) => ({ companyId: id, constructionId })));
          }
        }
        await refreshSearchText(tx as unknown as Db, [row.id]);
      });
      bumpCompanyCounts(db);
    },
    async setImage(id: string, column: 'logoUrl' | 'photoUrl' | 'pictureUrl', url: string | null) {
      await db
        .update(t.companies)
        .set({ [column]: url, updatedAt: new Date() })
        .where(eq(t.companies.id, id));
    },
    async remove(id: string) {
      await db.delete(t.companies).where(eq(t.companies.id, id));
      bumpCompanyCounts(db);
    },
    async addContact(m: { companyId: string; name: string; email: string; phone?: string; message: string }) {
      await db.insert(t.contactMessages).values(m);
    },
  };
}
export type CompaniesRepo = ReturnType<typeof companiesRepo>;

export type CompanyWrite = Partial<typeof t.companies.$inferInsert> & { id: string };
export type CompanyLinks = { activityIds?: number[]; zoneIds?: number[]; buildingIds?: number[]; constructionIds?: number[] };

/** A row of `cards()`: the companies columns (snake_case, raw SQL) plus joined names. */
export type CompanyRow = {
  id: string;
  owner_id: string | null;
  name: string;
  full_name: string;
  type_id: number;
  type_name: string;
  cif: string;
  cnae: string | null;
  description: string | null;
  address: string;
  zipcode: string;
  province_id: number;
  province_name: string;
  city_id: number;
  city_name: string;
  country: string;
  email: string;
  phone: string;
  website: string | null;
  linkedin: string | null;
  instagram: string | null;
  facebook: string | null;
  area_min: number;
  area_max: number;
  budget_min: number;
  budget_max: number;
  employees_id: number | null;
  employees_label: string | null;
  logo_url: string | null;
  photo_url: string | null;
  picture_url: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  activityIds: number[];
};
