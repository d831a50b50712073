/**
 * The demo companies as the text index sees them, generated exactly as the demo seed does
 * (same generator, same cities), without a database: for tests, the micro-bench and bench:search.
 */
import { citiesByProvince, demoCompanies } from '../src/db/seed/demo-data';
import { activityRows, COMPANY_TYPES, PROVINCES } from '../src/db/seed/reference-data';
import { municipalityRows } from '../src/db/seed/reference';
import type { TextDoc } from '../src/modules/search/text/index';

export function demoCatalog() {
  return {
    activities: activityRows().map(({ id, name, parentId }) => ({ id, name, parentId })),
    provinces: PROVINCES.map(([id, name]) => ({ id, name })),
    cities: municipalityRows().map(({ id, name, provinceId }) => ({ id, name, provinceId })),
  };
}

export type DemoDoc = TextDoc & { provinceId: number; cityId: number; zoneIds: number[]; activityIds: number[] };

/** The first `count` demo companies (the seed's default load is 1,500). */
export function demoDocs(count: number): DemoDoc[] {
  return [...iterDemoDocs(count)];
}

/** The same, one at a time (a large load need not hold them all). */
export function* iterDemoDocs(count: number): Generator<DemoDoc> {
  const catalog = demoCatalog();
  const { byProvince, capitals } = citiesByProvince(catalog.cities);
  const acts = new Map(catalog.activities.map((a) => [a.id, a]));
  const provinceName = new Map(catalog.provinces.map((p) => [p.id, p.name]));
  const cityName = new Map(catalog.cities.map((c) => [c.id, c.name]));
  for (const c of demoCompanies(0, count, byProvince, capitals)) {
    const r = c.row;
    yield {
      id: r.id,
      name: r.name,
      fullName: r.fullName ?? r.name,
      description: r.description ?? null,
      type: COMPANY_TYPES.find((t) => t.id === r.typeId)?.name ?? '',
      activities: c.activityIds.map((id) => {
        const a = acts.get(id);
        return { id, name: a?.name ?? '', parent: acts.get(a?.parentId ?? 0)?.name ?? '' };
      }),
      city: cityName.get(r.cityId) ?? '',
      province: provinceName.get(r.provinceId) ?? '',
      provinceId: r.provinceId,
      cityId: r.cityId,
      zoneIds: c.zoneIds,
      activityIds: c.activityIds,
    };
  }
}
