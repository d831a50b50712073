/** A company page's schema.org business (its own module: only the company page loads it). */
import type { Company } from '@cimenta/shared/entities';
import type { RatingSummary, Review } from '@cimenta/shared/reviews';
import type { JsonLd, UrlOf } from './json-ld';

const CONTEXT = 'https://schema.org';

/** Sub-activity names that make a company one trade of schema.org's `HomeAndConstructionBusiness`. */
const TRADES: [type: string, names: string[]][] = [
  ['Electrician', ['Electricidad', 'Telecomunicaciones', 'Energía solar fotovoltaica']],
  ['Plumber', ['Fontanería', 'Gas', 'Redes de saneamiento']],
  ['HVACBusiness', ['Calefacción', 'Climatización y aire acondicionado', 'Aerotermia']],
  [
    'RoofingContractor',
    [
      'Reparación de tejados',
      'Impermeabilización de cubiertas',
      'Cubiertas de panel sándwich',
      'Cubiertas ajardinadas',
      'Canalones y bajantes',
    ],
  ],
  ['HousePainter', ['Pintura interior', 'Pintura de fachadas']],
  ['Locksmith', ['Cerrajería y rejas']],
];

/**
 * The schema.org type that fits a company: a trade (`Electrician`, `Plumber`, `HVACBusiness`,
 * `RoofingContractor`, `HousePainter`, `Locksmith`) when every activity it lists belongs to that
 * trade, `GeneralContractor` for a "Constructora", else `HomeAndConstructionBusiness`.
 */
export function businessType(c: Pick<Company, 'type' | 'activities'>): string {
  const names = c.activities.map((a) => a.name);
  if (names.length) {
    for (const [type, trade] of TRADES) if (names.every((n) => trade.includes(n))) return type;
  }
  if (/^constructora$/i.test(c.type.name)) return 'GeneralContractor';
  return 'HomeAndConstructionBusiness';
}

/**
 * A company page's business node: name, address, areaServed (work zones), telephone, url, logo,
 * image, sameAs; with reviews, their `aggregateRating` and the reviews shown on the page (issue 19).
 */
export function companyLd(c: Company, pagePath: string, url: UrlOf, reviews?: { summary: RatingSummary; items: Review[] }): JsonLd {
  const logo = c.logo ?? c.images.find((i) => i.type === 'Logo')?.url ?? null;
  const photo = c.photo ?? c.images.find((i) => i.type === 'Photo')?.url ?? c.picture ?? null;
  const sameAs = [...new Set([c.contact.website, ...c.networks.map((n) => n.url)].filter((u): u is string => Boolean(u)))].map((u) =>
    /^https?:\/\//i.test(u) ? u : `https://${u}`,
  );
  const areaServed = [...new Set(c.cities.map((z) => z.province))].map((name) => ({ '@type': 'AdministrativeArea', name }));
  const node: JsonLd = {
    '@context': CONTEXT,
    '@type': businessType(c),
    '@id': `${url(pagePath)}#empresa`,
    name: c.name,
    url: url(pagePath),
    address: {
      '@type': 'PostalAddress',
      streetAddress: c.address.address,
      postalCode: c.address.zipcode,
      addressLocality: c.address.city.name,
      addressRegion: c.address.province.name,
      addressCountry: 'ES',
    },
    telephone: c.contact.phone,
    email: c.contact.email,
  };
  if (c.fullName && c.fullName !== c.name) node.legalName = c.fullName;
  if (c.description) node.description = c.description;
  if (logo) node.logo = url(logo);
  if (photo ?? logo) node.image = url((photo ?? logo) as string);
  if (areaServed.length) node.areaServed = areaServed;
  if (sameAs.length) node.sameAs = sameAs;
  if (c.activities.length) node.knowsAbout = c.activities.map((a) => a.name);
  if (reviews && reviews.summary.count > 0 && reviews.summary.average !== null) {
    node.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    };
    node.review = reviews.items.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.text,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return node;
}
