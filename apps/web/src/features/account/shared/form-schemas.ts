/**
 * Form-side views of the shared contract: every rule comes from the shared
 * schemas (picked or extended), only form shapes such as "repeat password" are added.
 */
import {
  ACCOUNT_TEXTS,
  ADDRESS_MAX,
  CIF_MAX,
  COMPANY_NAME_MAX,
  changePasswordSchema,
  companyBaseSchema,
  EMAIL_MAX,
  emailSchema,
  MSG,
  PASSWORD_MAX,
  PHONE_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_TITLE_MAX,
  URL_MAX,
  USER_LASTNAME_MAX,
  USER_NAME_MAX,
  projectFieldsSchema,
  registerUserSchema,
  resetUpdateSchema,
  updateUserSchema,
} from '@cimenta/shared';
import '../../../lib/zod-es';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * Forms keep raw input values (select ids as strings, empty strings) and build
 * payloads themselves, so the resolver validates with the shared schema but
 * hands back the raw values (`raw: true`). The cast is needed because the
 * shared `idRef` preprocessors type their input as `unknown`.
 */
export function schemaResolver<V extends FieldValues>(schema: z.ZodType): Resolver<V> {
  return zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<V>;
}

const required = z.string({ error: MSG.required }).min(1, MSG.required);

/**
 * The shared schemas name one message for every failure of a required text ('Este campo es
 * obligatorio'), so a filled but over-long field would read as empty. A value longer than `max`
 * (the same limit the inputs carry as `maxLength`, from `limits.ts`) gets its own message here
 * and never reaches the shared rule.
 */
export function capped(schema: z.ZodType, max: number) {
  return z
    .unknown()
    .superRefine((v, ctx) => {
      if (typeof v === 'string' && v.trim().length > max) ctx.addIssue({ code: 'custom', message: ACCOUNT_TEXTS.validation.tooLong(max) });
    })
    .pipe(schema);
}

const email = capped(emailSchema, EMAIL_MAX);
const password = (schema: z.ZodType) => capped(schema, PASSWORD_MAX);

export const signInFormSchema = z.object({ email, password: password(changePasswordSchema.shape.actual) });
export const forgotFormSchema = z.object({ email });

export const recoveryFormSchema = z
  .object({ password: password(resetUpdateSchema.shape.password), confirm: required })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: MSG.passwordMismatch });

const user = registerUserSchema.shape;
const adminFields = {
  name: capped(user.name, USER_NAME_MAX),
  lastname: capped(user.lastname, USER_LASTNAME_MAX),
  email,
};

/** /register and /rwc step 03: administrator data with the repeated password. */
export const adminAccountFormSchema = z
  .object({ ...adminFields, password: password(user.password), repeat: required })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: MSG.passwordMismatch });

export const adminProfileFormSchema = z.object({
  name: capped(updateUserSchema.shape.name, USER_NAME_MAX),
  lastname: capped(updateUserSchema.shape.lastname, USER_LASTNAME_MAX),
  email,
});

const pw = changePasswordSchema.shape;
export const changePasswordFormSchema = z
  .object({ actual: password(pw.actual), new: password(pw.new), confirm: required })
  .refine((v) => v.new === v.confirm, { path: ['confirm'], message: MSG.passwordMismatch });

const base = companyBaseSchema.shape;
const companyName = capped(base.name, COMPANY_NAME_MAX);

export const companyNameFormSchema = z.object({ name: companyName });

const looseUrl = capped(z.string().optional(), URL_MAX);
const addressShape = base.address.shape;

/** Company data: name, type, cif, description and the address (SPEC.md §5, register step 2). */
export const companyDataFormSchema = z.object({
  name: companyName,
  type: base.type,
  cif: capped(base.cif, CIF_MAX),
  // Longer descriptions are cut to the limit rather than refused (SPEC.md §5).
  description: z.string().optional(),
  address: base.address.extend({ address: capped(addressShape.address, ADDRESS_MAX) }),
});

/** Contact plus optional networks; the URL check always passes (SPEC.md §5). */
export const contactFormSchema = z.object({
  contact: base.contact.extend({
    email,
    phone: capped(base.contact.shape.phone, PHONE_MAX),
    website: capped(base.contact.shape.website, URL_MAX),
  }),
  networks: z.object({ linkedIn: looseUrl, instagram: looseUrl, facebook: looseUrl }),
});

/** Selects hold '' when empty, which the shared number coercion would read as 0. */
const blankAsMissing = (schema: z.ZodType) => z.preprocess((v) => (v === '' || v == null ? undefined : v), schema);
/**
 * A min/max pair; min > max is refused on the pair itself (message under the minimum), so every
 * form holding one — /rwc "Función" before "Siguiente", the activities screen on saving — stops
 * on it (SPEC.md §4, §5).
 */
const formRange = (shape: typeof base.area, overMax: string) =>
  z.object({ min: blankAsMissing(shape.shape.min), max: blankAsMissing(shape.shape.max) }).superRefine((v, ctx) => {
    if (Number(v.min) > Number(v.max)) ctx.addIssue({ code: 'custom', path: ['min'], message: overMax });
  });

/** The §5 min > max messages, which are also shown as toasts (SPEC.md §8). */
export const RANGE_MESSAGES: readonly string[] = [MSG.areaMinOverMax, MSG.budgetMinOverMax];

/** Where the activity fields are filled in: /rwc step 02 ('register') or /my-profile/activities ('edit'). */
export type FunctionMode = 'register' | 'edit';

/**
 * The one rule for building types (SPEC.md §5 "Buildings required on edit only"): both forms
 * build their schema here and FunctionFields marks the field from the same mode, so the
 * asterisk, the hint and the check cannot disagree.
 */
export const buildingsRequired = (mode: FunctionMode) => mode === 'edit';

export function functionSchema(mode: FunctionMode) {
  return z.object({
    activities: base.activities,
    employees: base.employees,
    area: formRange(base.area, MSG.areaMinOverMax),
    budget: formRange(base.budget, MSG.budgetMinOverMax),
    buildings: buildingsRequired(mode)
      ? z.array(z.unknown(), { error: MSG.required }).min(1, MSG.required)
      : z.array(z.unknown()).optional(),
    constructions: z.array(z.unknown()).optional(),
  });
}

export const functionFormSchema = functionSchema('register');

export const citiesFormSchema = z.object({ cities: base.cities });

export const activitiesEditFormSchema = functionSchema('edit').extend({ cities: base.cities });

export const companyEditFormSchema = companyDataFormSchema.extend(contactFormSchema.shape);

const blankAsNull = (schema: z.ZodType) => z.preprocess((v) => (v === '' || v === undefined ? null : v), schema);
const project = projectFieldsSchema.shape;

/** Portfolio project: optional fields may be left blank. */
export const projectFormSchema = z.object({
  title: capped(project.title, PROJECT_TITLE_MAX),
  description: capped(project.description, PROJECT_DESCRIPTION_MAX),
  province: blankAsNull(project.province),
  year: blankAsNull(project.year),
  building: blankAsNull(project.building),
  construction: blankAsNull(project.construction),
  budget: blankAsNull(project.budget),
  area: blankAsNull(project.area),
});
