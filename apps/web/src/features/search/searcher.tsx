import { FILTER_RESTORE_DELAY_MS, MSG, PUBLIC_TEXTS } from '@cimenta/shared';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { showErrorToast } from '../../lib/toasts';
import { IconAdjustmentsHorizontal, IconSearch, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useCompanyTypes } from '../../api/company-types';
import { useActivityOptions, useProvinceOptions, useSubActivityOptions } from '../../api/options';
import { paths } from '../../config/paths';
import { RemoteSelect } from '../../components/remote-select';
import { useAppLocation } from '../../lib/app-link';
import { useIsMobile } from '../../lib/device';
import { getStoredFilter, setStoredFilter } from '../../lib/storage';
import type { AdvancedValues } from './advanced-filters-dialog';
import { useSavedFilter } from './saved-filter';
import { getSelection, SERVER_SELECTION, searchCompanies, selectionActions, useSelection } from './search-store';
import {
  buildFilter,
  countFilters,
  emptyForm,
  formFromFilter,
  rangeErrors,
  type SearcherForm,
  selectionFromFilter,
} from './searcher-rules';

const T = PUBLIC_TEXTS.searcher;
const ALL_TYPES = 'all';

// Dialogs load on first use; the home route's first load stays small.
const AdvancedFiltersDialog = lazy(() => import('./advanced-filters-dialog').then((m) => ({ default: m.AdvancedFiltersDialog })));
const MobileSearchDialog = lazy(() => import('./mobile-search-dialog'));

type Rest = Omit<SearcherForm, 'activity' | 'subActivity'>;
const emptyRest = (): Rest => {
  const { activity: _a, subActivity: _s, ...rest } = emptyForm();
  return rest;
};
const restFromFilter = (filter: Parameters<typeof formFromFilter>[0]): Rest => {
  const { activity: _a, subActivity: _s, ...rest } = formFromFilter(filter);
  return rest;
};

/**
 * The searcher of SPEC §2: one tab per company type, province / activity / sub-activity, advanced
 * filters. On /companies any change re-runs the search at once; elsewhere the button does.
 */
