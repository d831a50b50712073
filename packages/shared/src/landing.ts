/**
 * Answer shapes of the landing pages (issue 9): a company type or a main activity in a province,
 * with its first page of companies and the links to the same service nearby and to the other
 * services of the province. Paths follow `slugs.ts`; texts come from `texts-landing.ts`.
 */
import { z } from 'zod';
import { companyCardSchema, facetsSchema, pageSchema } from './entities';
import { priceLinkSchema } from './prices';
import { LANDING_KINDS } from './slugs';

const int = z.number().int();
const named = z.object({ id: int, slug: z.string(), name: z.string() });

export const landingLinkSchema = z
  .object({
    kind: z.enum(LANDING_KINDS),
    /** The type or activity: its slug and its name as a list reads it ("Empresas de reformas", "Instalaciones"). */
    service: named,
    province: named,
    /** "/empresas/reformas/madrid". */
    path: z.string(),
    /** The page's heading: "Empresas de reformas en Madrid". */
    label: z.string(),
    /** Companies on that page: always at least 1 (empty pages are never linked). */
    total: int.min(1),
  })
  .meta({ id: 'LandingLink' });

export const landingPageSchema = z
  .object({
    kind: z.enum(LANDING_KINDS),
    service: named,
    province: named,
    /** The h1. */
    heading: z.string(),
    /** The document title. */
    title: z.string(),
    /** The meta description, also shown under the h1. */
    description: z.string(),
    /** The canonical path (with `?page=n` after the first page). */
    path: z.string(),
    /** PUBLIC_URL: absolute links (canonical, JSON-LD) are `baseUrl + path`. */
    baseUrl: z.string(),
    breadcrumbs: z.array(z.object({ name: z.string(), path: z.string() })),
    companies: pageSchema(companyCardSchema),
    /** How many of these companies each type, main activity, province and employee range has (as GET /companies `facets`). */
    facets: facetsSchema,
    /** The same service in the neighbouring provinces that have companies. */
    neighbours: z.array(landingLinkSchema),
    /** The other services of the province that have companies. */
    siblings: z.array(landingLinkSchema),
    /** The price guide's pages of this service in this province or in Spain (issue 20). */
    prices: z.array(priceLinkSchema),
  })
  .meta({ id: 'LandingPage' });

export type LandingLink = z.infer<typeof landingLinkSchema>;
export type LandingPage = z.infer<typeof landingPageSchema>;
