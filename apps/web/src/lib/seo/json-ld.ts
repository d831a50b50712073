/**
 * schema.org JSON-LD builders (https://schema.org), plain objects: `PageHead` writes them into
 * the head as `<script type="application/ld+json">`. URLs go through `url` so they are absolute.
 */
import type { CompanyCard } from '@cimenta/shared/entities';

export type JsonLd = Record<string, unknown>;
/** Makes a path absolute with the site's public origin (absolute URLs are kept). */
export type UrlOf = (path: string) => string;

const CONTEXT = 'https://schema.org';

/** `WebSite` with a `SearchAction` (the home page): `searchPath` holds `{search_term_string}`. */
export function websiteLd(name: string, searchPath: string, url: UrlOf): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url: url('/'),
    inLanguage: 'es',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: url(searchPath) },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** `ItemList` of companies (a results page): each item is the company's page. */
export function itemListLd(
  companies: Pick<CompanyCard, 'id' | 'name'>[],
  companyPath: (id: string) => string,
  url: UrlOf,
  offset = 0,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    numberOfItems: companies.length,
    itemListElement: companies.map((c, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      url: url(companyPath(c.id)),
      name: c.name,
    })),
  };
}
