/**
 * The shapes the API answers with. Presenters in apps/api produce exactly these; Fastify
 * serialises through them, so a column that is not listed here never reaches a client.
 */
import { z } from 'zod';
import { IMAGE_TYPES, NETWORK_NAMES } from './schemas';
import { CREDENTIAL_KINDS } from './texts-credential-badges';

const int = z.number().int();
const iso = z.string().meta({ format: 'date-time' });

export const refSchema = z.object({ id: int, name: z.string() }).meta({ id: 'Ref' });
export const rangeOutSchema = z.object({ min: int, max: int }).meta({ id: 'Range' });

export const companyTypeSchema = refSchema.extend({ slug: z.string(), fixed: z.boolean() }).meta({ id: 'CompanyType' });
export const activitySchema = z
  .object({ id: int, name: z.string(), parent: refSchema.nullable(), total: int, totalChildren: int })
  .meta({ id: 'Activity' });
export const communitySchema = z.object({ id: int, name: z.string() }).meta({ id: 'Community' });
export const provinceSchema = z
  .object({ id: int, name: z.string(), province: z.string(), community: communitySchema })
  .meta({ id: 'Province' });
export const citySchema = z
  .object({ id: int, name: z.string(), city: z.string(), province: refSchema, community: communitySchema, zipcode: z.string() })
  .meta({ id: 'City' });
export const employeeRangeSchema = z.object({ id: int, label: z.string(), name: z.string() }).meta({ id: 'EmployeeRange' });

export const companyImageSchema = z
  .object({ type: z.enum(IMAGE_TYPES), url: z.string(), mimetype: z.string(), extension: z.string() })
  .meta({ id: 'CompanyImage' });
export const networkSchema = z.object({ name: z.enum(NETWORK_NAMES), url: z.string() }).meta({ id: 'Network' });
export const cardActivitySchema = z.object({ id: int, name: z.string(), parent: refSchema });

export const companyCardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    fullName: z.string(),
    type: refSchema,
    description: z.string().nullable(),
    address: z.object({ province: refSchema, city: refSchema, country: z.string() }),
    area: rangeOutSchema,
    budget: rangeOutSchema,
    employees: employeeRangeSchema.nullable(),
    activities: z.array(cardActivitySchema),
    logo: z.string().nullable(),
    photo: z.string().nullable(),
    picture: z.string().nullable(),
    /** Published reviews' average (one decimal) and count; null without reviews. Listings only (issue 19). */
    rating: z.object({ average: z.number(), count: int }).nullable().optional(),
    /** Verified credentials valid today, with their last valid day (`YYYY-MM-DD`, null: no expiry). Listings only. */
    badges: z.array(z.object({ kind: z.enum(CREDENTIAL_KINDS), expiresOn: z.string().nullable() })).optional(),
    /** "Responde rápido" (issue 20): answers most messages within 24 hours. Listings and the public detail. */
    fastReply: z.boolean().optional(),
    /** A moderator hid it (issue 19): only its owner sees it, in /my-profile. */
    hidden: z.boolean().optional(),
  })
  .meta({ id: 'CompanyCard' });

export const projectSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    province: refSchema.nullable(),
    /** The kind of work (a main activity or a sub-activity): what the price guide groups by. */
    activity: refSchema.nullable(),
    year: int.nullable(),
    building: refSchema.nullable(),
    construction: refSchema.nullable(),
    budget: int.nullable(),
    area: int.nullable(),
    images: z.array(z.string()),
    createdAt: iso,
  })
  .meta({ id: 'Project' });

/**
 * A verified, unexpired credential as visitors see it (issue 19): its name, what it says (the
 * insurer and the amount covered, the association…), its expiry; never the document, the policy
 * number or who decided.
 */
export const publicCredentialSchema = z
  .object({ kind: z.enum(CREDENTIAL_KINDS), label: z.string(), detail: z.string().nullable(), expiresOn: z.string().nullable() })
  .meta({ id: 'PublicCredential' });
export type PublicCredential = z.infer<typeof publicCredentialSchema>;

export const companySchema = companyCardSchema
  .extend({
    cif: z.string(),
    cnae: z.object({ id: z.string() }).nullable(),
    address: z.object({ address: z.string(), zipcode: z.string(), province: refSchema, city: refSchema, country: z.string() }),
    contact: z.object({ email: z.string(), phone: z.string(), website: z.string().nullable() }),
    networks: z.array(networkSchema),
    cities: z.array(z.object({ id: int, province: z.string(), community: communitySchema })),
    buildings: z.array(refSchema),
    constructions: z.array(refSchema),
    images: z.array(companyImageSchema),
    projects: z.array(projectSchema),
    /** Verified credentials not past their expiry date (issue 19). */
    credentials: z.array(publicCredentialSchema),
    createdAt: iso,
    updatedAt: iso,
  })
  .meta({ id: 'Company' });

