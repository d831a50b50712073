/**
 * Reading a listing request (search/service.ts): the filter parsed into criteria by what the
 * guided search may drop, place names to province or city ids, and the criteria combined into
 * one query of the read model. A bad filter is a Spanish 400.
 */
import { FIELD_LABELS, fold, MSG, matchPlaces, parentsOf, parseFilter, RELAXABLE, type Relaxable } from '@cimenta/shared';
import { ZodError } from 'zod';
import { badRequest, fieldLabel } from '../../lib/errors';
import type { CatalogService } from '../catalog/service';
import type { Criteria } from './model';
import { today } from './trust';

const L = FIELD_LABELS as Record<string, string>;

/** The criteria of the request by what the guided search may drop; `trust` (rating, verified) is never dropped. */
export type Parts = Partial<Record<Relaxable | 'trust', Criteria>>;
const PART_KEYS = [...RELAXABLE, 'trust'] as const;

/** The filter and place name of a request (service.ts `ListQuery`). */
type Asked = { filter?: string; cityName?: string };

/** `cityIdsByName`: the model's city ids by folded name (live.ts `Ref`), when loaded. */
export function requestReader(catalog: CatalogService, cityIdsByName: () => Map<string, number[]> | undefined) {
  async function criteriaOf(q: Asked): Promise<Parts> {
    let filter: ReturnType<typeof parseFilter>;
    try {
      filter = parseFilter(q.filter);
    } catch (e) {
      if (e instanceof ZodError)
        throw badRequest(
          e.issues.map((i) => ({ field: L.filter, message: i.path.length ? `${fieldLabel(i.path)}: ${i.message}` : i.message })),
        );
      throw badRequest([{ field: L.filter, message: MSG.invalidQuery }]);
    }
    const parts: Parts = {};
    if (filter.area) parts.area = { area: filter.area };
    if (filter.employees?.length) parts.employees = { employees: filter.employees };
    if (filter.budget) parts.budget = { budget: filter.budget };
    if (filter.constructions?.length) parts.constructions = { construction: filter.constructions };
    if (filter.buildings?.length) parts.buildings = { building: filter.buildings };
    if (filter.activities?.length) parts.activities = { activity: filter.activities };
    if (filter.city) parts.city = { city: /^\d{1,9}$/.test(filter.city) ? [Number(filter.city)] : cityIds(filter.city) };
    if (filter.type) parts.type = { type: [filter.type] };
    if (filter.parent !== undefined) parts.parent = { parent: parentsOf(filter) };
    // Verified "today": the day is part of the criteria, so every cached answer keys on it (issue 19).
    if (filter.minRating || filter.verified)
      parts.trust = { minRating: filter.minRating, verifiedOn: filter.verified ? today() : undefined };
    // A place name: provinces with that name (their work zones), else cities with it.
    const place = filter.provinceName ?? q.cityName;
    if (place) {
      const provinces = await provincesNamed(place);
      parts.province = provinces.length ? { zone: provinces } : { city: cityIds(place) };
    }
    return parts;
  }
  /**
   * Province ids by a place name as typed, kept per catalogue list (a fold and a match of every
   * province a request, else). `catalog.provinces()` answers a new array each call over the same
   * province objects (loaded once): the list is known by its first object and its length.
   */
  const named = new Map<string, number[]>();
  let namedFrom: unknown = null;
  let namedLength = -1;
  async function provincesNamed(place: string): Promise<number[]> {
    const provinces = await catalog.provinces();
    if (provinces[0] !== namedFrom || provinces.length !== namedLength) {
      named.clear();
      namedFrom = provinces[0];
      namedLength = provinces.length;
    }
    let ids = named.get(place);
    if (!ids) {
      ids = matchPlaces(place, provinces, (p) => p.name).map((p) => p.id);
      if (named.size < 2_000) named.set(place, ids);
    }
    return ids;
  }
  const cityIds = (name: string) => cityIdsByName()?.get(fold(name)) ?? [-1];

  function combine(parts: Parts, drop: Set<Relaxable>): Criteria {
    const c: Criteria = {};
    for (const key of PART_KEYS) {
      const p = parts[key];
      if (!p || (key !== 'trust' && drop.has(key))) continue;
      for (const [k, v] of Object.entries(p) as [keyof Criteria, never][]) {
        if (v === undefined) continue;
        if (k === 'city' && c.city) {
          const keep = new Set(v as number[]);
          const both = c.city.filter((x) => keep.has(x));
          c.city = both.length ? both : [-1];
        } else c[k] = v;
      }
    }
    return c;
  }

  const keyOf = (c: Criteria, textKey: string) => JSON.stringify([textKey, ...Object.entries(c).filter(([k]) => k !== 'text')].sort());

  return { criteriaOf, combine, keyOf };
}
