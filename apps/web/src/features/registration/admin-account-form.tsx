import { Button, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useFocusFirstError, adminAccountFormSchema } from '../account-shared';
import { rawFormResolver } from '../../lib/form-resolver';
import { AdminAccountFields, type AdminAccountValues } from './admin-account-fields';

export function AdminAccountForm({
  submitLabel,
  onSubmit,
  secondary,
}: {
  submitLabel: string;
  onSubmit: (values: AdminAccountValues) => Promise<void> | void;
  secondary?: React.ReactNode;
}) {
  const form = useForm<AdminAccountValues>({
    mode: 'onTouched',
    resolver: rawFormResolver(adminAccountFormSchema),
    defaultValues: { email: '', name: '', lastname: '', password: '', repeat: '', consent: false },
  });
  const formRef = useFocusFirstError(form);
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.handleSubmit((v) =>
          onSubmit({ ...v, email: v.email.trim().toLowerCase(), name: v.name.trim(), lastname: v.lastname.trim() }),
        )}
      >
        <Stack gap="lg">
          <AdminAccountFields />
          <Stack gap="xs">
            <Button type="submit" loading={form.formState.isSubmitting} size="md" fullWidth>
              {submitLabel}
            </Button>
            {secondary}
          </Stack>
        </Stack>
      </form>
    </FormProvider>
  );
}
