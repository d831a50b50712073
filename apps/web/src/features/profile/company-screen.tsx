import { ACCOUNT_TEXTS, type Company, type ImageType, MSG, type UpdateCompanyInput } from '@cimenta/shared';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormProvider, useForm } from 'react-hook-form';
import { useProfile } from '../../lib/session';
import { type ImageSlot, useDeleteCompanyImage } from './api/delete-company-image';
import { useUpdateCompany } from './api/update-company';
import {
  CompanyDataFields,
  ContactFields,
  ImageUpload,
  type CompanyDataValues,
  type ContactValues,
  companyDataFrom,
  companyDataPayload,
  contactFrom,
  contactPayload,
  useFocusFirstError,
  companyEditFormSchema,
} from '../account-shared';
import { changedFields } from './changed-fields';
import { rawFormResolver } from '../../lib/form-resolver';
import { SectionCard } from './section-card';
import { saveCompany } from './use-company-save';

const T = ACCOUNT_TEXTS.company;
export type CompanyEditValues = CompanyDataValues & ContactValues;

const toPayload = (v: CompanyEditValues) => ({ ...companyDataPayload(v), ...contactPayload(v) });

export function CompanyEditForm({ company, onSubmit }: { company: Company; onSubmit: (changes: UpdateCompanyInput) => Promise<void> }) {
  const initial: CompanyEditValues = { ...companyDataFrom(company), ...contactFrom(company) };
  const form = useForm<CompanyEditValues>({
    mode: 'onTouched',
    resolver: rawFormResolver(companyEditFormSchema),
    defaultValues: initial,
  });
  const formRef = useFocusFirstError(form);
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.handleSubmit(async (v) => {
          const changes = changedFields(toPayload(initial), toPayload(v));
          if (Object.keys(changes).length === 0) {
            notifications.show({ message: T.noChanges });
            return;
          }
          await onSubmit(changes as UpdateCompanyInput);
        })}
      >
        <Stack gap="lg">
          <CompanyDataFields />
          <Title order={3} size="h4" mt="sm">
            {T.contactTitle}
          </Title>
          <ContactFields />
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

const SLOTS: { type: ImageType; slot: ImageSlot; label: string; hint: string; shape: 'square' | 'wide' }[] = [
  { type: 'Logo', slot: 'logo', label: T.logo, hint: T.logoHint, shape: 'square' },
  { type: 'Photo', slot: 'photo', label: T.photo, hint: T.photoHint, shape: 'wide' },
  { type: 'Picture', slot: 'picture', label: T.picture, hint: T.pictureHint, shape: 'square' },
];

/** /my-profile/company: company data, contact, networks and the three images. */
export function CompanyScreen() {
  const profile = useProfile();
  const update = useUpdateCompany();
  const deleteImage = useDeleteCompanyImage();
  const company = profile.data?.company;
  if (!company) return null;

  const url = (type: ImageType) => company.images.find((i) => i.type === type)?.url ?? null;

  return (
    <Stack gap="lg">
      <SectionCard title={T.title}>
        <CompanyEditForm
          // Remount with fresh defaults after each save so the next diff starts from the saved state.
          key={company.updatedAt}
          company={company}
          onSubmit={(changes) => saveCompany(update.mutateAsync({ id: company.id, body: changes }))}
        />
      </SectionCard>
      <SectionCard title={T.imagesTitle}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
          {SLOTS.map((s) => (
            <ImageUpload
              key={s.type}
              label={s.label}
              hint={s.hint}
              shape={s.shape}
              url={url(s.type)}
              onUpload={(image) => saveCompany(update.mutateAsync({ id: company.id, body: { images: [{ type: s.type, ...image }] } }))}
              onDelete={() => saveCompany(deleteImage.mutateAsync({ id: company.id, slot: s.slot }), MSG.imageDeleted)}
            />
          ))}
        </SimpleGrid>
      </SectionCard>
    </Stack>
  );
}
