/**
 * Facets of the results page (issue 10): next to each company type, main activity, province and
 * employee range, how many companies match the current search with that value chosen. The counts
 * are part of each checkbox's label ("Reformas (12)"), so they are read with it. Nothing shows
 * when the answer has no facets. Each value is a link to the results it stands for (crawlers,
 * no JavaScript, a new tab), read as a checkbox (`role="checkbox"`, Space toggles it as Enter does).
 */
import {
  type CompanyFilter,
  type Facets as FacetCounts,
  formatNumber,
  MAX_EMPLOYEE_CHOICES,
  parentsOf,
  SEARCH_TEXTS,
  TRUST_TEXTS,
  withParents,
} from '@cimenta/shared';
import { Button, CheckboxIndicator, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { AppLink } from '../../lib/app-link';
import { modifiedClick } from '../../lib/modified-click';
import { activitiesQueryOptions } from '../../api/activities';
import { useCompanyTypes } from '../../api/company-types';
import { useEmployees } from '../../api/employees';
import { useProvinces } from '../../api/provinces';
import classes from './facets.module.css';

const T = SEARCH_TEXTS.facets;
/** Values shown per dimension before "Ver más". */
const SHOWN = 6;

type Value = { id: number; name: string; count: number; checked: boolean; disabled?: boolean };
type Props = {
  facets?: FacetCounts;
  filter: CompanyFilter;
  onFilter: (filter: CompanyFilter) => void;
  /** The results URL of a filter (the text and order in force kept). */
  hrefOf: (filter: CompanyFilter) => string;
};

export function Facets({ facets, filter, onFilter, hrefOf }: Props) {
  const [open, toggle] = useDisclosure(false);
  const bodyId = useId();
  if (!facets || !Object.values(facets).some((v) => (typeof v === 'number' ? v > 0 : (v?.length ?? 0) > 0))) return null;
  // One markup for every width (no measuring, so nothing moves on hydration): from `md` the
  // lists always show under a title; below it they fold under a button (facets.module.css).
  return (
    <Paper component="aside" aria-label={T.title} withBorder radius="lg" p="md" data-testid="facets">
      <Title order={2} fz="md" mb="sm" visibleFrom="md">
        {T.title}
      </Title>
      <Button
        hiddenFrom="md"
        variant="subtle"
        fullWidth
        justify="flex-start"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={toggle.toggle}
      >
        {T.title}
      </Button>
      <div id={bodyId} className={classes.body} data-open={open || undefined}>
        <FacetLists facets={facets} filter={filter} onFilter={onFilter} hrefOf={hrefOf} />
      </div>
    </Paper>
  );
}

function FacetLists({ facets, filter, onFilter, hrefOf }: Required<Pick<Props, 'facets'>> & Omit<Props, 'facets'>) {
  const types = useCompanyTypes();
  const mains = useQuery(activitiesQueryOptions({}));
  const provinces = useProvinces('');
  const employees = useEmployees();
  const count = (list: { id: number; count: number }[], id: number) => list.find((c) => c.id === id)?.count ?? 0;
  const without = (...keys: (keyof CompanyFilter)[]) => {
    const next = { ...filter };
    for (const k of keys) delete next[k];
    return next;
  };
  const byCount = (a: Value, b: Value) => Number(b.checked) - Number(a.checked) || b.count - a.count;
  const present = (v: Value) => v.count > 0 || v.checked;

  const typeValues = (types.data ?? [])
    .map((t) => ({ id: t.id, name: t.name, count: count(facets.types, t.id), checked: filter.type === t.id }))
    .filter(present);
  // Main activities add up (OR, issue 22); their counts leave the activity choice out (the API).
  const chosenParents = parentsOf(filter);
  const activityValues = (mains.data ?? [])
    .map((a) => ({ id: a.id, name: a.name, count: count(facets.activities, a.id), checked: chosenParents.includes(a.id) }))
    .filter(present)
    .sort(byCount);
  const provinceValues = (provinces.data ?? [])
    .map((p) => ({ id: p.id, name: p.name, count: count(facets.provinces, p.id), checked: filter.provinceName === p.name }))
    .filter(present)
    .sort(byCount);
  const chosenEmployees = filter.employees ?? [];
  const employeeValues = (employees.data ?? [])
    .map((e) => {
      const checked = chosenEmployees.includes(e.id);
      return {
        id: e.id,
        name: e.label,
        count: count(facets.employees, e.id),
        checked,
        disabled: !checked && chosenEmployees.length >= MAX_EMPLOYEE_CHOICES,
      };
    })
    .filter(present);

  // Issue 19: a minimum rating (one at a time) and the verified credentials, with their counts.
  const ratingValues = (facets.ratings ?? [])
    .map((r) => ({ id: r.id, name: TRUST_TEXTS.filters.minRating(r.id), count: r.count, checked: filter.minRating === r.id }))
    .filter(present);
  const verifiedValues = [
    { id: 1, name: TRUST_TEXTS.filters.verified, count: facets.verified ?? 0, checked: filter.verified === true },
  ].filter(present);

  const group = (title: string, values: Value[], next: (v: Value) => CompanyFilter) => (
    <FacetGroup title={title} values={values} next={next} onFilter={onFilter} hrefOf={hrefOf} />
  );
  return (
    <Stack gap="md">
      {group(T.types, typeValues, (v) => (v.checked ? without('type') : { ...filter, type: v.id }))}
      {group(T.activities, activityValues, (v) =>
        // Sub-activities belong to one activity: a change of the set drops them.
        withParents(without('activities'), v.checked ? chosenParents.filter((id) => id !== v.id) : [...chosenParents, v.id]),
      )}
      {group(T.provinces, provinceValues, (v) => (v.checked ? without('provinceName') : { ...filter, provinceName: v.name }))}
      {group(T.employees, employeeValues, (v) => {
        const next = v.checked ? chosenEmployees.filter((id) => id !== v.id) : [...chosenEmployees, v.id];
        return next.length ? { ...filter, employees: next } : without('employees');
      })}
      {group(TRUST_TEXTS.filters.rating, ratingValues, (v) => (v.checked ? without('minRating') : { ...filter, minRating: v.id }))}
      {group(TRUST_TEXTS.badges, verifiedValues, (v) => (v.checked ? without('verified') : { ...filter, verified: true }))}
    </Stack>
  );
}

type GroupProps = {
  title: string;
  values: Value[];
  next: (v: Value) => CompanyFilter;
  onFilter: (filter: CompanyFilter) => void;
  hrefOf: (filter: CompanyFilter) => string;
};

function FacetGroup({ title, values, next, onFilter, hrefOf }: GroupProps) {
  const id = useId();
  const [all, setAll] = useState(false);
  if (!values.length) return null;
  const shown = all ? values : values.slice(0, SHOWN);
  return (
    <Stack gap={6} role="group" aria-labelledby={id}>
      <Text id={id} fw={700} size="sm">
        {title}
      </Text>
      {shown.map((v) => {
        const label = T.withCount(v.name, formatNumber(v.count));
        const body = (
          <Group gap={10} wrap="nowrap" align="flex-start">
            <CheckboxIndicator size="sm" checked={v.checked} disabled={v.disabled} aria-hidden />
            <span>{label}</span>
          </Group>
        );
        if (v.disabled) {
          return (
            // A disabled checkbox (the employee limit reached) that leads nowhere: not a link, not focusable.
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: read as the other values
            <span key={v.id} role="checkbox" aria-checked={v.checked} aria-disabled className={classes.value} data-disabled>
              {body}
            </span>
          );
        }
        // The filter's own search (it saves the filter too); the link is what crawlers and browsers
        // without scripts follow.
        const go = () => onFilter(next(v));
        return (
          <AppLink
            key={v.id}
            to={hrefOf(next(v))}
            role="checkbox"
            aria-checked={v.checked}
            className={classes.value}
            onClick={(e: MouseEvent) => {
              if (modifiedClick(e)) return;
              e.preventDefault();
              go();
            }}
            onKeyDown={(e: KeyboardEvent) => {
              if (e.key !== ' ') return;
              e.preventDefault();
              go();
            }}
          >
            {body}
          </AppLink>
        );
      })}
      {values.length > SHOWN && (
        <UnstyledButton c="brand.8" fz="sm" ta="left" onClick={() => setAll((a) => !a)} aria-expanded={all}>
          {all ? T.less : T.more}
        </UnstyledButton>
      )}
    </Stack>
  );
}
