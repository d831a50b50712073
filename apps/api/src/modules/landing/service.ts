/**
 * Landing pages (issue 9): a company type or a main activity in a province. Slugs resolve
 * against the cached catalogue; the companies come from the companies service's listing (the
 * same results, order and speed as `GET /companies`); which combinations exist comes from the
 * search read model's grouped counts, current with every write.
 */
import {
  encodeFilter,
  LANDING_KINDS,
  LANDING_TEXTS,
  type LandingKind,
  type LandingPage,
  type LandingLink,
  PAGE_SIZE,
  provinceNeighbours,
  slugify,
} from '@cimenta/shared';
import { LRUCache } from 'lru-cache';
import { notFound } from '../../lib/errors';
import type { CatalogService } from '../catalog/service';
import type { CompaniesService } from '../companies/service';
import { type LandingProvince, type LandingService, presentLink, presentPage } from './presenter';
import type { GroupCounts, SearchService } from '../search/service';
import type { PricesServiceApi } from '../prices/service';

const key = (kind: LandingKind, serviceId: number, provinceId: number) => `${kind}:${serviceId}:${provinceId}`;

export type LandingDeps = {
  search: Pick<SearchService, 'groupCounts'>;
  catalog: CatalogService;
  companies: Pick<CompaniesService, 'list'>;
  /** The price guide's links of the page (issue 20). */
  prices: Pick<PricesServiceApi, 'related'>;
  publicUrl: string;
};
export type LandingFilter = { kind?: string; service?: string; province?: string; limit?: number };

export function landingService({ search, catalog, companies, prices, publicUrl }: LandingDeps) {
  /** Companies per landing combination, keyed `kind:service:province`, memoised per read-model answer. */
  let memo: { from: GroupCounts; map: Map<string, number> } | null = null;
  let pages: { from: GroupCounts | null; cache: LRUCache<string, LandingPage> } = { from: null, cache: new LRUCache({ max: 1 }) };
  async function countMap(): Promise<Map<string, number>> {
    const g = await search.groupCounts();
    if (memo?.from !== g) {
      const map = new Map<string, number>();
      for (const c of g.types) map.set(key('empresas', c.serviceId, c.provinceId), c.n);
      for (const c of g.parents) map.set(key('servicios', c.serviceId, c.provinceId), c.n);
      memo = { from: g, map };
    }
    return memo.map;
  }

  /**
   * Every service (types first, then main activities, in catalogue order) and province (by name),
   * with slugs. Reference data changes only with a migration: built once.
   */
  let catalogueOnce: Promise<{ services: LandingService[]; provinces: LandingProvince[] }> | null = null;
  function catalogue() {
    catalogueOnce ??= buildCatalogue();
    catalogueOnce.catch(() => {
      catalogueOnce = null;
    });
    return catalogueOnce;
  }
  async function buildCatalogue(): Promise<{ services: LandingService[]; provinces: LandingProvince[] }> {
    const [types, activities, provinces] = await Promise.all([
      catalog.companyTypes(),
      catalog.activities({ main: true }),
      catalog.provinces(),
    ]);
    return {
      services: [
        ...types.map((t) => ({ kind: 'empresas' as const, id: t.id, slug: t.slug, name: t.name })),
        ...activities.map((a) => ({ kind: 'servicios' as const, id: a.id, slug: slugify(a.name), name: a.name })),
      ],
      provinces: provinces
        .map((p) => ({ id: p.id, slug: slugify(p.name), name: p.name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'es')),
    };
  }

  /** The links of the given services × provinces that have companies, in that order. */
  async function linksOf(services: LandingService[], provinces: LandingProvince[]): Promise<LandingLink[]> {
    const map = await countMap();
    const out: LandingLink[] = [];
    for (const s of services)
      for (const p of provinces) {
        const n = map.get(key(s.kind, s.id, p.id)) ?? 0;
        if (n > 0) out.push(presentLink(s, p, n));
      }
    return out;
  }

  return {
    /** Every landing page with at least one company (the sitemap), or those of a kind, service or province. */
    async index(f: LandingFilter = {}): Promise<LandingLink[]> {
      const { services, provinces } = await catalogue();
      const links = await linksOf(
        services.filter((s) => (!f.kind || s.kind === f.kind) && (!f.service || s.slug === f.service)),
        provinces.filter((p) => !f.province || p.slug === f.province),
      );
      return f.limit ? [...links].sort((a, b) => b.total - a.total).slice(0, f.limit) : links;
    },

    /** A landing page; the same answer is kept while the read model's counts stay the same. */
    async page(kind: string, serviceSlug: string, provinceSlug: string, page = 1) {
      const g = await search.groupCounts();
      if (pages.from !== g) pages = { from: g, cache: new LRUCache({ max: 2_000 }) };
      const key = `${kind}/${serviceSlug}/${provinceSlug}/${page}`;
      const hit = pages.cache.get(key);
      if (hit) return hit;
      const built = await build(kind, serviceSlug, provinceSlug, page);
      if (pages.from === g) pages.cache.set(key, built);
      return built;
    },
  };

  async function build(kind: string, serviceSlug: string, provinceSlug: string, page: number): Promise<LandingPage> {
    const { services, provinces } = await catalogue();
    const service = (LANDING_KINDS as readonly string[]).includes(kind)
      ? services.find((s) => s.kind === kind && s.slug === serviceSlug)
      : undefined;
    const province = provinces.find((p) => p.slug === provinceSlug);
    if (!service || !province) throw notFound(LANDING_TEXTS.notFound);
    const map = await countMap();
    if (!map.get(key(service.kind, service.id, province.id))) throw notFound(LANDING_TEXTS.notFound);

    const filter = service.kind === 'empresas' ? { type: service.id } : { parent: service.id };
    const list = await companies.list({
      filter: encodeFilter({ ...filter, provinceName: province.name }),
      page,
      perPage: PAGE_SIZE,
      facets: true,
    });
    // Deleted meanwhile, or a page past the last: no page to show.
    if (list.total === 0 || list.items.length === 0) throw notFound(LANDING_TEXTS.notFound);

    const near = new Set(provinceNeighbours(province.id));
    const neighbours = await linksOf(
      [service],
      provinces.filter((p) => near.has(p.id)),
    );
    const siblings = await linksOf(
      services.filter((s) => s !== service),
      [province],
    );
    const priceLinks = await prices.related(service.kind === 'servicios' ? service.id : null, province.id);
    return presentPage(publicUrl, service, province, list, neighbours, siblings, priceLinks);
  }
}
export type LandingServiceApi = ReturnType<typeof landingService>;
