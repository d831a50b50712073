/** The saved filter as named, removable parts (issue 10's empty state and facets). */
import { type CompanyFilter, formatArea, formatBudget, PUBLIC_TEXTS, parentsOf, TRUST_TEXTS, withParents } from '@cimenta/shared';
import { useQuery } from '@tanstack/react-query';
import { activitiesQueryOptions, useSubActivities } from '../../api/activities';
import { useCompanyTypes } from '../../api/company-types';

const T = PUBLIC_TEXTS.results;

export type FilterPart = { key: string; name: string; without: CompanyFilter };

function range(r: { min?: number; max?: number }, format: (n: number) => string, unit: string) {
  const min = r.min ?? 0;
  return r.max === undefined ? `≥ ${format(min)} ${unit}` : `${format(min)} - ${format(r.max)} ${unit}`;
}

const omit = (f: CompanyFilter, ...keys: (keyof CompanyFilter)[]): CompanyFilter => {
  const next = { ...f };
  for (const k of keys) delete next[k];
  return next;
};

/** Every filter in force with its name and the filter without it. */
export function useFilterParts(filter: CompanyFilter): FilterPart[] {
  const types = useCompanyTypes();
  // All main activities (a suggestion may set one without a company type).
  const mains = useQuery(activitiesQueryOptions({}));
  const parents = parentsOf(filter);
  // Sub-activities are chosen within one activity.
  const subs = useSubActivities(null, parents.length === 1 ? parents[0] : null);
  const parts: FilterPart[] = [];
  const add = (key: string, name: string | undefined, without: CompanyFilter) => {
    if (name) parts.push({ key, name, without });
  };
  if (filter.type) add('type', types.data?.find((t) => t.id === filter.type)?.name, omit(filter, 'type'));
  if (filter.provinceName) add('province', filter.provinceName, omit(filter, 'provinceName'));
  if (filter.city) add('city', filter.city, omit(filter, 'city'));
  for (const id of parents) {
    const name = mains.data?.find((a) => a.id === id)?.name;
    add(
      parents.length === 1 ? 'parent' : `parent-${id}`,
      name,
      withParents(
        omit(filter, 'activities'),
        parents.filter((x) => x !== id),
      ),
    );
  }
  for (const id of filter.activities ?? []) {
    const rest = (filter.activities ?? []).filter((x) => x !== id);
    add(
      `activity-${id}`,
      subs.data?.find((a) => a.id === id)?.name,
      rest.length ? { ...filter, activities: rest } : omit(filter, 'activities'),
    );
  }
  if (filter.employees?.length) add('employees', T.employeesCount(filter.employees.length), omit(filter, 'employees'));
  if (filter.area) add('area', `${T.areaFilter}: ${range(filter.area, formatArea, 'm²')}`, omit(filter, 'area'));
  if (filter.budget) add('budget', `${T.budgetFilter}: ${range(filter.budget, formatBudget, '€')}`, omit(filter, 'budget'));
  if (filter.buildings?.length) add('buildings', PUBLIC_TEXTS.company.buildings, omit(filter, 'buildings'));
  if (filter.constructions?.length) add('constructions', PUBLIC_TEXTS.company.constructions, omit(filter, 'constructions'));
  if (filter.minRating) add('minRating', TRUST_TEXTS.filters.minRatingChip(filter.minRating), omit(filter, 'minRating'));
  if (filter.verified) add('verified', TRUST_TEXTS.filters.verifiedChip, omit(filter, 'verified'));
  return parts;
}

/** Whether any filter is in force. */
export const hasFilters = (f: CompanyFilter) => Object.values(f).some((v) => v !== undefined && !(Array.isArray(v) && v.length === 0));
