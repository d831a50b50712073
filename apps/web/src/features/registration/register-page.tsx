import { ACCOUNT_TEXTS, MSG } from '@cimenta/shared';
import { Anchor, Group, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { settle } from '../../lib/settle';
import { useRegisterUser } from './api/register-user';
import { newId, AuthCard, toastSuccess } from '../account-shared';
import { AdminAccountForm } from './admin-account-form';

const T = ACCOUNT_TEXTS.register;

export function RegisterPage() {
  const { login } = useSession();
  const navigate = useNavigate();
  const register = useRegisterUser();
  return (
    <AuthCard title={T.title} subtitle={T.subtitle}>
      <AdminAccountForm
        submitLabel={T.submit}
        onSubmit={async ({ repeat: _repeat, ...values }) => {
          // A failure (e.g. 409 'Ya existe una cuenta…') is toasted by the mutation cache.
          const res = await settle(register.mutateAsync({ id: newId(), ...values }));
          if (!res.ok) return;
          // A 200 logs in (SPEC.md §7); the new account then sees the add-company banner.
          login(res.data);
          toastSuccess(MSG.userRegistered);
          navigate(paths.myProfile, { replace: true });
        }}
      />
      <Group gap={6}>
        <Text size="sm">{T.haveAccount}</Text>
        <Anchor component={Link} to={paths.signIn} size="sm">
          {T.signInLink}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
