import { ACCOUNT_TEXTS } from '@cimenta/shared';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { forgotFormSchema, schemaResolver } from '../shared/form-schemas';

const T = ACCOUNT_TEXTS.forgot;

export function ForgotPasswordForm({ onSubmit }: { onSubmit: (email: string) => Promise<void> | void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    mode: 'onTouched',
    resolver: schemaResolver(forgotFormSchema),
    defaultValues: { email: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit(v.email.trim().toLowerCase()))}>
      <Stack gap="md">
        <Text size="sm">{T.intro}</Text>
        <TextInput
          label={ACCOUNT_TEXTS.signIn.email}
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {T.submit}
        </Button>
      </Stack>
    </form>
  );
}
