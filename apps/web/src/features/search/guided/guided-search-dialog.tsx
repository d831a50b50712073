import { formatNumber, GUIDED_BUDGET_RANGES, GUIDED_LOADING_MS, PUBLIC_TEXTS, SEARCH_TEXTS } from '@cimenta/shared';
import { QUOTE_ENTRY_TEXTS } from '@cimenta/shared/texts-quote-entry';
import { Button, Group, Loader, Modal, Progress, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useCompanies } from '../../../api/companies';
import { useProvinceOptions } from '../../../api/options';
import { RemoteSelect } from '../../../components/remote-select';
import { searchCompanies, selectionActions } from '../search-store';
import { setGuidedQuote } from '../../../lib/guided-quote';
import { formResolver } from '../../../lib/form-resolver';
import { ActivitySelect, AREA_MAX, AREA_MIN, errorLine, groupErrorLine, SubActivitySelect, TypeSelect, toNum } from './guided-fields';
import { EmployeesChoice } from '../employees-choice';
import {
  answersToFilter,
  emptyGuided,
  GUIDED_STEPS,
  type GuidedParsed,
  type GuidedValues,
  guidedSchema,
  guidedToFilter,
} from './guided-form';

const T = PUBLIC_TEXTS.guided;
export const GUIDED_FINISHED_EVENT = 'cimenta:guided-search-finished';

type Props = { opened: boolean; onClose: () => void; onFinished?: (filter: ReturnType<typeof guidedToFilter>) => void };

