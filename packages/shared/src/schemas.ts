/**
 * Request schemas of every call (SPEC.md §7) and the entities the API answers with. Every
 * message a person can read is worded here or by `humanIssue`; types are `z.infer` of these.
 */
import { z } from 'zod';
import { DESCRIPTION_MAX, INT_MAX, PASSWORD_MIN } from './constants';
import {
  ADDRESS_MAX,
  CIF_MAX,
  COMPANY_FULL_NAME_MAX,
  COMPANY_NAME_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  EMAIL_MAX,
  PASSWORD_MAX,
  PHONE_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_TITLE_MAX,
  URL_MAX,
  USER_LASTNAME_MAX,
  USER_NAME_MAX,
} from './limits';
import { humanIssue, LIMIT_MSG, MSG } from './messages';

// ── Building blocks ─────────────────────────────────────────────────────────
/** A required text of at most `max` characters, trimmed, with readable messages. */
export const requiredText = (max: number) => z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, LIMIT_MSG.tooLong(max));
/** An optional text (null or absent allowed). */
export const optionalText = (max: number) => z.string({ error: MSG.invalidValue }).trim().max(max, LIMIT_MSG.tooLong(max));

export const emailSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(EMAIL_MAX, LIMIT_MSG.tooLong(EMAIL_MAX))
  .toLowerCase()
  .pipe(z.email(MSG.invalidEmail));

export const passwordSchema = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .max(PASSWORD_MAX, LIMIT_MSG.tooLong(PASSWORD_MAX))
  .refine((p) => p.length >= PASSWORD_MIN && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p), MSG.passwordRule);

export const uuidSchema = z.uuid(MSG.invalidId);

/** A reference by id, sent as a number, a numeric string or an `{id}` object. */
export const idRef = z.preprocess(
  (v) => (typeof v === 'object' && v !== null && 'id' in v ? (v as { id: unknown }).id : v),
  z.coerce.number({ error: MSG.required }).int(MSG.notAWholeNumber).positive(MSG.required).max(INT_MAX, MSG.invalidValue),
);

const bound = (max: number) =>
  z.coerce.number({ error: MSG.required }).int(MSG.notAWholeNumber).min(0, LIMIT_MSG.tooSmall(0)).max(max, LIMIT_MSG.tooBig(max));

/** `{min, max}` with min ≤ max; `minOverMax` is the spec's own message for the pair. */
export const rangeSchema = (minOverMax: string, max = 1_000_000_000) =>
  z.object({ min: bound(max), max: bound(max) }).refine((r) => r.min <= r.max, { message: minOverMax });
export const areaRangeSchema = rangeSchema(MSG.areaMinOverMax);
export const budgetRangeSchema = rangeSchema(MSG.budgetMinOverMax);

// ── Auth and users ──────────────────────────────────────────────────────────
export const loginSchema = z
  .object({
    email: z.string().max(254, LIMIT_MSG.tooLong(254)).optional(),
    username: z.string().max(254, LIMIT_MSG.tooLong(254)).optional(),
    password: z.string({ error: MSG.required }).min(1, MSG.required).max(200, LIMIT_MSG.tooLong(200)),
  })
  .transform((v, ctx) => {
    const e = (v.email ?? v.username ?? '').trim().toLowerCase();
    if (!e) ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.required });
    return { email: e, password: v.password };
  });
export const refreshSchema = z.object({ refresh_token: z.string({ error: MSG.required }).min(1, MSG.required).max(500) });
/**
 * The privacy policy accepted (issue 20), stored with its date. Optional in the API calls whose
 * bodies SPEC §7 fixes (a call without it is stored with no consent date); `false` is refused.
 * The site's forms require it (`requiredConsent`).
 */
