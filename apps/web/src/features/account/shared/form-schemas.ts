/**
 * Form-side views of the shared contract: every rule comes from the shared
 * schemas (picked or extended), only form shapes such as "repeat password" are added.
 */
import {
  changePasswordSchema,
  companyBaseSchema,
  emailSchema,
  MSG,
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

export const signInFormSchema = z.object({ email: emailSchema, password: changePasswordSchema.shape.actual });
export const forgotFormSchema = z.object({ email: emailSchema });

export const recoveryFormSchema = resetUpdateSchema
  .pick({ password: true })
  .extend({ confirm: required })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: MSG.passwordMismatch });

/** /register and /rwc step 03: administrator data with the repeated password. */
export const adminAccountFormSchema = registerUserSchema
  .omit({ id: true })
  .extend({ repeat: required })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: MSG.passwordMismatch });

export const adminProfileFormSchema = updateUserSchema;

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirm: required })
  .refine((v) => v.new === v.confirm, { path: ['confirm'], message: MSG.passwordMismatch });

export const companyNameFormSchema = companyBaseSchema.pick({ name: true });

const base = companyBaseSchema.shape;
const looseUrl = z.string().max(500).optional();

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
const formRange = (shape: typeof base.area) => z.object({ min: blankAsMissing(shape.shape.min), max: blankAsMissing(shape.shape.max) });

export const functionFormSchema = z.object({
  activities: base.activities,
  employees: base.employees,
  area: formRange(base.area),
  budget: formRange(base.budget),
  buildings: z.array(z.unknown()).optional(),
  constructions: z.array(z.unknown()).optional(),
});

export const citiesFormSchema = z.object({ cities: base.cities });

/** Buildings are required on edit only (SPEC.md §5). */
export const activitiesEditFormSchema = functionFormSchema.extend({
  buildings: z.array(z.unknown(), { error: MSG.required }).min(1, MSG.required),
  cities: base.cities,
});

export const companyEditFormSchema = companyDataFormSchema.extend(contactFormSchema.shape);

const blankAsNull = (schema: z.ZodType) => z.preprocess((v) => (v === '' || v === undefined ? null : v), schema);
const project = projectFieldsSchema.shape;

/** Portfolio project: optional fields may be left blank. */
export const projectFormSchema = z.object({
  title: project.title,
  description: project.description,
  province: blankAsNull(project.province),
  year: blankAsNull(project.year),
  building: blankAsNull(project.building),
  construction: blankAsNull(project.construction),
  budget: blankAsNull(project.budget),
  area: blankAsNull(project.area),
});
