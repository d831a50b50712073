/** The guided advanced-search form of SPEC §3/§5: its values, rules and the filter it yields. */
import { type CompanyFilter, MSG } from '@cimenta/shared';
import { z } from 'zod';

const requiredId = z.number({ error: MSG.required }).int().positive(MSG.required);
const requiredNumber = z.number({ error: MSG.required }).min(0);

export const guidedSchema = z.object({
  need: z.object({
    type: requiredId,
    activity: requiredId,
    subActivity: z.number().int().positive().nullable(),
  }),
  budget: z.object({ min: requiredNumber, max: z.number().min(0).nullable() }),
  city: z.string({ error: MSG.required }).trim().min(1, MSG.required),
  employees: z.array(z.number().int().positive()),
  // The searcher's rule (SPEC §5) applies here too: no search with a minimum over the maximum.
  area: z
    .object({ min: requiredNumber, max: requiredNumber })
    .refine((a) => a.min <= a.max, { message: MSG.areaMinOverMax, path: ['min'] }),
});

/** Form state: `null` while a field is still empty. */
export type GuidedValues = {
  need: { type: number | null; activity: number | null; subActivity: number | null };
  budget: { min: number | null; max: number | null };
  city: string | null;
  employees: number[];
  area: { min: number | null; max: number | null };
};
export type GuidedParsed = z.output<typeof guidedSchema>;

export const emptyGuided = (): GuidedValues => ({
  need: { type: null, activity: null, subActivity: null },
  budget: { min: null, max: null },
  city: null,
  employees: [],
  area: { min: null, max: null },
});

/** need → budget → address → employees → area (SPEC §4). */
export const GUIDED_STEPS = [
  ['need.type', 'need.activity', 'need.subActivity'],
  ['budget.min', 'budget.max'],
  ['city'],
  ['employees'],
  ['area.min', 'area.max'],
] as const;

/** Budget and area are left out when both bounds are 0 (SPEC §4). */
export function guidedToFilter(v: GuidedParsed): CompanyFilter {
  const filter: CompanyFilter = { type: v.need.type, parent: v.need.activity, provinceName: v.city };
  if (v.need.subActivity) filter.activities = [v.need.subActivity];
  if (v.employees.length) filter.employees = v.employees;
  const budgetMax = v.budget.max ?? 0;
  if (!(v.budget.min === 0 && budgetMax === 0)) filter.budget = { min: v.budget.min, max: budgetMax };
  if (!(v.area.min === 0 && v.area.max === 0)) filter.area = { min: v.area.min, max: v.area.max };
  return filter;
}

/**
 * The filter of the answers given so far, for the title's count as the person answers (issue 10):
 * each answer applies as soon as it is given, with the same rules as the final search.
 */
export function answersToFilter(v: GuidedValues): CompanyFilter {
  const filter: CompanyFilter = {};
  if (v.need.type) filter.type = v.need.type;
  if (v.need.activity) filter.parent = v.need.activity;
  if (v.need.activity && v.need.subActivity) filter.activities = [v.need.subActivity];
  if (v.budget.min !== null && !(v.budget.min === 0 && (v.budget.max ?? 0) === 0))
    filter.budget = { min: v.budget.min, max: v.budget.max ?? 0 };
  if (v.city?.trim()) filter.provinceName = v.city.trim();
  if (v.employees.length) filter.employees = [...v.employees];
  const { min, max } = v.area;
  if (min !== null && max !== null && min <= max && !(min === 0 && max === 0)) filter.area = { min, max };
  return filter;
}
