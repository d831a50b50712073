/** Catalogue SQL. Reference tables are small and read-mostly. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export function catalogRepo(db: Db) {
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
    /** Every municipality with its province and community (8,131 rows; searched in memory: city-index.ts). */
    allCities: () =>
      db
        .select({
          id: t.cities.id,
          name: t.cities.name,
          province: { id: t.provinces.id, name: t.provinces.name },
          community: { id: t.communities.id, name: t.communities.name },
        })
        .from(t.cities)
        .innerJoin(t.provinces, eq(t.provinces.id, t.cities.provinceId))
        .innerJoin(t.communities, eq(t.communities.id, t.provinces.communityId)),
    employees: () => db.select().from(t.employeeRanges).orderBy(asc(t.employeeRanges.sort)),
    buildings: () => db.select().from(t.buildingTypes).orderBy(asc(t.buildingTypes.id)),
    constructions: () => db.select().from(t.constructionTypes).orderBy(asc(t.constructionTypes.id)),
  };
}
export type CatalogRepo = ReturnType<typeof catalogRepo>;
export type CityRow = Awaited<ReturnType<CatalogRepo['allCities']>>[number];
export type ProvinceRow = Awaited<ReturnType<CatalogRepo['provinces']>>[number];
