/**
 * The price guide (issue 20): figures from the portfolio projects that name their kind of work
 * (an activity, main or sub, counted exactly as tagged) and their budget, per activity in Spain and
 * per activity × project province. Rules in stats.ts (trimming, at least 5 projects). All figures are
 * computed together from one read of the priced projects and kept while the search read model's
 * version stays the same (any company write, a project's included, moves it; so does hiding one).
 */
import { PRICE_TEXTS, type PriceLink, type PricePage, provinceNeighbours, slugify } from '@cimenta/shared';
import { notFound } from '../../lib/errors';
import type { CatalogService } from '../catalog/service';
import type { GroupCounts, SearchService } from '../search/service';
import { type PriceActivity, type PriceProvince, presentPriceLink, presentPricePage } from './presenter';
import type { PricesRepo } from './repo';
import { type Figure, figureOf, type PricedProject } from './stats';

export type PricesDeps = {
  repo: PricesRepo;
  catalog: CatalogService;
  search: Pick<SearchService, 'groupCounts'>;
  publicUrl: string;
};
export type PriceFilter = { activity?: number; province?: string; limit?: number };

type Figures = {
  /** `activityId:provinceId` (0: Spain) → figure, only where one is shown. */
  figures: Map<string, Figure>;
  companyNames: Map<string, string>;
};
const key = (activityId: number, provinceId: number | null) => `${activityId}:${provinceId ?? 0}`;

export function pricesService({ repo, catalog, search, publicUrl }: PricesDeps) {
  let memo: { from: GroupCounts; value: Promise<Figures> } | null = null;
  let catalogueOnce: Promise<{ activities: PriceActivity[]; provinces: PriceProvince[] }> | null = null;

  /** Activities in catalogue order (each main one followed by its sub-activities) and provinces by name. */
  function catalogue() {
    catalogueOnce ??= (async () => {
      const [mains, subs, provinces] = await Promise.all([
        catalog.activities({ main: true }),
        catalog.activities({ main: false }),
        catalog.provinces(),
      ]);
      const activities: PriceActivity[] = [];
      for (const m of mains) {
        activities.push({ id: m.id, slug: slugify(m.name), name: m.name, parentId: null });
        for (const s of subs) if (s.parent?.id === m.id) activities.push({ id: s.id, slug: slugify(s.name), name: s.name, parentId: m.id });
      }
      return {
        activities,
        provinces: provinces
          .map((p) => ({ id: p.id, slug: slugify(p.name), name: p.name }))
          .sort((a, b) => a.name.localeCompare(b.name, 'es')),
      };
    })();
    catalogueOnce.catch(() => {
      catalogueOnce = null;
    });
    return catalogueOnce;
  }

  async function compute(): Promise<Figures> {
    const rows = await repo.priced();
    const groups = new Map<string, PricedProject[]>();
    const companyNames = new Map<string, string>();
    const add = (k: string, p: PricedProject) => {
      const list = groups.get(k);
      if (list) list.push(p);
      else groups.set(k, [p]);
    };
    for (const r of rows) {
      companyNames.set(r.companyId, r.companyName);
      const p: PricedProject = { companyId: r.companyId, budget: r.budget, area: r.area, year: r.year };
      add(key(r.activityId, null), p);
      if (r.provinceId) add(key(r.activityId, r.provinceId), p);
    }
    const figures = new Map<string, Figure>();
    for (const [k, list] of groups) {
      const f = figureOf(list);
      if (f) figures.set(k, f);
    }
    return { figures, companyNames };
  }

  /** The figures now: computed again only after the read model's version moved. */
  async function current(): Promise<Figures> {
    const g = await search.groupCounts();
    if (memo?.from !== g) {
      const value = compute();
      memo = { from: g, value };
      value.catch(() => {
        if (memo?.value === value) memo = null;
      });
    }
    return memo.value;
  }

  /** The links of the given activities × places (null: Spain) with a figure, in that order. */
  async function linksOf(activities: PriceActivity[], places: (PriceProvince | null)[]): Promise<PriceLink[]> {
    const { figures } = await current();
    const out: PriceLink[] = [];
    for (const a of activities)
      for (const p of places) {
        const f = figures.get(key(a.id, p?.id ?? null));
        if (f) out.push(presentPriceLink(a, p, f));
      }
    return out;
  }

  return {
    /** Every price page (the index, the sitemap), or those of an activity or a province; `limit`: those with most projects. */
    async index(f: PriceFilter = {}): Promise<PriceLink[]> {
      const { activities, provinces } = await catalogue();
      const acts = activities.filter((a) => !f.activity || a.id === f.activity);
      const places = f.province ? provinces.filter((p) => p.slug === f.province) : [null, ...provinces];
      const links = await linksOf(acts, places);
      return f.limit ? [...links].sort((a, b) => b.projects - a.projects).slice(0, f.limit) : links;
    },

    /**
     * The price links of a landing page (issue 9): the activity and its sub-activities (or every
     * activity, for a company type), in the province first, then in Spain; at most `limit`.
     */
    async related(mainActivityId: number | null, provinceId: number, limit = 6): Promise<PriceLink[]> {
      const { activities, provinces } = await catalogue();
      const acts =
        mainActivityId === null ? activities : activities.filter((a) => a.id === mainActivityId || a.parentId === mainActivityId);
      const province = provinces.find((p) => p.id === provinceId);
      const here = province ? await linksOf(acts, [province]) : [];
      const there = new Set(here.map((l) => l.activity.id));
      const spain = (await linksOf(acts, [null])).filter((l) => !there.has(l.activity.id));
      return [...here, ...spain].slice(0, limit);
    },

    async page(activitySlug: string, provinceSlug?: string): Promise<PricePage> {
      const { activities, provinces } = await catalogue();
      const activity = activities.find((a) => a.slug === activitySlug);
      const province = provinceSlug === undefined ? null : provinces.find((p) => p.slug === provinceSlug);
      if (!activity || province === undefined) throw notFound(PRICE_TEXTS.notFound);
      const { figures, companyNames } = await current();
      const figure = figures.get(key(activity.id, province?.id ?? null));
      if (!figure) throw notFound(PRICE_TEXTS.notFound);
      let places: PriceLink[];
      if (province) {
        const near = new Set(provinceNeighbours(province.id));
        places = await linksOf([activity], [null, ...provinces.filter((p) => near.has(p.id))]);
      } else places = await linksOf([activity], provinces);
      const others = await linksOf(
        activities.filter((a) => a !== activity),
        [province],
      );
      return presentPricePage(publicUrl, activity, province, figure, companyNames, places, others);
    },
  };
}
export type PricesServiceApi = ReturnType<typeof pricesService>;
