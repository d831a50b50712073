import { ACCOUNT_TEXTS } from '@cimenta/shared';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { clearStorage } from '../../lib/storage';
import { AuthCard } from '../account-shared/forms';
import { type EmailLinkKind, useEmailLink } from './api/email-link';

const T = ACCOUNT_TEXTS.emailLink;

/** /users/account/email/confirm/:token and /undo/:token: uses the link once and says what happened. */
export function EmailLinkPage({ kind }: { kind: EmailLinkKind }) {
  const { token = '' } = useParams();
  const link = useEmailLink(kind);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    link.mutate(token, {
      // Undoing ends every session of the account: this browser's too.
      onSuccess: () => kind === 'undo' && clearStorage(),
    });
  }, [kind, link, token]);

  const title = kind === 'confirm' ? T.confirmTitle : T.undoTitle;
  if (link.isError) {
    return (
      <AuthCard title={T.failedTitle}>
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {T.failed}
        </Alert>
        <Button component={Link} to={paths.myProfile} fullWidth>
          {T.toProfile}
        </Button>
      </AuthCard>
    );
  }
  if (link.isSuccess) {
    return (
      <AuthCard title={title}>
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
          {link.data.message}
        </Alert>
        <Button component={Link} to={kind === 'undo' ? paths.signIn : paths.myProfile} fullWidth>
          {kind === 'undo' ? T.toSignIn : T.toProfile}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title}>
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{T.checking}</Text>
      </Group>
    </AuthCard>
  );
}
