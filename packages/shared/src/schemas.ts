/** Request and response contracts shared by web and API. */
import { z } from 'zod';
import { DESCRIPTION_MAX, PASSWORD_MIN } from './constants';
import { MSG } from './messages';

// Zod's own messages in Spanish wherever a schema does not name one.
z.config(z.locales.es());

const reqString = (max = 255) => z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max);
/** A required, valid e-mail address (lower-cased). */
export const emailSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(254)
  .toLowerCase()
  .pipe(z.email(MSG.invalidEmail));

export const passwordSchema = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .max(200)
  .refine((p) => p.length >= PASSWORD_MIN && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p), MSG.passwordRule);

export const uuidSchema = z.uuid('Identificador no válido');
/** Largest value of a PostgreSQL integer column. */
export const INT_MAX = 2_147_483_647;

export const idRef = z.preprocess(
  (v) => (typeof v === 'object' && v !== null && 'id' in v ? (v as { id: unknown }).id : v),
  z.coerce.number({ error: MSG.required }).int().positive(MSG.required).max(INT_MAX),
);

// ── Auth and users ──────────────────────────────────────────────────────────
export const loginSchema = z
  .object({
    email: z.string().optional(),
    username: z.string().optional(),
    password: z.string({ error: MSG.required }).min(1, MSG.required).max(200),
  })
  .transform((v, ctx) => {
    const e = (v.email ?? v.username ?? '').trim().toLowerCase();
    if (!e) ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.required });
    return { email: e, password: v.password };
  });
export const tokenPairSchema = z.object({ token: z.string(), refresh_token: z.string() });
export const refreshSchema = z.object({ refresh_token: z.string({ error: MSG.required }).min(1, MSG.required).max(500) });
export const registerUserSchema = z.object({
  id: uuidSchema.optional(),
  name: reqString(100),
  lastname: reqString(150),
  email: emailSchema,
  password: passwordSchema,
});
export const updateUserSchema = z.object({ name: reqString(100), lastname: reqString(150), email: emailSchema });
export const changePasswordSchema = z.object({
  actual: z.string({ error: MSG.required }).min(1, MSG.required).max(200),
  new: passwordSchema,
});
export const resetRequestSchema = z.object({ email: emailSchema });
export const resetUpdateSchema = z.object({
  token: z.string({ error: MSG.required }).min(1, MSG.required).max(200),
  password: passwordSchema,
});

// ── Companies ───────────────────────────────────────────────────────────────
export const IMAGE_TYPES = ['Logo', 'Photo', 'Picture'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const NETWORK_NAMES = ['web', 'linkedIn', 'instagram', 'facebook'] as const;

export const imageUploadSchema = z.object({
  type: z.enum(IMAGE_TYPES),
  /** A data URL (`data:image/png;base64,...`); an existing `url` entry is accepted and ignored. */
  content: z.string().max(8_000_000).optional(),
  url: z.string().max(500).optional(),
  mimetype: z.string().max(100).optional(),
  extension: z.string().max(10).optional(),
});

const rangeSchema = z.object({
  min: z.coerce.number({ error: MSG.required }).int().min(0).max(1_000_000_000),
  max: z.coerce.number({ error: MSG.required }).int().min(0).max(1_000_000_000),
});

/** URLs are not format-checked (SPEC.md §5: the check always passes). */
const looseUrl = z.string().trim().max(500);

export const companyAddressSchema = z.object({
  address: reqString(255),
  zipcode: z
    .string({ error: MSG.required })
    .trim()
    .regex(/^\d{5}$/, MSG.invalidZip),
  province: idRef,
  city: idRef,
  country: z.string().trim().max(60).optional(),
});

export const companyBaseSchema = z.object({
  name: reqString(150),
  fullName: z.string().trim().max(200).optional(),
  type: idRef,
  cif: reqString(20),
  cnae: z.preprocess(
    (v) => (typeof v === 'object' && v !== null && 'id' in v ? (v as { id: unknown }).id : v),
    z.union([z.string().max(10), z.number()]).nullish(),
  ),
  description: z
    .string()
    .max(DESCRIPTION_MAX * 2)
    .transform((s) => s.slice(0, DESCRIPTION_MAX))
    .nullish(),
  address: companyAddressSchema,
  contact: z.object({
    email: emailSchema,
    phone: reqString(30),
    website: looseUrl.nullish(),
  }),
  networks: z
    .array(z.object({ name: z.enum(NETWORK_NAMES), url: looseUrl }))
    .max(4)
    .optional(),
  area: rangeSchema,
  budget: rangeSchema,
  employees: idRef,
  activities: z.array(idRef, { error: MSG.required }).min(1, MSG.required).max(200),
  cities: z.array(idRef, { error: MSG.required }).min(1, MSG.required).max(60),
  buildings: z.array(idRef).max(50).optional(),
  constructions: z.array(idRef).max(50).optional(),
  images: z.array(imageUploadSchema).max(3).optional(),
});

export const createCompanySchema = companyBaseSchema.extend({ id: uuidSchema });
/** PUT sends only changed fields (SPEC.md §7). */
export const updateCompanySchema = companyBaseSchema.partial().extend({
  address: companyAddressSchema.partial().optional(),
  contact: companyBaseSchema.shape.contact.partial().optional(),
});
export type CreateCompanyInput = z.input<typeof createCompanySchema>;
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>;

export const contactCompanySchema = z.object({
  name: reqString(150),
  email: emailSchema,
  phone: z.string().trim().max(30).optional(),
  message: reqString(5000),
});
export type ContactCompanyInput = z.input<typeof contactCompanySchema>;

// ── Projects (portfolio) ────────────────────────────────────────────────────
export const projectBaseSchema = z.object({
  title: reqString(150),
  description: z.string().trim().max(2000).nullish(),
  province: idRef.nullish(),
  year: z.coerce.number().int().min(1900).max(2100).nullish(),
  building: idRef.nullish(),
  construction: idRef.nullish(),
  budget: z.coerce.number().int().min(0).max(1_000_000_000).nullish(),
  area: z.coerce.number().int().min(0).max(10_000_000).nullish(),
  /** New photos as data URLs; existing photos by their url. */
  images: z
    .array(z.object({ content: z.string().max(8_000_000).optional(), url: z.string().max(500).optional() }))
    .max(6)
    .optional(),
});
export const createProjectSchema = projectBaseSchema.extend({ id: uuidSchema });
export const updateProjectSchema = projectBaseSchema.partial();
export type ProjectInput = z.input<typeof createProjectSchema>;

// ── Lists ───────────────────────────────────────────────────────────────────
export const listQuerySchema = z.object({
  search: z.string().max(500).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  perPage: z.coerce.number().int().min(1).max(100000).optional(),
});

export type Page<T> = { items: T[]; page: number; pages: number; total: number };
