/** Landing rows → the shapes of @cimenta/shared (links, the page). */
import {
  type CompanyCard,
  type Facets,
  LANDING_TEXTS,
  type LandingKind,
  type LandingLink,
  type LandingPage,
  landingPath,
  landingServiceName,
  type Page,
  type PriceLink,
} from '@cimenta/shared';

/** A company type (`empresas`) or a main activity (`servicios`), with its slug. */
export type LandingService = { kind: LandingKind; id: number; slug: string; name: string };
export type LandingProvince = { id: number; slug: string; name: string };

export function presentLink(s: LandingService, p: LandingProvince, total: number): LandingLink {
  return {
    kind: s.kind,
    service: { id: s.id, slug: s.slug, name: landingServiceName(s.kind, s.slug, s.name) },
    province: p,
    path: landingPath(s.kind, s.slug, p.slug),
    label: LANDING_TEXTS.heading(s.kind, s.slug, s.name, p.name),
    total,
  };
}

export function presentPage(
  baseUrl: string,
  s: LandingService,
  p: LandingProvince,
  list: Page<CompanyCard> & { facets?: Facets },
  neighbours: LandingLink[],
  siblings: LandingLink[],
  prices: PriceLink[],
): LandingPage {
  const { facets = { types: [], activities: [], provinces: [], employees: [] }, ...companies } = list;
  const heading = LANDING_TEXTS.heading(s.kind, s.slug, s.name, p.name);
  return {
    kind: s.kind,
    service: { id: s.id, slug: s.slug, name: landingServiceName(s.kind, s.slug, s.name) },
    province: p,
    heading,
    title: LANDING_TEXTS.title(heading, companies.page),
    description: LANDING_TEXTS.description(s.kind, s.slug, s.name, p.name, companies.total),
    path: landingPath(s.kind, s.slug, p.slug, companies.page),
    baseUrl,
    breadcrumbs: [
      { name: LANDING_TEXTS.home, path: '/' },
      { name: LANDING_TEXTS.companies, path: '/companies' },
      { name: heading, path: landingPath(s.kind, s.slug, p.slug) },
    ],
    companies,
    facets,
    neighbours,
    siblings,
    prices,
  };
}
