import { ACCOUNT_TEXTS } from '@cimenta/shared';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { updatePasswordWithToken } from '../api/account';
import { AuthCard } from '../shared/auth-card';
import { recoveryFormSchema, schemaResolver } from '../shared/form-schemas';
import { toastSuccess } from '../shared/toast';
import { PasswordField } from '../shared/password-field';

const T = ACCOUNT_TEXTS.recovery;
export type RecoveryValues = { password: string; confirm: string };

export function RecoveryForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> | void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryValues>({
    mode: 'onTouched',
    resolver: schemaResolver(recoveryFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit(v.password))}>
      <Stack gap="md">
        <PasswordField
          label={T.password}
          description={ACCOUNT_TEXTS.adminScreen.passwordHint}
          autoComplete="new-password"
          withAsterisk
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={T.confirm}
          autoComplete="new-password"
          withAsterisk
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {T.submit}
        </Button>
      </Stack>
    </form>
  );
}

export function RecoveryPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AuthCard title={T.title} subtitle={<Text component="span">{T.intro}</Text>}>
      <RecoveryForm
        onSubmit={async (password) => {
          try {
            const res = await updatePasswordWithToken(token, password);
            toastSuccess(res.message);
            navigate(paths.signIn, { replace: true });
          } catch {
            // An expired or used link answers 400 and the client shows its message.
          }
        }}
      />
    </AuthCard>
  );
}
