/** Pure rules of the searcher (SPEC §4, §5): building, validating and counting the filter. */
import { type CompanyFilter, MSG, parentsOf, type Ref } from '@cimenta/shared';

const firstParent = (f: CompanyFilter): number | undefined => parentsOf(f)[0];

export type Bound = number | null;
export type SearcherForm = {
  provinceName: string | null;
  activity: Ref | null;
  subActivity: Ref | null;
  employees: number[];
  area: { min: Bound; max: Bound };
  budget: { min: Bound; max: Bound };
};

export const emptyForm = (): SearcherForm => ({
  provinceName: null,
  activity: null,
  subActivity: null,
  employees: [],
  area: { min: null, max: null },
  budget: { min: null, max: null },
});

/** The min-greater-than-max checks; the search does not run when one fails. */
export function rangeErrors(form: Pick<SearcherForm, 'area' | 'budget'>): string[] {
  const errors: string[] = [];
  const over = (r: { min: Bound; max: Bound }) => r.min !== null && r.max !== null && r.min > r.max;
  if (over(form.area)) errors.push(MSG.areaMinOverMax);
  if (over(form.budget)) errors.push(MSG.budgetMinOverMax);
  return errors;
}

function range(r: { min: Bound; max: Bound }): { min?: number; max?: number } | undefined {
  if (r.min === null && r.max === null) return undefined;
  return { ...(r.min !== null && { min: r.min }), ...(r.max !== null && { max: r.max }) };
}

export function buildFilter(type: number | null, form: SearcherForm): CompanyFilter {
  const filter: CompanyFilter = {};
  if (type) filter.type = type;
  if (form.provinceName) filter.provinceName = form.provinceName;
  if (form.activity) filter.parent = form.activity.id;
  if (form.subActivity) filter.activities = [form.subActivity.id];
  if (form.employees.length) filter.employees = [...form.employees];
  const area = range(form.area);
  if (area) filter.area = area;
  const budget = range(form.budget);
  if (budget) filter.budget = budget;
  return filter;
}

/** Restores a saved filter into the form (names are filled in later from the loaded lists). */
export function formFromFilter(filter: CompanyFilter): SearcherForm {
  const parent = firstParent(filter);
  return {
    provinceName: filter.provinceName ?? null,
    // The searcher chooses one activity: the first of several (the facets add more).
    activity: parent ? { id: parent, name: '' } : null,
    subActivity: filter.activities?.[0] ? { id: filter.activities[0], name: '' } : null,
    employees: filter.employees?.slice(0, 3) ?? [],
    area: { min: filter.area?.min ?? null, max: filter.area?.max ?? null },
    budget: { min: filter.budget?.min ?? null, max: filter.budget?.max ?? null },
  };
}

/** How many filters are on, for the '{n} filtros' tag (the company type does not count). */
export function countFilters(form: SearcherForm): number {
  let n = 0;
  if (form.provinceName) n++;
  if (form.activity) n++;
  if (form.subActivity) n++;
  if (form.employees.length) n++;
  if (form.area.min !== null || form.area.max !== null) n++;
  if (form.budget.min !== null || form.budget.max !== null) n++;
  return n;
}

type Selection = { type: number | null; activity: Ref | null; subActivity: Ref | null };

/**
 * The selection (type, activity, sub-activity) a saved filter stands for, keeping the current
 * references (and their names) where the ids agree. Returns `current` itself when nothing changes.
 */
export function selectionFromFilter(filter: CompanyFilter, current: Selection): Selection {
  const keep = (ref: Ref | null, id: number | undefined): Ref | null => (id ? (ref?.id === id ? ref : { id, name: '' }) : null);
  const next: Selection = {
    // The results' type, "Todas" when they hold every type (issue 9).
    type: filter.type ?? null,
    activity: keep(current.activity, firstParent(filter)),
    subActivity: keep(current.subActivity, filter.activities?.[0]),
  };
  return next.type === current.type && next.activity === current.activity && next.subActivity === current.subActivity ? current : next;
}
