/** Price figures → the shapes of @cimenta/shared (links, the page). */
import { PRICE_TEXTS, type PriceLink, type PricePage } from '@cimenta/shared';
import type { Figure } from './stats';

export type PriceActivity = { id: number; slug: string; name: string; parentId: number | null };
export type PriceProvince = { id: number; slug: string; name: string };

const T = PRICE_TEXTS;
const named = (x: { id: number; slug: string; name: string }) => ({ id: x.id, slug: x.slug, name: x.name });

export const pricePath = (a: PriceActivity, p: PriceProvince | null) => (p ? `/precios/${a.slug}/${p.slug}` : `/precios/${a.slug}`);

export function presentPriceLink(a: PriceActivity, p: PriceProvince | null, f: Figure): PriceLink {
  return {
    activity: named(a),
    province: p ? named(p) : null,
    path: pricePath(a, p),
    label: T.question(a.id, a.name, p?.name),
    projects: f.kept.length,
    median: f.total.median,
  };
}

export function presentPricePage(
  baseUrl: string,
  a: PriceActivity,
  p: PriceProvince | null,
  f: Figure,
  companyNames: Map<string, string>,
  places: PriceLink[],
  others: PriceLink[],
): PricePage {
  const heading = T.question(a.id, a.name, p?.name);
  const perCompany = new Map<string, number>();
  for (const x of f.kept) perCompany.set(x.companyId, (perCompany.get(x.companyId) ?? 0) + 1);
  const companies = [...perCompany]
    .map(([id, projects]) => ({ id, name: companyNames.get(id) ?? '', projects }))
    .sort((x, y) => y.projects - x.projects || x.name.localeCompare(y.name, 'es'));
  const years = f.kept.flatMap((x) => (x.year ? [x.year] : []));
  const breadcrumbs = [
    { name: T.home, path: '/' },
    { name: T.prices, path: '/precios' },
    ...(p ? [{ name: T.question(a.id, a.name), path: pricePath(a, null) }] : []),
    { name: heading, path: pricePath(a, p) },
  ];
  return {
    activity: named(a),
    province: p ? named(p) : null,
    heading,
    title: T.title(heading),
    description: T.description(f.kept.length, f.total.median, p?.name ?? T.spain),
    path: pricePath(a, p),
    baseUrl,
    breadcrumbs,
    projects: f.kept.length,
    trimmed: f.trimmed,
    total: f.total,
    perM2: f.perM2,
    years: years.length ? { from: Math.min(...years), to: Math.max(...years) } : null,
    companies,
    places,
    others,
  };
}
