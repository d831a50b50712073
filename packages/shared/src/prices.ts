/**
 * Answer shapes of the price guide (issue 20): figures from the companies' portfolio projects, per
 * activity and per activity × province (`/precios/{actividad}[/{provincia}]`). Texts come from
 * `texts-prices.ts`; how figures are computed is in ARCHITECTURE.md ("Price guide").
 */
import { z } from 'zod';

const int = z.number().int();
const named = z.object({ id: int, slug: z.string(), name: z.string() });

/** The 25th percentile, the median and the 75th percentile, in euros (rounded). */
export const priceRangeSchema = z.object({ p25: int, median: int, p75: int }).meta({ id: 'PriceRange' });

export const priceLinkSchema = z
  .object({
    activity: named,
    /** null: the activity in all of Spain. */
    province: named.nullable(),
    /** "/precios/reforma-de-banos/valencia". */
    path: z.string(),
    /** The page's question: "¿Cuánto cuesta reformar un baño en Valencia?". */
    label: z.string(),
    /** Projects behind the figure (after trimming): at least 5. */
    projects: int.min(5),
    /** The median total, in euros. */
    median: int,
  })
  .meta({ id: 'PriceLink' });

export const pricePageSchema = z
  .object({
    activity: named,
    province: named.nullable(),
    /** The h1: the question. */
    heading: z.string(),
    title: z.string(),
    description: z.string(),
    /** The canonical path. */
    path: z.string(),
    baseUrl: z.string(),
    breadcrumbs: z.array(z.object({ name: z.string(), path: z.string() })),
    /** Projects with a budget behind the figures, after trimming, and how many were trimmed. */
    projects: int,
    trimmed: int,
    /** Total budgets. */
    total: priceRangeSchema,
    /** Euros per square metre: null when fewer than 5 of the projects give their area. */
    perM2: priceRangeSchema.extend({ projects: int }).nullable(),
    /** Years of the projects (oldest, newest), when they say. */
    years: z.object({ from: int, to: int }).nullable(),
    /** The companies behind the figure, most projects first. */
    companies: z.array(z.object({ id: z.string(), name: z.string(), projects: int })),
    /** The same activity in the provinces with figures (on an activity page), or in Spain and nearby. */
    places: z.array(priceLinkSchema),
    /** Other activities with figures in the same place. */
    others: z.array(priceLinkSchema),
  })
  .meta({ id: 'PricePage' });

export type PriceRange = z.infer<typeof priceRangeSchema>;
export type PriceLink = z.infer<typeof priceLinkSchema>;
export type PricePage = z.infer<typeof pricePageSchema>;