export const optionalConsent = z.boolean({ error: MSG.invalidValue }).refine((v) => v, MSG.consentRequired).optional();
export const requiredConsent = z.boolean({ error: MSG.consentRequired }).refine((v) => v, MSG.consentRequired);
export const registerUserSchema = z.object({
  id: uuidSchema.optional(),
  name: requiredText(USER_NAME_MAX),
  lastname: requiredText(USER_LASTNAME_MAX),
  email: emailSchema,
  password: passwordSchema,
  consent: optionalConsent,
});
export const updateUserSchema = z.object({
  name: requiredText(USER_NAME_MAX),
  lastname: requiredText(USER_LASTNAME_MAX),
  email: emailSchema,
  /** The current password: required only when `email` differs from the account's (issue 8). */
  password: z.string({ error: MSG.invalidValue }).max(200, LIMIT_MSG.tooLong(200)).optional(),
});
/** The token of an email-change link (confirm or undo). */
export const emailTokenSchema = z.object({ token: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.invalidEmailToken) });
export const changePasswordSchema = z.object({
  actual: z.string({ error: MSG.required }).min(1, MSG.required).max(200, LIMIT_MSG.tooLong(200)),
  new: passwordSchema,
});
export const resetRequestSchema = z.object({ email: emailSchema });
const resetToken = z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.invalidResetToken);
export const resetUpdateSchema = z.object({ token: resetToken, password: passwordSchema });
export const resetCheckSchema = z.object({ token: resetToken });

// ── Companies ───────────────────────────────────────────────────────────────
export const IMAGE_TYPES = ['Logo', 'Photo', 'Picture'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const NETWORK_NAMES = ['web', 'linkedIn', 'instagram', 'facebook'] as const;
export type NetworkName = (typeof NETWORK_NAMES)[number];

/** A data URL of at most 5 MB of image (base64 inflates by 4/3); longer ones get the spec's message. */
const dataUrl = z.string({ error: MSG.invalidImage }).max(8_000_000, MSG.imageTooBig);

export const imageUploadSchema = z.object({
  type: z.enum(IMAGE_TYPES, { error: MSG.invalidOption }),
  /** A data URL (`data:image/png;base64,...`); an existing `url` entry is accepted and ignored. */
  content: dataUrl.optional(),
  url: z.string().max(500).optional(),
  mimetype: z.string().max(100).optional(),
  extension: z.string().max(10).optional(),
});

/** URLs are not format-checked (SPEC.md §5: the check always passes). */
const looseUrl = optionalText(URL_MAX);

export const companyAddressSchema = z.object({
  address: requiredText(ADDRESS_MAX),
  zipcode: z
    .string({ error: MSG.required })
    .trim()
    .regex(/^\d{5}$/, MSG.invalidZip),
  province: idRef,
  city: idRef,
  country: optionalText(60).optional(),
});

const refId = (v: unknown) => (typeof v === 'object' && v !== null && 'id' in v ? (v as { id: unknown }).id : v);

export const companyBaseSchema = z.object({
  name: requiredText(COMPANY_NAME_MAX),
  fullName: optionalText(COMPANY_FULL_NAME_MAX).optional(),
  type: idRef,
  cif: requiredText(CIF_MAX),
  cnae: z.preprocess(refId, z.union([z.string().max(10, LIMIT_MSG.tooLong(10)), z.number()]).nullish()),
  description: z
    .string({ error: MSG.invalidValue })
    .max(DESCRIPTION_MAX * 2, LIMIT_MSG.tooLong(DESCRIPTION_MAX))
    .transform((s) => s.slice(0, DESCRIPTION_MAX))
    .nullish(),
  address: companyAddressSchema,
  contact: z.object({
    email: emailSchema,
    phone: requiredText(PHONE_MAX),
    website: looseUrl.nullish(),
  }),
  networks: z
    .array(z.object({ name: z.enum(NETWORK_NAMES, { error: MSG.invalidOption }), url: looseUrl }))
    .max(4, LIMIT_MSG.tooMany(4))
    .optional(),
  area: areaRangeSchema,
  budget: budgetRangeSchema,
  employees: idRef,
  activities: z.array(idRef, { error: MSG.required }).min(1, MSG.required).max(200, LIMIT_MSG.tooMany(200)),
  cities: z.array(idRef, { error: MSG.required }).min(1, MSG.required).max(60, LIMIT_MSG.tooMany(60)),
  buildings: z.array(idRef).max(50, LIMIT_MSG.tooMany(50)).optional(),
  constructions: z.array(idRef).max(50, LIMIT_MSG.tooMany(50)).optional(),
  images: z.array(imageUploadSchema).max(3, LIMIT_MSG.tooMany(3)).optional(),
});

export const createCompanySchema = companyBaseSchema.extend({ id: uuidSchema });
/** PUT sends only changed fields (SPEC.md §7). */
export const updateCompanySchema = companyBaseSchema.partial().extend({
  address: companyAddressSchema.partial().optional(),
  contact: companyBaseSchema.shape.contact.partial().optional(),
});
export type CreateCompanyInput = z.input<typeof createCompanySchema>;
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>;

/** One message to a company: the `contact` of `POST /companies/{id}/contact` (SPEC.md §7). */
export const contactMessageSchema = z.object({
  name: requiredText(CONTACT_NAME_MAX),
  email: emailSchema,
  phone: optionalText(CONTACT_PHONE_MAX).optional(),
  message: requiredText(CONTACT_MESSAGE_MAX),
  consent: optionalConsent,
});
/** The contact form of the company page: the privacy policy must be accepted. */
export const contactFormSchema = contactMessageSchema.extend({ consent: requiredConsent });
export const contactCompanySchema = z.object({ contact: contactMessageSchema });
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactCompanyInput = z.input<typeof contactCompanySchema>;

// ── Projects (portfolio) ────────────────────────────────────────────────────
export const projectFieldsSchema = z.object({
  title: requiredText(PROJECT_TITLE_MAX),
  description: optionalText(PROJECT_DESCRIPTION_MAX).nullish(),
  province: idRef.nullish(),
  activity: idRef.nullish(),
  year: z.coerce
    .number({ error: MSG.notANumber })
    .int(MSG.notAWholeNumber)
    .min(1900, LIMIT_MSG.tooSmall(1900))
    .max(2100, LIMIT_MSG.tooBig(2100))
    .nullish(),
  building: idRef.nullish(),
  construction: idRef.nullish(),
  budget: bound(1_000_000_000).nullish(),
  area: bound(10_000_000).nullish(),
  /** New photos as data URLs; existing photos by their url. */
  images: z
    .array(z.object({ content: dataUrl.optional(), url: z.string().max(500).optional() }))
    .max(6, LIMIT_MSG.tooMany(6))
    .optional(),
});
/** `POST /projects` takes `{id, project}` (SPEC.md §7): the id is generated by the client. */
export const createProjectSchema = z.object({ id: uuidSchema, project: projectFieldsSchema });
/** `PATCH /projects/{id}` takes `{project}` with the changed fields only. */
export const updateProjectSchema = z.object({ project: projectFieldsSchema.partial() });
export type ProjectFields = z.input<typeof projectFieldsSchema>;
export type CreateProjectInput = z.input<typeof createProjectSchema>;
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;

// ── The `filter` of GET /companies ─────────────────────────────────────────
const INT = z.coerce.number().int().min(0).max(INT_MAX);
const ID = z.coerce.number().int().positive().max(INT_MAX);

const range = z.object({ min: INT.optional(), max: INT.optional() }).partial();

const idList = z.union([z.array(ID).max(100), ID]).transform((v) => (Array.isArray(v) ? v : [v]));

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'object' && v && 'id' in v ? (v as { id: unknown }).id : v),
  ID.optional(),
);

