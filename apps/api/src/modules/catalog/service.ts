/**
 * Catalogue rules: the fixed company type sees only the fixed main activities
 * (SPEC.md §9). Reference rows are cached in memory (they change only with a
 * migration); activity totals come from the search read model.
 */
import {
  type Activity,
  CITY_PROVINCES,
  type City,
  type CompanyType,
  type EmployeeRange,
  fold,
  foldPlace,
  matchPlaces,
  type Province,
  placeDistance,
  placeTerms,
  type Ref,
  type Suggestion,
  typoAllowance,
} from '@cimenta/shared';
import { LRUCache } from 'lru-cache';
import { type CityIndex, cityIndex } from './city-index';
import { presentCity, presentProvince } from './presenter';
import type { CatalogRepo, CityRow } from './repo';

type Reference = {
  types: CompanyType[];
  activities: { id: number; name: string; parentId: number | null; fixed: boolean }[];
  provinces: Province[];
  employees: EmployeeRange[];
  buildings: Ref[];
  constructions: Ref[];
};

/**
 * `activityTotals`: live companies per activity (a main one: those with any of its
 * sub-activities), from the search read model, which every write updates.
 */
export function catalogService(repo: CatalogRepo, activityTotals: () => Promise<Map<number, number>>) {
  // Reference rows change only with a migration: loaded once.
  const reference = new LRUCache<'all', Reference>({ max: 1, fetchMethod: () => loadReference() });
  const load = async () => (await reference.fetch('all')) as Reference;
  const cities = new LRUCache<'all', CityIndex>({ max: 1, fetchMethod: async () => cityIndex(await repo.allCities()) });
  const cityList = async () => (await cities.fetch('all')) as CityIndex;

  async function loadReference(): Promise<Reference> {
    {
      const [types, activities, provinces, employees, buildings, constructions] = await Promise.all([
        repo.companyTypes(),
        repo.activities(),
        repo.provinces(),
        repo.employees(),
        repo.buildings(),
        repo.constructions(),
      ]);
      return {
        types: types.map((x) => ({ id: x.id, name: x.name, slug: x.slug, fixed: x.fixed })),
        activities,
        provinces: provinces.map(presentProvince),
        employees: employees.map((e) => ({ id: e.id, label: e.label, name: e.label })),
        buildings,
        constructions,
      };
    }
  }
  const matches = (name: string, q?: string) => !q || fold(name).includes(fold(q));

  return {
    async companyTypes(q?: string) {
      return (await load()).types.filter((x) => matches(x.name, q));
    },
    async activities(opts: { q?: string; main: boolean; companyType?: number; parent?: number }): Promise<Activity[]> {
      const { activities, types } = await load();
      const counts = await activityTotals();
      const byId = new Map(activities.map((a) => [a.id, a]));
      const type = opts.companyType ? types.find((x) => x.id === opts.companyType) : undefined;
      const children = new Map<number, number>();
      for (const a of activities) if (a.parentId) children.set(a.parentId, (children.get(a.parentId) ?? 0) + 1);
      return activities
        .filter((a) => {
          if (opts.parent) return a.parentId === opts.parent;
          if (opts.main && a.parentId !== null) return false;
          if (!opts.main && a.parentId === null) return false;
          return true;
        })
        .filter((a) => !opts.companyType || (type ? a.fixed === type.fixed : false))
        .filter((a) => matches(a.name, opts.q))
        .map((a) => {
          const parent = a.parentId ? byId.get(a.parentId) : undefined;
          return {
            id: a.id,
            name: a.name,
            parent: parent ? { id: parent.id, name: parent.name } : null,
            total: counts.get(a.id) ?? 0,
            totalChildren: children.get(a.id) ?? 0,
          };
        });
    },
    /**
     * First version of the search box's suggestions: activities and provinces whose name contains
     * the text. Issue 10 widens it (trade synonyms, typos, companies, cities).
     */
    async suggest(q: string): Promise<Suggestion[]> {
      const text = fold(q);
      if (text.length < 2) return [];
      const { activities, provinces } = await load();
      const byId = new Map(activities.map((a) => [a.id, a]));
      const out: Suggestion[] = [];
      for (const a of activities) {
        if (!fold(a.name).includes(text)) continue;
        const parent = a.parentId ? byId.get(a.parentId) : undefined;
        out.push({
          kind: parent ? 'subactivity' : 'activity',
          label: a.name,
          hint: parent?.name ?? null,
          id: String(a.id),
          parentId: parent?.id ?? null,
        });
      }
      for (const p of provinces)
        if (fold(p.name).includes(text)) out.push({ kind: 'province', label: p.name, hint: null, id: String(p.id), parentId: null });
      return out.slice(0, 10);
    },
    /** Resolves sub-activity ids to `{id, name, parent}`, in catalogue order. */
    async activityResolver(): Promise<(ids: number[]) => { id: number; name: string; parent: Ref }[]> {
      const { activities } = await load();
      const byId = new Map(activities.map((a, i) => [a.id, { ...a, order: i }]));
      return (ids) =>
        ids
          .map((id) => byId.get(id))
          .filter((a): a is NonNullable<typeof a> => !!a && a.parentId !== null)
          .map((a) => ({ a, parent: byId.get(a.parentId as number) }))
          .sort((x, y) => (x.parent?.order ?? 0) - (y.parent?.order ?? 0) || x.a.order - y.a.order)
          .map(({ a, parent }) => ({ id: a.id, name: a.name, parent: { id: parent?.id ?? 0, name: parent?.name ?? '' } }));
    },
    async activityById(id: number) {
      return (await load()).activities.find((a) => a.id === id);
    },
    async typeById(id: number) {
      return (await load()).types.find((x) => x.id === id);
    },
    async provinces(q?: string, community?: number) {
      const list = (await load()).provinces.filter((p) => !community || p.community.id === community);
      // Official and Castilian names, big cities and small typos (La Coruña, Bilbao, "madird").
      return q ? matchPlaces(q, list, (p) => p.name, { partial: true }) : list;
    },
    async provinceById(id: number) {
      return (await load()).provinces.find((p) => p.id === id);
    },
    async cities(opts: { q?: string; provinceId?: number; limit: number; offset: number }): Promise<{ items: City[]; total: number }> {
      const index = await cityList();
      const page = (rows: CityRow[]) => ({ total: rows.length, items: rows.slice(opts.offset, opts.offset + opts.limit).map(presentCity) });
      const search = (name: string | undefined) => index.search(name, opts.provinceId);
      let rows = search(opts.q);
      if (opts.q && rows.length === 0 && opts.offset === 0) {
        // Names people use for capitals (Gerona → Girona, La Coruña → A Coruña) and small typos (Sevila).
        const q = foldPlace(opts.q);
        const towns = Object.keys(CITY_PROVINCES);
        const [province] = matchPlaces(opts.q, (await load()).provinces, (p) => p.name);
        // Exact names first (Lérida is Lleida, not a typo of Mérida), then one or two typos.
        const candidates = [
          towns.find((k) => foldPlace(k) === q),
          province && placeTerms(province.name).includes(q) ? province.name : undefined,
          towns.find((k) => placeDistance(foldPlace(k), q) <= typoAllowance(q)),
          province?.name,
        ];
        for (const name of candidates) {
          if (!name || rows.length) continue;
          rows = search(name);
        }
        if (rows.length === 0) rows = index.similar(opts.q, opts.provinceId, opts.limit);
      }
      return page(rows);
    },
    async employees(q?: string) {
      return (await load()).employees.filter((e) => matches(e.label, q));
    },
    async buildings(q?: string) {
      return (await load()).buildings.filter((e) => matches(e.name, q));
    },
    async constructions(q?: string) {
      return (await load()).constructions.filter((e) => matches(e.name, q));
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
