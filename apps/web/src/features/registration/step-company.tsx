import { ACCOUNT_TEXTS, MSG } from '@cimenta/shared';
import { Accordion, Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { settle } from '../../lib/settle';
import { useCreateCompany } from './api/create-company';
import {
  useProvinces,
  CompanyDataFields,
  ContactFields,
  FunctionFields,
  ProvinceTree,
  type CitiesValues,
  type CompanyDataValues,
  type ContactValues,
  createPayload,
  emptyCompanyData,
  emptyContact,
  emptyFunction,
  type FunctionValues,
  citiesFormSchema,
  companyDataFormSchema,
  contactFormSchema,
  functionFormSchema,
  toastError,
  toastSuccess,
  newId,
} from '../account-shared';
import { rangeError } from './min-max';
import { isComplete, type RwcDraft, SECTIONS, type SectionKey, useRwcDraft } from './draft';
import { SectionForm } from './section-form';

const T = ACCOUNT_TEXTS.rwc;

function CitiesField() {
  const { control } = useFormContext<CitiesValues>();
  const provinces = useProvinces();
  return (
    <Controller
      control={control}
      name="cities"
      render={({ field, fieldState }) => (
        <ProvinceTree
          provinces={provinces.data}
          loading={provinces.isLoading}
          value={field.value ?? []}
          onChange={(ids) => {
            field.onChange(ids);
            field.onBlur();
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * Creates the company from a complete draft; shared by step 02 (logged in) and step 03. Resolves
 * `true` once it exists; a failure is toasted by the mutation cache and the draft stays.
 */
export function useSubmitDraft() {
  const create = useCreateCompany();
  return async (draft: RwcDraft, update: (p: Partial<RwcDraft>) => void): Promise<boolean> => {
    if (!isComplete(draft)) return false;
    const id = draft.id ?? newId();
    if (!draft.id) update({ id });
    const payload = createPayload(id, {
      company: { ...draft.company, name: draft.name || draft.company.name },
      contact: draft.contact,
      function: draft.function,
      cities: draft.cities,
    });
    return (await settle(create.mutateAsync(payload))).ok;
  };
}

/** Step 02: company data → contact → function → cities, each validated before the next. */
export function StepCompany() {
  const { draft, update, clear } = useRwcDraft();
  const { isLoggedIn } = useSession();
  const submitDraft = useSubmitDraft();
  const navigate = useNavigate();
  const firstOpen = SECTIONS.find((s) => !draft[s]) ?? 'cities';
  const [open, setOpen] = useState<SectionKey>(firstOpen);

  if (!draft.name) return <Navigate to={paths.rwcStep(1)} replace />;

  const done = (s: SectionKey) => Boolean(draft[s]);
  // A section can be opened when it is done or when every earlier one is.
  const reachable = (s: SectionKey) => SECTIONS.slice(0, SECTIONS.indexOf(s)).every(done);

  const advance = (s: SectionKey, patch: Partial<RwcDraft>) => {
    update(patch);
    const next = SECTIONS[SECTIONS.indexOf(s) + 1];
    if (next) setOpen(next);
  };

  const finish = async (cities: CitiesValues) => {
    const next = { ...draft, cities };
    update({ cities });
    const rangeMsg = rangeError(
      next.function && { min: Number(next.function.area.min), max: Number(next.function.area.max) },
      next.function && { min: Number(next.function.budget.min), max: Number(next.function.budget.max) },
    );
    if (rangeMsg) {
      toastError(rangeMsg);
      setOpen('function');
      return;
    }
    if (!isLoggedIn) {
      // Logged out: the draft waits for the administrator account of step 03 (SPEC.md §4).
      update({ step2Done: true });
      navigate(paths.rwcStep(3));
      return;
    }
    if (!(await submitDraft(next, update))) return;
    toastSuccess(MSG.companyRegistered);
    navigate(paths.home);
    clear();
  };

  const header = (s: SectionKey, n: number) => (
    <Group justify="space-between" wrap="nowrap" pr="xs">
      <Text fw={600}>
        {n}. {T.sections[s]}
      </Text>
      {done(s) && open !== s && (
        <Group gap="xs" wrap="nowrap">
          {/* Teal text on the light teal badge is below 4.5:1; white on the darkest teal passes. */}
          <Badge color="teal.9" variant="filled" visibleFrom="xs">
            {T.completed}
          </Badge>
          <Text size="sm" c="var(--mantine-primary-color-filled)" td="underline" component="span">
            {ACCOUNT_TEXTS.common.edit}
          </Text>
        </Group>
      )}
    </Group>
  );

  const companyType = draft.company?.type ? Number(draft.company.type) : null;

  return (
    <Accordion value={open} onChange={(v) => v && reachable(v as SectionKey) && setOpen(v as SectionKey)} variant="separated" radius="md">
      <Accordion.Item value="company">
        <Accordion.Control>{header('company', 1)}</Accordion.Control>
        <Accordion.Panel>
          {open === 'company' && (
            <SectionForm<CompanyDataValues>
              schema={companyDataFormSchema}
              defaultValues={{ ...(draft.company ?? emptyCompanyData()), name: draft.name }}
              submitLabel={T.next}
              onSubmit={(v) => advance('company', { company: v, name: v.name.trim() })}
            >
              <CompanyDataFields />
            </SectionForm>
          )}
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="contact">
        <Accordion.Control disabled={!reachable('contact')}>{header('contact', 2)}</Accordion.Control>
        <Accordion.Panel>
          {open === 'contact' && (
            <SectionForm<ContactValues>
              schema={contactFormSchema}
              defaultValues={draft.contact ?? emptyContact()}
              submitLabel={T.next}
              onSubmit={(v) => advance('contact', { contact: v })}
            >
              <ContactFields />
            </SectionForm>
          )}
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="function">
        <Accordion.Control disabled={!reachable('function')}>{header('function', 3)}</Accordion.Control>
        <Accordion.Panel>
          {open === 'function' && (
            <SectionForm<FunctionValues>
              schema={functionFormSchema}
              defaultValues={draft.function ?? emptyFunction()}
              submitLabel={T.next}
              onSubmit={(v) => advance('function', { function: v })}
            >
              <FunctionFields companyType={companyType} />
            </SectionForm>
          )}
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="cities">
        <Accordion.Control disabled={!reachable('cities')}>{header('cities', 4)}</Accordion.Control>
        <Accordion.Panel>
          {open === 'cities' && (
            <SectionForm<CitiesValues>
              schema={citiesFormSchema}
              defaultValues={draft.cities ?? { cities: [] }}
              submitLabel={T.finish}
              onSubmit={finish}
            >
              <CitiesField />
            </SectionForm>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
