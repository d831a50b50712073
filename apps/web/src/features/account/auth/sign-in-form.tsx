import { ACCOUNT_TEXTS } from '@cimenta/shared';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { schemaResolver, signInFormSchema } from '../shared/form-schemas';
import { PasswordField } from '../shared/password-field';

const T = ACCOUNT_TEXTS.signIn;
export type SignInValues = { email: string; password: string };

export function SignInForm({ onSubmit, onForgot }: { onSubmit: (values: SignInValues) => Promise<void> | void; onForgot: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    mode: 'onTouched',
    resolver: schemaResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit({ ...v, email: v.email.trim().toLowerCase() }))}>
      <Stack gap="md">
        <TextInput label={T.email} type="email" autoComplete="email" withAsterisk error={errors.email?.message} {...register('email')} />
        <PasswordField
          label={T.password}
          autoComplete="current-password"
          withAsterisk
          error={errors.password?.message}
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
