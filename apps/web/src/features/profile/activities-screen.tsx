import { ACCOUNT_TEXTS, type Company, type UpdateCompanyInput } from '@cimenta/shared';
import { Button, Divider, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useProfile } from '../../lib/session';
import { useUpdateCompany } from './api/update-company';
import {
  useProvinces,
  FunctionFields,
  ProvinceTree,
  type CitiesValues,
  type FunctionValues,
  functionFrom,
  functionPayload,
  activitiesEditFormSchema,
  useFocusFirstError,
} from '../account-shared';
import { changedFields } from './changed-fields';
import { rawFormResolver } from '../../lib/form-resolver';
import { SectionCard } from './section-card';
import { saveCompany } from './use-company-save';

const T = ACCOUNT_TEXTS.activities;
export type ActivitiesEditValues = FunctionValues & CitiesValues;

const toPayload = (v: ActivitiesEditValues) => ({ ...functionPayload(v), cities: [...v.cities].sort((a, b) => a - b) });

export function ActivitiesEditForm({ company, onSubmit }: { company: Company; onSubmit: (changes: UpdateCompanyInput) => Promise<void> }) {
  const provinces = useProvinces();
  const initial: ActivitiesEditValues = { ...functionFrom(company), cities: company.cities.map((c) => c.id) };
  const form = useForm<ActivitiesEditValues>({
    mode: 'onTouched',
    resolver: rawFormResolver(activitiesEditFormSchema),
    defaultValues: initial,
  });
  // The min > max checks are part of the schema: they stop the save with their §5 toast.
  const formRef = useFocusFirstError(form);
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.handleSubmit(async (v) => {
          const next = toPayload(v);
          const changes = changedFields(toPayload(initial), next);
          if (Object.keys(changes).length === 0) {
            notifications.show({ message: ACCOUNT_TEXTS.company.noChanges });
            return;
          }
          await onSubmit(changes as UpdateCompanyInput);
        })}
      >
        <Stack gap="lg">
          <FunctionFields companyType={company.type.id} mode="edit" />
          <Divider />
          <Controller
            control={form.control}
            name="cities"
            render={({ field, fieldState }) => (
              <ProvinceTree
                provinces={provinces.data}
                loading={provinces.isLoading}
                value={field.value}
                onChange={(ids) => {
                  field.onChange(ids);
                  field.onBlur();
                }}
                error={fieldState.error?.message}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** /my-profile/activities: what the company does and where it works. */
export function ActivitiesScreen() {
  const profile = useProfile();
  const update = useUpdateCompany();
  const company = profile.data?.company;
  if (!company) return null;
  return (
    <SectionCard title={T.title} intro={T.whatTitle}>
      <ActivitiesEditForm
        key={company.updatedAt}
        company={company}
        onSubmit={(changes) => saveCompany(update.mutateAsync({ id: company.id, body: changes }))}
      />
    </SectionCard>
  );
}