export function Searcher() {
  const location = useAppLocation();
  const onResults = location.pathname === paths.companies;
  const isHome = location.pathname === paths.home;
  const mobile = useIsMobile();
  const [mobileOpen, mobileDialog] = useDisclosure(false);
  const [advancedOpen, advancedDialog] = useDisclosure(false);
  // Mounted on first open and kept, so closing can animate.
  const [advancedUsed, setAdvancedUsed] = useState(false);
  const [mobileUsed, setMobileUsed] = useState(false);

  const types = useCompanyTypes();
  const saved = useSavedFilter();
  const savedKey = JSON.stringify(saved);
  // Rendered by the server from the URL's filter, not from no selection: on /companies' islands the
  // searcher is hydrated only when touched, and its tabs must say the type the results hold.
  const onServer = useMemo(() => (isHome ? SERVER_SELECTION : selectionFromFilter(JSON.parse(savedKey), SERVER_SELECTION)), [isHome, savedKey]);
  const selection = useSelection(onServer);
  // Away from home (the results) the controls show the filter in force from the first paint, and
  // follow it whoever changes it (this searcher, the mega-menu, the footer, the guided search).
  const [rest, setRest] = useState<Rest>(() => (isHome ? emptyRest() : restFromFilter(saved)));
  const [shownKey, setShownKey] = useState(savedKey);
  if (!isHome && shownKey !== savedKey) {
    setShownKey(savedKey);
    setRest(restFromFilter(saved));
  }
  useLayoutEffect(() => {
    if (isHome) return;
    const current = getSelection();
    const next = selectionFromFilter(JSON.parse(savedKey), current);
    if (next !== current) selectionActions.restore(next);
  }, [isHome, savedKey]);
  const form: SearcherForm = { ...rest, activity: selection.activity, subActivity: selection.subActivity };

  // Start-up: the stored company type if it still exists (none is picked for the visitor).
  useEffect(() => {
    if (types.data) selectionActions.ensureType(types.data.map((t) => t.id));
  }, [types.data]);

  // Pages other than home put the saved filter back into the form after 2 s (SPEC §4).
  useEffect(() => {
    if (isHome) return;
    const timer = window.setTimeout(() => {
      const filter = getStoredFilter();
      setRest(restFromFilter(filter));
      const current = getSelection();
      const next = selectionFromFilter(filter, current);
      if (next !== current) selectionActions.restore(next);
    }, FILTER_RESTORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isHome]);

  const run = useCallback(
    (next: SearcherForm): boolean => {
      const errors = rangeErrors(next);
      for (const message of errors) showErrorToast(message);
      if (errors.length) return false;
      searchCompanies(buildFilter(selection.type, next));
      return true;
    },
    [selection.type],
  );

  const onType = (value: string | null) => {
    if (!value) return;
    setRest(emptyRest());
    selectionActions.changeTypeTab(value === ALL_TYPES ? null : Number(value));
  };
  const onProvince = (name: string | null) => {
    const nextRest = { ...rest, provinceName: name };
    setRest(nextRest);
    if (onResults) run({ ...form, provinceName: name });
  };
  const onActivity = (value: string | null, label: string | null) => {
    const ref = value ? { id: Number(value), name: label ?? '' } : null;
    selectionActions.selectActivity(ref);
    // Clicking the chosen activity again unselects it (the store decides).
    if (onResults) {
      const activity = ref && form.activity?.id === ref.id ? null : ref;
      run({ ...form, activity, subActivity: null });
    }
  };
  const onSubActivity = (value: string | null, label: string | null) => {
    const ref = value ? { id: Number(value), name: label ?? '' } : null;
    selectionActions.selectSubActivity(ref);
    if (onResults) run({ ...form, subActivity: ref });
  };
  const onApplyAdvanced = (values: AdvancedValues): boolean => {
    const next = { ...form, ...values };
    if (rangeErrors(next).length) return run(next);
    setRest((r) => ({ ...r, ...values }));
    return run(next);
  };
  const onClear = () => {
    setRest(emptyRest());
    selectionActions.restore({ type: selection.type, activity: null, subActivity: null });
    // Clearing keeps only the chosen type (SPEC §4).
    if (onResults) searchCompanies(selection.type ? { type: selection.type } : {});
    else setStoredFilter(selection.type ? { type: selection.type } : {});
  };
  const onSearch = () => {
    if (run(form)) mobileDialog.close();
  };

  const n = countFilters(form);
  const typeTabs = (
    <Tabs value={selection.type ? String(selection.type) : ALL_TYPES} onChange={onType} variant="pills" radius="xl">
      <Tabs.List aria-label={T.typeTabs}>
        {/* Every type until the visitor picks one (issue 9): no type is chosen for them. */}
        <Tabs.Tab value={ALL_TYPES}>{T.allTypes}</Tabs.Tab>
        {types.data?.map((t) => (
          <Tabs.Tab key={t.id} value={String(t.id)}>
            {t.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );

  const fields = (
    <SimpleGrid cols={{ base: 1, sm: mobile ? 1 : 3 }} spacing="sm">
      <ProvinceSelect value={form.provinceName} onChange={onProvince} />
      <ActivitySelect type={selection.type} value={form.activity?.id ?? null} onChange={onActivity} />
      <SubActivitySelect
        type={selection.type}
        activity={form.activity?.id ?? null}
        value={form.subActivity?.id ?? null}
        onChange={onSubActivity}
      />
    </SimpleGrid>
  );

  const extras = (
    <Group gap="sm">
      <Button
        variant="subtle"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        onClick={() => {
          setAdvancedUsed(true);
          advancedDialog.open();
        }}
      >
        {T.advanced}
      </Button>
      {n > 0 && (
        <Badge
          component="button"
          type="button"
          size="lg"
          variant="light"
          tt="none"
          rightSection={<IconX size={14} aria-hidden />}
          onClick={onClear}
          aria-label={T.filtersTagLabel(n)}
          style={{ cursor: 'pointer' }}
          data-testid="filters-tag"
        >
          {T.filtersTag(n)}
        </Badge>
      )}
    </Group>
  );

  const advanced = advancedUsed && (
    <Suspense fallback={null}>
      <AdvancedFiltersDialog
        opened={advancedOpen}
        onClose={advancedDialog.close}
        value={{ employees: form.employees, area: form.area, budget: form.budget }}
        onApply={onApplyAdvanced}
      />
    </Suspense>
  );

  if (mobile) {
    return (
      <Paper shadow="md" p="md" radius="lg" withBorder c="var(--mantine-color-text)">
        {/* The tag goes under the button, so neither is cut at 375 px. */}
        <Stack gap="xs" align="flex-start">
          <Button
            fullWidth
            leftSection={<IconSearch size={18} aria-hidden />}
            onClick={() => {
              setMobileUsed(true);
              mobileDialog.open();
            }}
          >
            {T.mobileOpen}
          </Button>
          {n > 0 && (
            <Badge
              component="button"
              type="button"
              size="lg"
              variant="light"
              tt="none"
              onClick={onClear}
              aria-label={T.filtersTagLabel(n)}
              rightSection={<IconX size={14} aria-hidden />}
              style={{ cursor: 'pointer' }}
              data-testid="filters-tag"
            >
              {T.filtersTag(n)}
            </Badge>
          )}
        </Stack>
        {mobileUsed && (
          <Suspense fallback={null}>
            <MobileSearchDialog opened={mobileOpen} onClose={mobileDialog.close}>
              <Stack gap="md">
                {typeTabs}
                {fields}
                {extras}
                <Button size="md" onClick={onSearch}>
                  {T.apply}
                </Button>
              </Stack>
            </MobileSearchDialog>
          </Suspense>
        )}
        {advanced}
      </Paper>
    );
  }

  return (
    <Paper shadow="md" p="lg" radius="lg" withBorder component="section" aria-label={T.title} c="var(--mantine-color-text)">
      <Stack gap="md">
        {typeTabs}
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <div style={{ flex: 1 }}>{fields}</div>
          <Button size="sm" mt={25} leftSection={<IconSearch size={18} aria-hidden />} onClick={onSearch}>
            {T.search}
          </Button>
        </Group>
        {extras}
      </Stack>
      {advanced}
    </Paper>
  );
}

function ProvinceSelect({ value, onChange }: { value: string | null; onChange: (name: string | null) => void }) {
  return (
    <RemoteSelect
      label={T.province}
      placeholder={T.provincePlaceholder}
      value={value}
      onChange={(v) => onChange(v)}
      useOptions={useProvinceOptions}
      params={null}
    />
  );
}

function ActivitySelect(props: { type: number | null; value: number | null; onChange: (v: string | null, label: string | null) => void }) {
  const { type } = props;
  return (
    <RemoteSelect
      label={T.activity}
      placeholder={T.activityPlaceholder}
      disabled={!type}
      value={props.value ? String(props.value) : null}
      onChange={(v, o) => props.onChange(v, o?.label ?? null)}
      useOptions={useActivityOptions}
      params={{ type }}
    />
  );
}

function SubActivitySelect(props: {
  type: number | null;
  activity: number | null;
  value: number | null;
  onChange: (v: string | null, label: string | null) => void;
}) {
  const { type, activity } = props;
  return (
    <RemoteSelect
      label={T.subActivity}
      placeholder={T.subActivityPlaceholder}
      disabled={!activity}
      description={activity ? undefined : MSG.subActivityHint}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={props.value ? String(props.value) : null}
      onChange={(v, o) => props.onChange(v, o?.label ?? null)}
      useOptions={useSubActivityOptions}
      params={{ type, activity }}
    />
  );
}
