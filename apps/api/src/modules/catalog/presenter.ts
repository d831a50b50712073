/** Catalogue rows → the shapes of @cimenta/shared. */
import type { City, Province } from '@cimenta/shared';
import type { CityRow, ProvinceRow } from './repo';

export function presentProvince(p: ProvinceRow): Province {
  return { id: p.id, name: p.name, province: p.name, community: { id: p.communityId, name: p.communityName } };
}

/** The zip code of a city is its province's two-digit prefix (no postal-code data set offline). */
export function presentCity(r: CityRow): City {
  return {
    id: r.id,
    name: r.name,
    city: r.name,
    province: r.province,
    community: r.community,
    zipcode: String(r.province.id).padStart(2, '0'),
  };
}
