import { ACCOUNT_TEXTS, EMAIL_MAX } from '@cimenta/shared';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazyFormChecks, useFocusFirstError } from '../account-shared/forms';

const T = ACCOUNT_TEXTS.forgot;
// Loaded after the form's first paint, as the sign-in form's.
const checks = lazyFormChecks<{ email: string }>('forgotFormSchema');

export function ForgotPasswordForm({ onSubmit }: { onSubmit: (email: string) => Promise<void> | void }) {
  const form = useForm<{ email: string }>({
    mode: 'onTouched',
    resolver: checks.resolver,
    defaultValues: { email: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const formRef = useFocusFirstError(form);
  useEffect(() => checks.preload(), []);
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit((v) => onSubmit(v.email.trim().toLowerCase()))}>
      <Stack gap="md">
        <Text size="sm">{T.intro}</Text>
        <TextInput
          label={ACCOUNT_TEXTS.signIn.email}
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
          maxLength={EMAIL_MAX}
          {...register('email')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {T.submit}
        </Button>
      </Stack>
    </form>
  );
}
