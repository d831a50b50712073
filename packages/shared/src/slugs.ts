/**
 * Slugs of the landing pages (issue 9), stable once published: search engines keep them.
 *
 *   /empresas/{company type slug}/{province slug}      e.g. /empresas/reformas/madrid
 *   /servicios/{main activity slug}/{province slug}    e.g. /servicios/instalaciones/valencia
 *
 * A company type's slug is its `slug` column (reference data); a main activity's and a
 * province's slug is its catalogue name folded: lower case, no accents, every run of other
 * characters one hyphen ("Carpintería y cerrajería" → carpinteria-y-cerrajeria, "A Coruña" →
 * a-coruna, "Illes Balears" → illes-balears). Pure functions: both sides build the same paths.
 */
import { fold } from './text';

export const LANDING_KINDS = ['empresas', 'servicios'] as const;
/** `empresas`: a company type × province; `servicios`: a main activity × province. */
export type LandingKind = (typeof LANDING_KINDS)[number];

/** "Carpintería y cerrajería" → "carpinteria-y-cerrajeria". */
export function slugify(name: string): string {
  return fold(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The path of a landing page; page 1 has no `page` parameter. */
export function landingPath(kind: LandingKind, service: string, province: string, page = 1): string {
  const path = `/${kind}/${service}/${province}`;
  return page > 1 ? `${path}?page=${page}` : path;
}
