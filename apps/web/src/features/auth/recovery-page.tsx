import { ACCOUNT_TEXTS, PASSWORD_MAX } from '@cimenta/shared';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useFocusFirstError, AuthCard, recoveryFormSchema, toastSuccess, PasswordField } from '../account-shared';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { settle } from '../../lib/settle';
import { usePasswordToken } from './api/check-password-token';
import { useUpdatePassword } from './api/update-password';
import { rawFormResolver } from '../../lib/form-resolver';

const T = ACCOUNT_TEXTS.recovery;
export type RecoveryValues = { password: string; confirm: string };

export function RecoveryForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> | void }) {
  const form = useForm<RecoveryValues>({
    mode: 'onTouched',
    resolver: rawFormResolver(recoveryFormSchema),
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

export function RecoveryPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const link = usePasswordToken(token);
  const update = useUpdatePassword();
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
          // A link that died meanwhile answers 400; the mutation cache toasts its message.
          const res = await settle(update.mutateAsync({ token, password }));
          if (!res.ok) return;
          toastSuccess(res.data.message);
          navigate(paths.signIn, { replace: true });
        }}
      />
    </AuthCard>
  );
}
