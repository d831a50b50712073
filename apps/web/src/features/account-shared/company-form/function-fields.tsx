import {
  ACCOUNT_TEXTS,
  AREA_MAX_OPTIONS,
  AREA_MIN_OPTIONS,
  BUDGET_MAX_OPTIONS,
  BUDGET_MIN_OPTIONS,
  MSG,
  type Option,
} from '@cimenta/shared';
import { Group, Input, MultiSelect, Pill, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { buildingsRequired, type FunctionMode } from '../form-schemas';
import { toOptions, useBuildings, useConstructions, useEmployees, useMainActivities, useSubActivities } from '../api/catalog';
import type { FunctionValues } from './values';

const T = ACCOUNT_TEXTS.activities;
const opts = (list: Option[]) => list.map((o) => ({ value: String(o.value), label: o.label }));
/** Two lines under a field, empty (hidden from readers) until its error fills them. */
const RESERVED = { minHeight: 'calc(2 * 1.3 * var(--mantine-font-size-xs))' };
const reservedError = (error: string | undefined) =>
  error
    ? { error, errorProps: { style: RESERVED } }
    : { success: '\u00a0', successProps: { 'aria-hidden': true, style: RESERVED } as const, withSuccessStyles: false };

/**
 * What the company does: sub-activities picked through their activity
 * (filtered by company type), ranges, size and building types.
 */
export function FunctionFields({ companyType, mode = 'register' }: { companyType: number | null; mode?: FunctionMode }) {
  const requireBuildings = buildingsRequired(mode);
  const {
    control,
    formState: { errors },
  } = useFormContext<FunctionValues>();
  const [activity, setActivity] = useState<string | null>(null);
  const mains = useMainActivities(companyType);
  const subs = useSubActivities(companyType, activity ? Number(activity) : null);
  const employees = useEmployees();
  const buildings = useBuildings();
  const constructions = useConstructions();

  // The min > max sentence shows under the minimum; its two lines are kept free from the start, so
  // the form does not move under the pointer when it appears (issue 22: the next select's click was lost).
  const rangeSelect = (name: 'area.min' | 'area.max' | 'budget.min' | 'budget.max', label: string, data: Option[]) => (
    <Controller
      control={control}
      name={name}
      // The min > max error sits on the minimum; changing the maximum re-checks it.
      rules={name.endsWith('.max') ? { deps: [name.replace('.max', '.min') as 'area.min' | 'budget.min'] } : undefined}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk
          data={opts(data)}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          allowDeselect={false}
          {...(name.endsWith('.min') ? reservedError(fieldState.error?.message) : { error: fieldState.error?.message })}
        />
      )}
    />
  );

  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="activities"
        render={({ field, fieldState }) => {
          const list = field.value ?? [];
          const add = (id: string | null) => {
            const sub = subs.data?.find((s) => String(s.id) === id);
            if (sub && !list.some((a) => a.id === sub.id)) {
              field.onChange([...list, { id: sub.id, name: sub.name, parent: sub.parent }]);
            }
            field.onBlur();
          };
          return (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={T.activity}
                  searchable
                  disabled={companyType == null}
                  nothingFoundMessage={MSG.notFoundOption}
                  data={toOptions(mains.data)}
                  value={activity}
                  onChange={setActivity}
                />
                <Select
                  label={T.subActivity}
                  searchable
                  disabled={!activity}
                  description={activity ? undefined : MSG.subActivityHint}
                  nothingFoundMessage={MSG.notFoundOption}
                  data={toOptions(subs.data).map((o) => ({ ...o, disabled: list.some((a) => String(a.id) === o.value) }))}
                  // Picking a sub-activity adds it to the list; the selector is then ready for the next one.
                  value={null}
                  onChange={add}
                  placeholder={T.addActivity}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                />
              </SimpleGrid>
              <Input.Wrapper label={T.added} withAsterisk error={fieldState.error?.message}>
                {list.length === 0 ? (
                  <Text size="sm" c="dimmed" mt={4}>
                    {T.none}
                  </Text>
                ) : (
                  <Group gap="xs" mt={6} component="ul" aria-label={T.added} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {list.map((a) => (
                      <li key={a.id} style={{ maxWidth: '100%', minWidth: 0 }}>
                        <Pill
                          size="lg"
                          // Long names are cut with an ellipsis on phones; the whole name is the title.
                          maw="100%"
                          title={a.parent ? `${a.name} (${a.parent.name})` : a.name}
                          withRemoveButton
                          // Mantine hides the remove button from keyboards and readers by default; this list needs it.
                          removeButtonProps={{ 'aria-label': T.remove(a.name), 'aria-hidden': false, tabIndex: 0 }}
                          onRemove={() => field.onChange(list.filter((x) => x.id !== a.id))}
                        >
                          {/* The sub-activity's own name first: cut on a phone, "Reformas integrales · Refor…" read the same for every one. */}
                          {a.parent ? `${a.name} (${a.parent.name})` : a.name}
                        </Pill>
                      </li>
                    ))}
                  </Group>
                )}
              </Input.Wrapper>
            </Stack>
          );
        }}
      />

      <Title order={3} size="h5" mt="xs">
        {T.rangesTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {rangeSelect('area.min', T.areaMin, AREA_MIN_OPTIONS)}
        {rangeSelect('area.max', T.areaMax, AREA_MAX_OPTIONS)}
        {rangeSelect('budget.min', T.budgetMin, BUDGET_MIN_OPTIONS)}
        {rangeSelect('budget.max', T.budgetMax, BUDGET_MAX_OPTIONS)}
      </SimpleGrid>
      <Controller
        control={control}
        name="employees"
        render={({ field, fieldState }) => (
          <Select
            label={T.employees}
            withAsterisk
            data={(employees.data ?? []).map((e) => ({ value: String(e.id), label: e.label }))}
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            allowDeselect={false}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="buildings"
          render={({ field, fieldState }) => (
            <MultiSelect
              label={T.buildings}
              withAsterisk={requireBuildings}
              // Registration may leave it empty, but the activity screen will ask for it: say so now.
              description={requireBuildings ? undefined : T.buildingsLater}
              searchable
              nothingFoundMessage={MSG.notFoundOption}
              data={toOptions(buildings.data)}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message ?? (errors.buildings as { message?: string } | undefined)?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="constructions"
          render={({ field }) => (
            <MultiSelect
              label={T.constructions}
              description={ACCOUNT_TEXTS.common.optional}
              searchable
              nothingFoundMessage={MSG.notFoundOption}
              data={toOptions(constructions.data)}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
