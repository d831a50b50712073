/**
 * Form-side views of the shared contract: every rule comes from the shared
 * schemas (picked or extended), only form shapes such as "repeat password" are added.
 */
import {
  changePasswordSchema,
  companyBaseSchema,
  emailSchema,
  MSG,
  optionalText,
  URL_MAX,
  projectFieldsSchema,
  registerUserSchema,
  requiredConsent,
  resetUpdateSchema,
  updateUserSchema,
} from '@cimenta/shared';
import { z } from 'zod';

const required = z.string({ error: MSG.required }).min(1, MSG.required);

export const signInFormSchema = z.object({ email: emailSchema, password: changePasswordSchema.shape.actual });
export const forgotFormSchema = z.object({ email: emailSchema });

export const recoveryFormSchema = z
  .object({ password: resetUpdateSchema.shape.password, confirm: required })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: MSG.passwordMismatch });

const user = registerUserSchema.shape;
/** /register and /rwc step 03: administrator data with the repeated password. */
export const adminAccountFormSchema = z
  .object({
    name: user.name,
    lastname: user.lastname,
    email: user.email,
    password: user.password,
    repeat: required,
    consent: requiredConsent,
  })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: MSG.passwordMismatch });

export const adminProfileFormSchema = updateUserSchema;

const pw = changePasswordSchema.shape;
export const changePasswordFormSchema = z
  .object({ actual: pw.actual, new: pw.new, confirm: required })
  .refine((v) => v.new === v.confirm, { path: ['confirm'], message: MSG.passwordMismatch });

const base = companyBaseSchema.shape;
export const companyNameFormSchema = z.object({ name: base.name });

const looseUrl = optionalText(URL_MAX).optional();

/** Company data: name, type, cif, description and the address (SPEC.md §5, register step 2). */
export const companyDataFormSchema = z.object({
  name: base.name,
  type: base.type,
  cif: base.cif,
  // Longer descriptions are cut to the limit rather than refused (SPEC.md §5).
  description: z.string().optional(),
  address: base.address,
});

/** Contact plus optional networks; the URL check always passes (SPEC.md §5). */
export const contactFormSchema = z.object({
  contact: base.contact,
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
  title: project.title,
  description: project.description,
  province: blankAsNull(project.province),
  activity: blankAsNull(project.activity),
  year: blankAsNull(project.year),
  building: blankAsNull(project.building),
  construction: blankAsNull(project.construction),
  budget: blankAsNull(project.budget),
  area: blankAsNull(project.area),
});
