import { ACCOUNT_TEXTS, EMAIL_MAX, PASSWORD_MAX } from '@cimenta/shared';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazyFormChecks, PasswordField, useFocusFirstError } from '../account-shared/forms';

const T = ACCOUNT_TEXTS.signIn;
export type SignInValues = { email: string; password: string };
// Loaded after the page's first paint: zod is not in the sign-in page's first load.
const checks = lazyFormChecks<SignInValues>('signInFormSchema');

export function SignInForm({ onSubmit, onForgot }: { onSubmit: (values: SignInValues) => Promise<void> | void; onForgot: () => void }) {
  const form = useForm<SignInValues>({
    mode: 'onTouched',
    resolver: checks.resolver,
    defaultValues: { email: '', password: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const formRef = useFocusFirstError(form);
  useEffect(() => checks.preload(), []);
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit((v) => onSubmit({ ...v, email: v.email.trim().toLowerCase() }))}>
      <Stack gap="md">
        <TextInput
          label={T.email}
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
          maxLength={EMAIL_MAX}
          {...register('email')}
        />
        <PasswordField
          label={T.password}
          autoComplete="current-password"
          withAsterisk
          error={errors.password?.message}
          maxLength={PASSWORD_MAX}
          {...register('password')}
        />
        <Anchor component="button" type="button" size="sm" onClick={onForgot} style={{ alignSelf: 'flex-start' }}>
          {T.forgot}
        </Anchor>
        <Button type="submit" loading={isSubmitting} fullWidth size="md">
          {T.submit}
        </Button>
      </Stack>
    </form>
  );
}
