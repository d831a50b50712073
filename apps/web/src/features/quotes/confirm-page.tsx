/** /presupuestos/confirmar/:token — the link of the confirmation mail (issue 20): the request goes to its companies. */
import { QUOTE_PAGE_TEXTS } from '@cimenta/shared/texts-quotes';
import { Alert, Button, Group, List, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { PageHead } from '../../lib/seo/page-head';
import { AuthCard } from '../account-shared';
import { useConfirmQuote } from './api';

const T = QUOTE_PAGE_TEXTS;

export function ConfirmQuotePage() {
  const { token = '' } = useParams();
  const confirm = useConfirmQuote(token);
  // A personal, single-use link: never indexed.
  const head = <PageHead title={T.confirmTitle} description={T.confirmTitle} path={paths.quoteConfirm(token)} noindex />;
  if (confirm.isError) {
    return (
      <AuthCard title={T.badLinkTitle}>
        {head}
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {confirm.error.message}
        </Alert>
        <Button component={Link} to={paths.companies} fullWidth>
          {T.toCompanies}
        </Button>
      </AuthCard>
    );
  }
  if (!confirm.data) {
    return (
      <AuthCard title={T.confirmTitle}>
        {head}
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{T.confirming}</Text>
        </Group>
      </AuthCard>
    );
  }
  const done = confirm.data;
  return (
    <AuthCard title={T.confirmedTitle}>
      {head}
      <Alert color="green" variant="light" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
        {done.message}
      </Alert>
      <Text size="sm">{T.confirmedTo}</Text>
      <List>
        {done.companies.map((c) => (
          <List.Item key={c.id}>
            <Link to={paths.company(c.id)}>{c.name}</Link>
          </List.Item>
        ))}
      </List>
      <Button component={Link} to={paths.quoteFollow(done.follow)} fullWidth>
        {T.follow}
      </Button>
    </AuthCard>
  );
}
