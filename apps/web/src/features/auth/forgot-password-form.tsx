import { ACCOUNT_TEXTS, EMAIL_MAX } from '@cimenta/shared';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useFocusFirstError, forgotFormSchema } from '../account-shared';
import { rawFormResolver } from '../../lib/form-resolver';

const T = ACCOUNT_TEXTS.forgot;

export function ForgotPasswordForm({ onSubmit }: { onSubmit: (email: string) => Promise<void> | void }) {
  const form = useForm<{ email: string }>({
    mode: 'onTouched',
    resolver: rawFormResolver(forgotFormSchema),
    defaultValues: { email: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const formRef = useFocusFirstError(form);
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