/** `parent`: one main activity (`2`, `{id: 2}`) or several, which add up (`[2, 3]`, issue 22). */
const parentIds = z.preprocess((v) => {
  const one = (x: unknown) => (typeof x === 'object' && x && 'id' in x ? (x as { id: unknown }).id : x);
  if (v === '' || v === null) return undefined;
  if (!Array.isArray(v)) return one(v);
  const list = [...new Set(v.map(one))];
  return list.length === 0 ? undefined : list.length === 1 ? list[0] : list;
}, z.union([ID, z.array(ID).min(2).max(100)]).optional());

/** One object of the `filter` array (SPEC.md §3 "Search filter"). */
export const companyFilterSchema = z.object({
  type: optionalId,
  activities: idList.optional(),
  parent: parentIds,
  employees: idList.optional(),
  buildings: idList.optional(),
  constructions: idList.optional(),
  provinceName: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  area: range.optional(),
  budget: range.optional(),
  /** Minimum average stars of the published reviews, 1–5 (issue 19): `4` is "4★ o más". */
  minRating: z.coerce.number().int().min(1).max(5).optional(),
  /** Only companies with a verified credential valid today (issue 19). */
  verified: z.boolean().optional(),
});
export type CompanyFilter = z.infer<typeof companyFilterSchema>;

/** Parses the JSON `filter` parameter; throws a ZodError-like error on bad input. */
export function parseFilter(raw: string | undefined | null): CompanyFilter {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('filter');
  }
  const obj = Array.isArray(json) ? (json[0] ?? {}) : json;
  return companyFilterSchema.parse(obj ?? {}, { error: humanIssue });
}
