/** Catalogue SQL. Reference tables are small and read-mostly. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export function catalogRepo(db: Db) {
  /** Municipalities with their province, community and the total of the search. */
  const cityRows = () =>
    db
      .select({
        id: t.cities.id,
        name: t.cities.name,
        province: { id: t.provinces.id, name: t.provinces.name },
        community: { id: t.communities.id, name: t.communities.name },
        total: sql<number>`(count(*) OVER ())::int`.mapWith(Number),
      })
      .from(t.cities)
      .innerJoin(t.provinces, eq(t.provinces.id, t.cities.provinceId))
      .innerJoin(t.communities, eq(t.communities.id, t.provinces.communityId));

  return {
    companyTypes: () => db.select().from(t.companyTypes).orderBy(asc(t.companyTypes.sort)),
    activities: () => db.select().from(t.activities).orderBy(asc(t.activities.sort), asc(t.activities.id)),
    /** Companies per activity: sub-activities directly, main ones through their children. */
    provinces: () =>
      db
        .select({ id: t.provinces.id, name: t.provinces.name, communityId: t.communities.id, communityName: t.communities.name })
        .from(t.provinces)
        .innerJoin(t.communities, eq(t.communities.id, t.provinces.communityId))
        .orderBy(asc(t.provinces.name)),
    /** Municipalities by unaccented name (`name` arrives folded), best matches first. */
    cities(opts: { name?: string; provinceId?: number; limit: number; offset: number }) {
      const folded = sql`f_unaccent(lower(${t.cities.name}))`;
      const name = opts.name ? likeEscape(opts.name) : undefined;
      // The name without a leading article, so 'coruña' ranks A Coruña first.
      const bare = sql`regexp_replace(${folded}, '^(a |o |as |os |el |la |los |las |les |els |es |sa |ses |l'')', '')`;
      return cityRows()
        .where(
          and(
            opts.provinceId ? eq(t.cities.provinceId, opts.provinceId) : undefined,
            name ? sql`${folded} LIKE ${`%${name}%`}` : undefined,
          ),
        )
        .orderBy(
          ...(name
            ? [
                sql`${bare} = ${name} DESC`,
                sql`${bare} LIKE ${`${name}%`} DESC`,
                sql`' ' || ${folded} LIKE ${`% ${name}%`} DESC`,
                sql`length(${t.cities.name})`,
              ]
            : []),
          asc(t.cities.name),
        )
        .limit(opts.limit)
        .offset(opts.offset);
    },
    /** Municipalities whose name is close to `name` (folded): trigram word similarity, for typos. */
    similarCities(opts: { name: string; provinceId?: number; limit: number }) {
      const folded = sql`f_unaccent(lower(${t.cities.name}))`;
      return cityRows()
        .where(
          and(opts.provinceId ? eq(t.cities.provinceId, opts.provinceId) : undefined, sql`word_similarity(${opts.name}, ${folded}) > 0.35`),
        )
        .orderBy(sql`word_similarity(${opts.name}, ${folded}) DESC`, asc(t.cities.name))
        .limit(opts.limit);
    },
    employees: () => db.select().from(t.employeeRanges).orderBy(asc(t.employeeRanges.sort)),
    buildings: () => db.select().from(t.buildingTypes).orderBy(asc(t.buildingTypes.id)),
    constructions: () => db.select().from(t.constructionTypes).orderBy(asc(t.constructionTypes.id)),
  };
}
export type CatalogRepo = ReturnType<typeof catalogRepo>;
export type CityRow = Awaited<ReturnType<CatalogRepo['cities']>>[number];
export type ProvinceRow = Awaited<ReturnType<CatalogRepo['provinces']>>[number];

/** Escapes LIKE wildcards so user text matches literally. */
function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