/** Guided advanced search (SPEC §2): static backdrop, five steps, a 2 s "searching" view. */
export default function GuidedSearchDialog({ opened, onClose, onFinished }: Props) {
  const [step, setStep] = useState(0);
  const [loading, setLoading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const form = useForm<GuidedValues, unknown, GuidedParsed>({
    defaultValues: emptyGuided(),
    resolver: formResolver(guidedSchema) as never,
    mode: 'onTouched',
  });
  const { control, watch, setValue, trigger, handleSubmit, reset, formState } = form;
  const type = watch('need.type');
  const activity = watch('need.activity');
  // The title counts the companies that fit the answers given so far (issue 10): one page of one.
  const answers = answersToFilter(watch());
  const count = useCompanies({ filter: answers, perPage: 1 }, opened);
  const total = count.data?.total;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const restart = () => {
    window.clearTimeout(timer.current);
    setLoading(false);
    setStep(0);
    // Reset empties the form and clears validation (SPEC §4).
    reset(emptyGuided());
  };
  const close = () => {
    window.clearTimeout(timer.current);
    setLoading(false);
    onClose();
  };

  // "Pedir presupuesto" on the last step: the same search, and the answers kept for the request.
  const forQuote = useRef(false);
  const finish = handleSubmit((values) => {
    setLoading(true);
    const quote = forQuote.current;
    timer.current = window.setTimeout(() => {
      const filter = guidedToFilter(values);
      selectionActions.restore({
        type: values.need.type,
        activity: { id: values.need.activity, name: '' },
        subActivity: values.need.subActivity ? { id: values.need.subActivity, name: '' } : null,
      });
      setGuidedQuote(
        quote
          ? {
              type: values.need.type,
              activity: values.need.activity,
              subActivity: values.need.subActivity,
              provinceName: values.city.trim(),
              budget: values.budget,
              area: values.area,
            }
          : null,
      );
      // Relaxed: when nothing fits every answer, the results drop the least important ones (issue 10).
      searchCompanies(filter, { relax: true });
      setLoading(false);
      onClose();
      window.dispatchEvent(new CustomEvent(GUIDED_FINISHED_EVENT, { detail: filter }));
      onFinished?.(filter);
      setStep(0);
      reset(emptyGuided());
    }, GUIDED_LOADING_MS);
  });

  const next = async (quote = false) => {
    forQuote.current = quote;
    const fields = GUIDED_STEPS[step] as readonly FieldPath<GuidedValues>[];
    if (!(await trigger(fields as FieldPath<GuidedValues>[], { shouldFocus: true }))) return;
    if (step < GUIDED_STEPS.length - 1) setStep(step + 1);
    else void finish();
  };

  const err = (path: string) => {
    const parts = path.split('.');
    let node: unknown = formState.errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    return (node as { message?: string } | undefined)?.message;
  };

  const title = total === undefined ? '…' : T.title(formatNumber(total));

  return (
    <Modal
      opened={opened}
      onClose={close}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={!loading}
      closeButtonProps={{ 'aria-label': T.close }}
      size="lg"
      zIndex={300}
      title={
        <Title order={2} fz="xl" component="span">
          {title}
        </Title>
      }
      data-testid="guided-dialog"
    >
      {loading ? (
        <Stack align="center" ta="center" py="xl" gap="md" role="status" aria-live="polite">
          <Loader size="lg" />
          <Text fw={700} fz="lg">
            {T.loadingTitle}
          </Text>
          <Text c="dimmed">{T.loadingText}</Text>
          <Group>
            <Button variant="default" onClick={close}>
              {T.close}
            </Button>
            <Button variant="light" onClick={restart}>
              {T.restart}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void next();
          }}
          noValidate
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {T.subtitle}
            </Text>
            {total === 0 && !count.isPlaceholderData && (
              <Text size="sm" c="orange.9" role="status" data-testid="guided-relax-note">
                {SEARCH_TEXTS.guided.relaxNote}
              </Text>
            )}
            <div>
              <Text size="sm" fw={600} data-testid="guided-position">
                {T.position(step + 1, GUIDED_STEPS.length)}
              </Text>
              <Progress value={((step + 1) / GUIDED_STEPS.length) * 100} size="sm" mt={4} aria-hidden />
            </div>
            <Title order={3} fz="lg">
              {T.steps[step]}
            </Title>

            {step === 0 && (
              <Stack gap="sm">
                <Controller
                  control={control}
                  name="need.type"
                  render={({ field }) => (
                    <TypeSelect
                      value={field.value}
                      onChange={(v) => {
                        field.onChange(v);
                        setValue('need.activity', null);
                        setValue('need.subActivity', null);
                      }}
                      onBlur={field.onBlur}
                      error={err('need.type')}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="need.activity"
                  render={({ field }) => (
                    <ActivitySelect
                      type={type}
                      value={field.value}
                      onChange={(v) => {
                        field.onChange(v);
                        setValue('need.subActivity', null);
                      }}
                      onBlur={field.onBlur}
                      error={err('need.activity')}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="need.subActivity"
                  render={({ field }) => (
                    <SubActivitySelect type={type} activity={activity} value={field.value} onChange={field.onChange} />
                  )}
                />
              </Stack>
            )}

            {step === 1 && (
              <Controller
                control={control}
                name="budget.min"
                render={({ field }) => {
                  const min = field.value;
                  const max = watch('budget.max');
                  const index = GUIDED_BUDGET_RANGES.findIndex((r) => r.min === min && r.max === max);
                  return (
                    <Radio.Group
                      label={T.budget}
                      value={index >= 0 ? String(index) : null}
                      onChange={(v) => {
                        const r = GUIDED_BUDGET_RANGES[Number(v)];
                        if (!r) return;
                        setValue('budget.max', r.max);
                        field.onChange(r.min);
                        field.onBlur();
                      }}
                      {...groupErrorLine(err('budget.min'))}
                    >
                      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                        {GUIDED_BUDGET_RANGES.map((r, i) => (
                          <Radio key={r.label} value={String(i)} label={r.label} />
                        ))}
                      </SimpleGrid>
                    </Radio.Group>
                  );
                }}
              />
            )}

            {step === 2 && (
              <Controller
                control={control}
                name="city"
                render={({ field }) => (
                  <RemoteSelect
                    label={T.city}
                    placeholder={PUBLIC_TEXTS.searcher.provincePlaceholder}
                    value={field.value}
                    onChange={(v) => field.onChange(v)}
                    onBlur={field.onBlur}
                    {...errorLine(err('city'))}
                    withAsterisk
                    useOptions={useProvinceOptions}
                    params={null}
                  />
                )}
              />
            )}

            {step === 3 && (
              <Controller
                control={control}
                name="employees"
                render={({ field }) => <EmployeesChoice label={T.employees} value={field.value} onChange={field.onChange} />}
              />
            )}

            {step === 4 && (
              <SimpleGrid cols={2}>
                <Controller
                  control={control}
                  name="area.min"
                  render={({ field }) => (
                    <Select
                      label={T.areaMin}
                      placeholder={T.areaPlaceholder}
                      withAsterisk
                      data={AREA_MIN}
                      value={field.value === null ? null : String(field.value)}
                      onChange={(v) => field.onChange(toNum(v))}
                      onBlur={field.onBlur}
                      {...errorLine(err('area.min'))}
                      comboboxProps={{ zIndex: 400 }}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="area.max"
                  render={({ field }) => (
                    <Select
                      label={T.areaMax}
                      placeholder={T.areaPlaceholder}
                      withAsterisk
                      data={AREA_MAX}
                      value={field.value === null ? null : String(field.value)}
                      onChange={(v) => field.onChange(toNum(v))}
                      onBlur={field.onBlur}
                      {...errorLine(err('area.max'))}
                      comboboxProps={{ zIndex: 400 }}
                    />
                  )}
                />
              </SimpleGrid>
            )}

            <Group justify="space-between" mt="sm">
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                disabled={step === 0}
                onClick={() => setStep((s) => Math.max(0, s - 1))}
              >
                {T.back}
              </Button>
              {/* Takes the row's rest: on a phone its two buttons wrap to the right, under each other. */}
              <Group gap="xs" justify="flex-end" style={{ flex: 1 }}>
                {step === GUIDED_STEPS.length - 1 && (
                  <Button variant="light" onClick={() => void next(true)} data-testid="guided-quote">
                    {QUOTE_ENTRY_TEXTS.guided.button}
                  </Button>
                )}
                <Button type="submit">{step === GUIDED_STEPS.length - 1 ? T.finish : T.next}</Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
