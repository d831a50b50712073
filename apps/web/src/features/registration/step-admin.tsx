import { ACCOUNT_TEXTS, MSG } from '@cimenta/shared';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { settle } from '../../lib/settle';
import { useRegisterUser } from './api/register-user';
import { AdminAccountForm } from './admin-account-form';
import { toastSuccess, newId } from '../account-shared';
import { isComplete, useRwcDraft } from './draft';
import { useSubmitDraft } from './step-company';

const T = ACCOUNT_TEXTS.rwc;

/** Step 03 (logged out only): register the administrator, then create the company (SPEC.md §4). */
export function StepAdmin() {
  const { draft, update, clear } = useRwcDraft();
  const { isLoggedIn, login } = useSession();
  const register = useRegisterUser();
  const submitDraft = useSubmitDraft();
  const navigate = useNavigate();
  // Registering logs in half-way through the submit; the redirect below must not fire then.
  const [submitting, setSubmitting] = useState(false);

  if (isLoggedIn && !submitting) return <Navigate to={paths.rwcStep(2)} replace />;
  if (!draft.name) return <Navigate to={paths.rwcStep(1)} replace />;
  if (!draft.step2Done || !isComplete(draft)) return <Navigate to={paths.rwcStep(2)} replace />;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {T.adminTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {T.adminHint}
        </Text>
      </Stack>
      <AdminAccountForm
        submitLabel={T.saveAndFinish}
        secondary={
          <Button component={Link} to={paths.rwcStep(2)} variant="subtle">
            {T.back}
          </Button>
        }
        onSubmit={async ({ repeat: _repeat, ...values }) => {
          setSubmitting(true);
          const account = await settle(register.mutateAsync({ id: newId(), ...values }));
          if (!account.ok) {
            setSubmitting(false);
            return;
          }
          // No 'Registrado con exito ya puedes iniciar sesion' here: the registration has just
          // signed the user in, and the step's one result is the company message below.
          login(account.data);
          if (!(await submitDraft(draft, update))) {
            // The account exists and is logged in; step 02 can retry the company alone.
            navigate(paths.rwcStep(2));
            return;
          }
          toastSuccess(MSG.companyRegistered);
          navigate(paths.home);
          clear();
        }}
      />
    </Stack>
  );
}