export const userSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    lastname: z.string(),
    email: z.string(),
    roles: z.array(z.string()),
    company: companySchema.nullable(),
  })
  .meta({ id: 'User' });

export const tokenPairSchema = z.object({ token: z.string(), refresh_token: z.string() }).meta({ id: 'TokenPair' });
export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

/** How many companies match the current search for one value of a dimension. */
const facetCountSchema = z.object({ id: int, count: int.min(0) });
/**
 * Facets of a listing (issue 10): for each value of a dimension, how many companies match the
 * current search with that value chosen instead. A dimension's own filter is left out when
 * counting it (disjunctive facets), the others apply. Values with 0 are left out.
 */
export const facetsSchema = z
  .object({
    types: z.array(facetCountSchema),
    /** Main activities (no parent). */
    activities: z.array(facetCountSchema),
    provinces: z.array(facetCountSchema),
    employees: z.array(facetCountSchema),
    /** Companies rated at least `id` stars (4, 3) with the other filters (issue 19). */
    ratings: z.array(facetCountSchema).optional(),
    /** Companies with a verified credential valid today, with the other filters (issue 19). */
    verified: int.min(0).optional(),
  })
  .meta({ id: 'Facets' });

/** How the server read the free text of a listing (issue 10). */
export const searchInfoSchema = z
  .object({
    /** The text as sent. */
    query: z.string(),
    /** The words searched instead when the typed ones match nothing ("refromas" → "reformas"); null when searched as typed. */
    corrected: z.string().nullable(),
    /** No company matches every word: these are the best partial matches, ranked by words matched. */
    partial: z.boolean(),
    /** Places named in the text, applied as filters ("fontanero en Sevilla"). */
    places: z.array(z.object({ kind: z.enum(['province', 'city']), id: int, name: z.string() })),
    /** Activities recognised in the text, synonyms included ("pintor" → Pintura). */
    activities: z.array(refSchema),
  })
  .meta({ id: 'SearchInfo' });

/** Criteria the guided search may drop, least important first (`relax=true`). */
export const RELAXABLE = [
  'area',
  'employees',
  'budget',
  'constructions',
  'buildings',
  'activities',
  'city',
  'type',
  'parent',
  'province',
] as const;

/** A suggestion of the "¿Qué necesitas?" box (issue 10). */
export const suggestionSchema = z
  .object({
    kind: z.enum(['activity', 'subactivity', 'company', 'province', 'city']),
    /** What the list shows: "Fontanería", "Reformas García S.L.", "Sevilla". */
    label: z.string(),
    /** A second line: the parent activity, the company's province, the synonym typed ("fontanero"), or null. */
    hint: z.string().nullable(),
    /** Activity, province or city id as a string; the company's uuid. */
    id: z.string(),
    /** A sub-activity's main activity; a city's province; otherwise null. */
    parentId: int.nullable(),
  })
  .meta({ id: 'Suggestion' });

/** `{items, page, pages, total}` (DESIGN.md §3). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: int.min(1), pages: int.min(1), total: int.min(0) });

/** 4xx bodies (DESIGN.md §3): a message, or one `{field, message}` per wrong field. */
export const errorBodySchema = z
  .object({ errors: z.union([z.string(), z.array(z.object({ field: z.string(), message: z.string() }))]) })
  .meta({ id: 'Error' });
/** 401 bodies carry the exact English message the web reacts to (SPEC.md §8). */
export const authErrorBodySchema = z.object({ code: z.literal(401), message: z.string() }).meta({ id: 'AuthError' });

export type Ref = z.infer<typeof refSchema>;
export type Range = z.infer<typeof rangeOutSchema>;
export type CompanyType = z.infer<typeof companyTypeSchema>;
export type Activity = z.infer<typeof activitySchema>;
export type Community = z.infer<typeof communitySchema>;
export type Province = z.infer<typeof provinceSchema>;
export type City = z.infer<typeof citySchema>;
export type EmployeeRange = z.infer<typeof employeeRangeSchema>;
export type CompanyImage = z.infer<typeof companyImageSchema>;
export type Network = z.infer<typeof networkSchema>;
export type CompanyCard = z.infer<typeof companyCardSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Company = z.infer<typeof companySchema>;
export type User = z.infer<typeof userSchema>;
export type TokenPair = z.infer<typeof tokenPairSchema>;
export type Facets = z.infer<typeof facetsSchema>;
export type SearchInfo = z.infer<typeof searchInfoSchema>;
export type Suggestion = z.infer<typeof suggestionSchema>;
export type Relaxable = (typeof RELAXABLE)[number];
export type Page<T> = { items: T[]; page: number; pages: number; total: number };
export type ApiErrorBody = z.infer<typeof errorBodySchema> | z.infer<typeof authErrorBodySchema>;
/** Claims of the access token (SPEC.md §3). */
export type TokenClaims = { user: { email: string; roles: string[]; id: string }; exp: number; iat: number };
