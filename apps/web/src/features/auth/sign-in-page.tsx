import { ACCOUNT_TEXTS, MSG } from '@cimenta/shared';
import { Alert, Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { settle } from '../../lib/settle';
import { useLogin } from './api/login';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthCard } from '../account-shared/forms';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

const T = ACCOUNT_TEXTS.signIn;

export function SignInPage() {
  const { login: startSession, isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useLogin();
  const resetRequest = useRequestPasswordReset();
  // A dead recovery link sends people straight to the "forgot password" form.
  const [mode, setMode] = useState<'sign-in' | 'forgot' | 'sent'>(
    (location.state as { forgot?: boolean } | null)?.forgot ? 'forgot' : 'sign-in',
  );
  // The route guard sends people here with the page they wanted; go back there after signing in.
  const from = (location.state as { from?: string } | null)?.from ?? paths.myProfile;

  if (isLoggedIn && mode === 'sign-in') return <Navigate to={from} replace />;

  if (mode !== 'sign-in') {
    return (
      <AuthCard title={mode === 'sent' ? ACCOUNT_TEXTS.forgot.sentTitle : ACCOUNT_TEXTS.forgot.title}>
        {mode === 'forgot' ? (
          <ForgotPasswordForm
            onSubmit={async (email) => {
              if ((await settle(resetRequest.mutateAsync(email))).ok) setMode('sent');
            }}
          />
        ) : (
          <Alert color="teal" role="status">
            {MSG.resetRequested}
          </Alert>
        )}
        <Anchor component="button" type="button" size="sm" onClick={() => setMode('sign-in')}>
          {ACCOUNT_TEXTS.forgot.back}
        </Anchor>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={T.title} subtitle={T.subtitle}>
      <SignInForm
        onForgot={() => setMode('forgot')}
        onSubmit={async ({ email, password }) => {
          // A failure (e.g. wrong credentials) is the catalogue toast, raised by the mutation cache.
          const res = await settle(signIn.mutateAsync({ email, password }));
          if (!res.ok) return;
          startSession(res.data);
          navigate(from, { replace: true });
        }}
      />
      <Divider />
      <Stack gap="xs">
        <Group gap={6}>
          <Text size="sm">{T.noAccount}</Text>
          <Anchor component={Link} to={paths.register} size="sm">
            {T.registerLink}
          </Anchor>
        </Group>
        <Button component={Link} to={paths.comenzar} variant="light">
          {T.freeListing}
        </Button>
      </Stack>
    </AuthCard>
  );
}
