/** Catalogue SQL. Reference tables are small and read-mostly. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export function catalogRepo(db: Db) {
  return {
    companyTypes: () => db.select().from(t.companyTypes).orderBy(asc(t.companyTypes.sort)),
    activities: () => db.select().from(t.activities).orderBy(asc(t.activities.sort), asc(t.activities.id)),
    /** Companies per activity: sub-activities directly, main ones through their children. */
    async activityTotals(): Promise<Map<number, number>> {
      const r = await db.execute(sql`
        SELECT activity_id AS id, count(*)::int AS n FROM company_activities GROUP BY activity_id
        UNION ALL
        SELECT a.parent_id AS id, count(DISTINCT ca.company_id)::int AS n
          FROM company_activities ca JOIN activities a ON a.id = ca.activity_id
         WHERE a.parent_id IS NOT NULL GROUP BY a.parent_id`);
      return new Map((r.rows as { id: number; n: number }[]).map((x) => [Number(x.id), Number(x.n)]));
    },
    provinces: () =>
      db
        .select({ id: t.provinces.id, name: t.provinces.name, communityId: t.communities.id, communityName: t.communities.name })
        .from(t.provinces)
        .innerJoin(t.communities, eq(t.communities.id, t.provinces.communityId))
        .orderBy(asc(t.provinces.name)),
    async cities(opts: { name?: string; provinceId?: number; limit: number; offset: number }) {
      const conds = [sql`true`];
      if (opts.provinceId) conds.push(sql`c.province_id = ${opts.provinceId}`);
      if (opts.name) conds.push(sql`f_unaccent(lower(c.name)) LIKE ${`%${opts.name}%`}`);
      // opts.name arrives folded and with LIKE wildcards escaped (see likeEscape).
      const where = sql.join(conds, sql` AND `);
      // The name without a leading article, so 'coruña' ranks A Coruña first.
      const bare = sql`regexp_replace(f_unaccent(lower(c.name)), '^(a |o |as |os |el |la |los |las |les |els |es |sa |ses |l'')', '')`;
      const rows = await db.execute(sql`
        SELECT c.id, c.name, p.id AS province_id, p.name AS province_name, co.id AS community_id, co.name AS community_name,
               count(*) OVER ()::int AS total
          FROM cities c JOIN provinces p ON p.id = c.province_id JOIN communities co ON co.id = p.community_id
         WHERE ${where}
         ORDER BY ${
           opts.name
             ? sql`${bare} = ${opts.name} DESC, ${bare} LIKE ${`${opts.name}%`} DESC,
                   ' ' || f_unaccent(lower(c.name)) LIKE ${`% ${opts.name}%`} DESC, length(c.name),`
             : sql``
         } c.name
         LIMIT ${opts.limit} OFFSET ${opts.offset}`);
      return rows.rows as {
        id: number;
        name: string;
        province_id: number;
        province_name: string;
        community_id: number;
        community_name: string;
        total: number;
      }[];
    },
    employees: () => db.select().from(t.employeeRanges).orderBy(asc(t.employeeRanges.sort)),
    buildings: () => db.select().from(t.buildingTypes).orderBy(asc(t.buildingTypes.id)),
    constructions: () => db.select().from(t.constructionTypes).orderBy(asc(t.constructionTypes.id)),
  };
}
export type CatalogRepo = ReturnType<typeof catalogRepo>;
