import { AREA_MAX_OPTIONS, AREA_MIN_OPTIONS, BUDGET_MAX_OPTIONS, BUDGET_MIN_OPTIONS, type Option, PUBLIC_TEXTS } from '@cimenta/shared';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { EmployeesChoice } from './employees-choice';
import type { Bound, SearcherForm } from './searcher-rules';

const T = PUBLIC_TEXTS.searcher;

export type AdvancedValues = Pick<SearcherForm, 'employees' | 'area' | 'budget'>;

type Props = {
  opened: boolean;
  onClose: () => void;
  value: AdvancedValues;
  /** Returns false when the values are rejected (min over max); the dialog then stays open. */
  onApply: (value: AdvancedValues) => boolean;
};

const toData = (options: Option[]) => options.map((o) => ({ value: String(o.value), label: o.label }));
const AREA_MIN = toData(AREA_MIN_OPTIONS);
const AREA_MAX = toData(AREA_MAX_OPTIONS);
const BUDGET_MIN = toData(BUDGET_MIN_OPTIONS);
const BUDGET_MAX = toData(BUDGET_MAX_OPTIONS);
const parse = (v: string | null): Bound => (v === null || v === '' ? null : Number(v));
const show = (v: Bound) => (v === null ? null : String(v));

/** Employees (max 3), buildable area and project amount (SPEC §2 Searcher). */
export function AdvancedFiltersDialog({ opened, onClose, value, onApply }: Props) {
  const [draft, setDraft] = useState<AdvancedValues>(value);

  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);

  return (
    <Modal opened={opened} onClose={onClose} title={T.advancedTitle} size="lg" zIndex={300}>
      <Stack gap="lg">
        <EmployeesChoice label={T.employees} value={draft.employees} onChange={(employees) => setDraft((d) => ({ ...d, employees }))} />

        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={500} size="sm" mb={4}>
            {T.area}
          </Text>
          <SimpleGrid cols={2} style={{ alignItems: 'end' }}>
            <Select
              label={T.areaMin}
              placeholder={T.any}
              data={AREA_MIN}
              clearable
              value={show(draft.area.min)}
              onChange={(v) => setDraft((d) => ({ ...d, area: { ...d.area, min: parse(v) } }))}
              comboboxProps={{ zIndex: 400 }}
            />
            <Select
              label={T.areaMax}
              placeholder={T.any}
              data={AREA_MAX}
              clearable
              value={show(draft.area.max)}
              onChange={(v) => setDraft((d) => ({ ...d, area: { ...d.area, max: parse(v) } }))}
              comboboxProps={{ zIndex: 400 }}
            />
          </SimpleGrid>
        </fieldset>

        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={500} size="sm" mb={4}>
            {T.budget}
          </Text>
          <SimpleGrid cols={2} style={{ alignItems: 'end' }}>
            <Select
              label={T.budgetMin}
              placeholder={T.any}
              data={BUDGET_MIN}
              clearable
              value={show(draft.budget.min)}
              onChange={(v) => setDraft((d) => ({ ...d, budget: { ...d.budget, min: parse(v) } }))}
              comboboxProps={{ zIndex: 400 }}
            />
            <Select
              label={T.budgetMax}
              placeholder={T.any}
              data={BUDGET_MAX}
              clearable
              value={show(draft.budget.max)}
              onChange={(v) => setDraft((d) => ({ ...d, budget: { ...d.budget, max: parse(v) } }))}
              comboboxProps={{ zIndex: 400 }}
            />
          </SimpleGrid>
        </fieldset>

        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => setDraft({ employees: [], area: { min: null, max: null }, budget: { min: null, max: null } })}
          >
            {T.reset}
          </Button>
          <Button
            onClick={() => {
              if (onApply(draft)) onClose();
            }}
          >
            {T.apply}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
