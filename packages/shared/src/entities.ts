/**
 * The shapes the API answers with. Presenters in apps/api produce exactly these; Fastify
 * serialises through them, so a column that is not listed here never reaches a client.
 */
import { z } from 'zod';
import { IMAGE_TYPES, NETWORK_NAMES } from './schemas';

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
const cardActivitySchema = z.object({ id: int, name: z.string(), parent: refSchema });

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
  })
  .meta({ id: 'CompanyCard' });

export const projectSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    province: refSchema.nullable(),
    year: int.nullable(),
    building: refSchema.nullable(),
    construction: refSchema.nullable(),
    budget: int.nullable(),
    area: int.nullable(),
    images: z.array(z.string()),
    createdAt: iso,
  })
  .meta({ id: 'Project' });

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
export type Page<T> = { items: T[]; page: number; pages: number; total: number };
export type ApiErrorBody = z.infer<typeof errorBodySchema> | z.infer<typeof authErrorBodySchema>;
/** Claims of the access token (SPEC.md §3). */
export type TokenClaims = { user: { email: string; roles: string[]; id: string }; exp: number; iat: number };
