/**
 * /valorar/:token — the page a review invitation links to (issue 19): checks the link, then the
 * review form; the link is single-use, so a second visit says it was used.
 */
import { REVIEW_TEXTS } from '@cimenta/shared';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { PageHead } from '../../lib/seo/page-head';
import { AuthCard } from '../account-shared';
import { useReviewInvitation } from './api';
import { ReviewForm } from './review-form';

const T = REVIEW_TEXTS;

export function ReviewPage() {
  const { token = '' } = useParams();
  const invitation = useReviewInvitation(token);
  const [done, setDone] = useState<string | null>(null);
  // A personal, single-use link: never indexed, never in a Referer.
  const head = <PageHead title={T.section} description={T.verifiedNote} path={paths.review(token)} noindex />;

  if (done && invitation.data) {
    return (
      <AuthCard title={T.doneTitle}>
        {head}
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
          {done}
        </Alert>
        <Button component={Link} to={`${paths.company(invitation.data.company.id)}#opiniones`} fullWidth>
          {T.toCompany}
        </Button>
      </AuthCard>
    );
  }
  if (invitation.isError) {
    return (
      <AuthCard title={T.badLinkTitle}>
        {head}
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {invitation.error.message}
        </Alert>
        <Button component={Link} to={paths.companies} fullWidth>
          {T.toCompanies}
        </Button>
      </AuthCard>
    );
  }
  if (!invitation.data) {
    return (
      <AuthCard title={T.section}>
        {head}
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{T.checking}</Text>
        </Group>
      </AuthCard>
    );
  }
  const inv = invitation.data;
  return (
    <AuthCard title={T.formTitle(inv.company.name)} subtitle={T.formIntro(inv.author)}>
      {head}
      <ReviewForm token={token} works={inv.works} onDone={setDone} />
    </AuthCard>
  );
}
