/** Company SQL: listing with full-text search and filters, cards, detail, writes. */
import { AREA_OPEN_MAX, BUDGET_OPEN_MAX, type CompanyOrder } from '@cimenta/shared';
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { refreshSearchText } from '../../db/search-text';

export type ListCriteria = {
  text?: string;
  typeId?: number;
  activityIds?: number[];
  /** Any of these main activities. */
  parentIds?: number[];
  employeeIds?: number[];
  buildingIds?: number[];
  constructionIds?: number[];
  /** Work zones in any of these provinces. */
  zoneProvinceIds?: number[];
  /** Address city (any of). */
  cityIds?: number[];
  area?: { min?: number; max?: number };
  budget?: { min?: number; max?: number };
  /** Minimum average stars of the published reviews (issue 19). */
  minRating?: number;
  /** With a verified credential valid today (issue 19). */
  verified?: boolean;
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

/** Above this many text matches, ranking them all costs more than it is worth: newest first. */
const RANK_MAX = 2000;

function filterConds(c: ListCriteria): SQL[] {
  // A company a moderator hid is in no public read (issue 19).
  const conds: SQL[] = [sql`c.hidden_at IS NULL`];
  if (c.typeId) conds.push(sql`c.type_id = ${c.typeId}`);
  if (c.activityIds?.length)
    conds.push(
      sql`EXISTS (SELECT 1 FROM company_activities ca WHERE ca.company_id = c.id AND ca.activity_id IN (${idList(c.activityIds)}))`,
    );
  if (c.parentIds?.length)
    conds.push(
      sql`EXISTS (SELECT 1 FROM company_activities ca JOIN activities a ON a.id = ca.activity_id WHERE ca.company_id = c.id AND a.parent_id IN (${idList(c.parentIds)}))`,
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
  if (c.cityIds?.length) conds.push(sql`c.city_id IN (${idList(c.cityIds)})`);
  conds.push(...rangeOverlap(sql`c.area_min`, sql`c.area_max`, c.area, AREA_OPEN_MAX));
  conds.push(...rangeOverlap(sql`c.budget_min`, sql`c.budget_max`, c.budget, BUDGET_OPEN_MAX));
  if (c.minRating)
    conds.push(sql`(SELECT round(avg(r.rating), 1) FROM reviews r WHERE r.company_id = c.id AND r.status = 'published') >= ${c.minRating}`);
  if (c.verified)
    conds.push(
      sql`EXISTS (SELECT 1 FROM company_credentials k WHERE k.company_id = c.id AND k.status = 'verified' AND (k.expires_on IS NULL OR k.expires_on >= CURRENT_DATE))`,
    );
  return conds;
}

/**
 * Counting every match is the costly part of a listing (a scan of all matches,
 * ~200 ms on PGlite at 100k rows, where the page itself takes ~2 ms). Counts
 * are kept briefly per criteria, and dropped on any company write through this
 * repo; another process's writes show within COUNT_TTL_MS.
 */
const COUNT_TTL_MS = 30_000;

/** The columns of a card and of the detail page, with the joined names: typed by the schema. */
const { searchText: _text, searchVector: _vector, nameFolded: _folded, ...companyColumns } = getTableColumns(t.companies);
const cardColumns = {
  company: companyColumns,
  typeName: t.companyTypes.name,
  provinceName: t.provinces.name,
  cityName: t.cities.name,
  employeesLabel: t.employeeRanges.label,
};

/**
 * The cards' two queries, built once and prepared (named statements, PostgreSQL plans them once a
 * connection): an uncached listing at 1,000,000 companies reads its cards on every request, and
 * Drizzle's building of the query each time cost ~0.3–0.7 ms of it (BENCHMARKS.md, issue 17, sixth
 * and seventh passes). The ids go as one array parameter (`= any($1)`: the primary key's index).
 */
function cardQueries(db: Db) {
  const ids = sql.placeholder('ids');
  return {
    rows: db
      .select(cardColumns)
      .from(t.companies)
      .innerJoin(t.companyTypes, eq(t.companyTypes.id, t.companies.typeId))
      .innerJoin(t.provinces, eq(t.provinces.id, t.companies.provinceId))
      .innerJoin(t.cities, eq(t.cities.id, t.companies.cityId))
      .leftJoin(t.employeeRanges, eq(t.employeeRanges.id, t.companies.employeesId))
      .where(sql`${t.companies.id} = any(${ids}::uuid[])`)
      .prepare('company_cards'),
    // Activity names come from the cached catalogue: one flat query here, no sub-plan per row.
    links: db
      .select({ companyId: t.companyActivities.companyId, activityId: t.companyActivities.activityId })
      .from(t.companyActivities)
      .where(sql`${t.companyActivities.companyId} = any(${ids}::uuid[])`)
      .prepare('company_card_activities'),
  };
}

export function companiesRepo(db: Db) {
  const counts = new LRUCache<string, number>({ max: 2000, ttl: COUNT_TTL_MS });
  let cardsSql: ReturnType<typeof cardQueries> | undefined;

  async function count(key: string, conds: SQL[]): Promise<number> {
    const hit = counts.get(key);
    if (hit !== undefined) return hit;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`companies c`)
      .where(conds.length ? and(...conds) : undefined);
    const n = Number(row?.n ?? 0);
    counts.set(key, n);
    return n;
  }

  return {
    /** Another process changed companies (the search feed says so): counts start over. */
    clearCounts() {
      counts.clear();
    },
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

      const rows = await db
        .select({ id: sql<string>`c.id` })
        .from(sql`companies c`)
        .where(conds.length ? and(...conds) : undefined)
        .orderBy(orderBy)
        .limit(limit)
        .offset(offset);
      return { ids: rows.map((x) => x.id), total };
    },

    /** Everything a card or the detail page needs, for the given ids, in that order. */
    async cards(ids: string[]): Promise<CompanyRow[]> {
      if (ids.length === 0) return [];
      cardsSql ??= cardQueries(db);
      const rows = await cardsSql.rows.execute({ ids });
      const links = await cardsSql.links.execute({ ids });
      const byId = new Map(rows.map((r) => [r.company.id, { ...r, activityIds: [] as number[] }]));
      for (const l of links) byId.get(l.companyId)?.activityIds.push(l.activityId);
      return ids.map((id) => byId.get(id)).filter((x): x is CompanyRow => !!x);
    },

    async details(id: string) {
      const [zones, buildings, constructions] = await Promise.all([
        db
          .select({ id: t.provinces.id, province: t.provinces.name, community: { id: t.communities.id, name: t.communities.name } })
          .from(t.companyZones)
          .innerJoin(t.provinces, eq(t.provinces.id, t.companyZones.provinceId))
          .innerJoin(t.communities, eq(t.communities.id, t.provinces.communityId))
          .where(eq(t.companyZones.companyId, id))
          .orderBy(asc(t.communities.name), asc(t.provinces.name)),
        db
          .select({ id: t.buildingTypes.id, name: t.buildingTypes.name })
          .from(t.companyBuildings)
          .innerJoin(t.buildingTypes, eq(t.buildingTypes.id, t.companyBuildings.buildingId))
          .where(eq(t.companyBuildings.companyId, id))
          .orderBy(asc(t.buildingTypes.id)),
        db
          .select({ id: t.constructionTypes.id, name: t.constructionTypes.name })
          .from(t.companyConstructions)
          .innerJoin(t.constructionTypes, eq(t.constructionTypes.id, t.companyConstructions.constructionId))
          .where(eq(t.companyConstructions.companyId, id))
          .orderBy(asc(t.constructionTypes.id)),
      ]);
      return { zones, buildings, constructions };
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
        await refreshSearchText(tx, [row.id]);
      });
      counts.clear();
    },
    async setImage(id: string, column: 'logoUrl' | 'photoUrl' | 'pictureUrl', url: string | null) {
      await db
        .update(t.companies)
        .set({ [column]: url, updatedAt: new Date() })
        .where(eq(t.companies.id, id));
    },
    async remove(id: string) {
      await db.delete(t.companies).where(eq(t.companies.id, id));
      counts.clear();
    },
    /** Stores a contact message; `alsoInTx` (its mail's job) commits with it or not at all. */
    async addContact(
      m: { companyId: string; name: string; email: string; phone?: string; message: string; consentAt: Date | null },
      alsoInTx: (tx: Db, contactId: number) => Promise<unknown>,
    ) {
      await db.transaction(async (tx) => {
        const [row] = await tx.insert(t.contactMessages).values(m).returning({ id: t.contactMessages.id });
        await alsoInTx(tx as unknown as Db, row?.id as number);
      });
    },
  };
}
export type CompaniesRepo = ReturnType<typeof companiesRepo>;

export type CompanyWrite = Partial<typeof t.companies.$inferInsert> & { id: string };
export type CompanyLinks = { activityIds?: number[]; zoneIds?: number[]; buildingIds?: number[]; constructionIds?: number[] };

/** A row of `cards()`: the companies row, the joined names and the ids of its sub-activities. */
export type CompanyRow = {
  company: Omit<typeof t.companies.$inferSelect, 'searchText' | 'searchVector' | 'nameFolded'>;
  typeName: string;
  provinceName: string;
  cityName: string;
  employeesLabel: string | null;
  activityIds: number[];
};
