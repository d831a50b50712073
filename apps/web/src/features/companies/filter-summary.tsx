import { type CompanyFilter, formatAreaRange, formatBudgetRange, PUBLIC_TEXTS, parentsOf, TRUST_TEXTS } from '@cimenta/shared';
import { Group, Text } from '@mantine/core';
import { useActivities, useSubActivities } from '../../api/activities';
import { useCompanyTypes } from '../../api/company-types';

const T = PUBLIC_TEXTS.results;

/** The saved filter in words, so the visitor sees what the list answers to. */
export function FilterSummary({ filter }: { filter: CompanyFilter }) {
  const types = useCompanyTypes();
  const activities = useActivities(filter.type ?? null);
  const parents = parentsOf(filter);
  const subs = useSubActivities(filter.type ?? null, parents.length === 1 ? parents[0] : null);
  const parts = [
    types.data?.find((t) => t.id === filter.type)?.name,
    filter.provinceName,
    filter.city,
    ...parents.map((id) => activities.data?.find((a) => a.id === id)?.name),
    ...(filter.activities ?? []).map((id) => subs.data?.find((a) => a.id === id)?.name),
    filter.employees?.length ? T.employeesCount(filter.employees.length) : null,
    filter.area ? `${T.areaFilter}: ${formatAreaRange(filter.area).toLowerCase()}` : null,
    filter.budget ? `${T.budgetFilter}: ${formatBudgetRange(filter.budget).toLowerCase()}` : null,
    filter.minRating ? TRUST_TEXTS.filters.minRatingChip(filter.minRating) : null,
    filter.verified ? TRUST_TEXTS.filters.verifiedChip : null,
  ].filter((p): p is string => Boolean(p));
  if (!parts.length) return null;
  return (
    <Group gap={6} data-testid="filter-summary">
      <Text size="sm" c="dimmed">
        {T.activeFilters}:
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {parts.join(' · ')}
      </Text>
    </Group>
  );
}
