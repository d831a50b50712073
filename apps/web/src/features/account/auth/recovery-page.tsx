import { ACCOUNT_TEXTS, PASSWORD_MAX } from '@cimenta/shared';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useFocusFirstError } from '../shared/focus-first-error';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api';
import { checkPasswordToken, updatePasswordWithToken } from '../api/account';
import { AuthCard } from '../shared/auth-card';
import { recoveryFormSchema, schemaResolver } from '../shared/form-schemas';
import { toastSuccess } from '../shared/toast';
import { PasswordField } from '../shared/password-field';

const T = ACCOUNT_TEXTS.recovery;
export type RecoveryValues = { password: string; confirm: string };

export function RecoveryForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> | void }) {
  const form = useForm<RecoveryValues>({
    mode: 'onTouched',
    resolver: schemaResolver(recoveryFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const formRef = useFocusFirstError(form);
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit((v) => onSubmit(v.password))}>
      <Stack gap="md">
        <PasswordField
          label={T.password}
          description={ACCOUNT_TEXTS.adminScreen.passwordHint}
          autoComplete="new-password"
          withAsterisk
          error={errors.password?.message}
          maxLength={PASSWORD_MAX}
          {...register('password')}
        />
        <PasswordField
          label={T.confirm}
          autoComplete="new-password"
          withAsterisk
          error={errors.confirm?.message}
          maxLength={PASSWORD_MAX}
          {...register('confirm')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {T.submit}
        </Button>
      </Stack>
    </form>
  );
}

/** Asks the server, without using the link up, whether it can still set a password. */
function useRecoveryLink(token: string) {
  return useQuery({
    queryKey: ['account', 'recovery-link', token],
    queryFn: () =>
      checkPasswordToken(token).then(
        () => true,
        // 400 means used, expired or unknown; any other failure leaves the decision to the submit.
        (e) => !(e instanceof ApiError && e.status === 400),
      ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function RecoveryPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const link = useRecoveryLink(token);
  if (link.isPending) {
    return (
      <AuthCard title={T.title}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{T.checking}</Text>
        </Group>
      </AuthCard>
    );
  }
  if (link.data === false) {
    return (
      <AuthCard title={T.invalidTitle}>
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {T.invalid}
        </Alert>
        <Button component={Link} to={paths.signIn} state={{ forgot: true }} fullWidth>
          {T.requestNew}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={T.title} subtitle={<Text component="span">{T.intro}</Text>}>
      <RecoveryForm
        onSubmit={async (password) => {
          try {
            const res = await updatePasswordWithToken(token, password);
            toastSuccess(res.message);
            navigate(paths.signIn, { replace: true });
          } catch {
            // A link that died meanwhile answers 400 and the client shows its message.
          }
        }}
      />
    </AuthCard>
  );
}
