import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useFocusFirstError } from '../account-shared';
import { rawFormResolver } from '../../lib/form-resolver';

/** One accordion section of step 02: its own form, validated before the next section opens. */
export function SectionForm<V extends FieldValues>({
  schema,
  defaultValues,
  submitLabel,
  onSubmit,
  children,
}: {
  schema: z.ZodType;
  defaultValues: V;
  submitLabel: string;
  onSubmit: (values: V) => Promise<void> | void;
  children: ReactNode;
}) {
  const form = useForm<V>({
    mode: 'onTouched',
    resolver: rawFormResolver<V>(schema),
    defaultValues: defaultValues as DefaultValues<V>,
  });
  const formRef = useFocusFirstError(form);
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <Stack gap="lg">
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting} size="md">
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
