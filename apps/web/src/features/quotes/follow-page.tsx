/** /presupuestos/seguimiento/:token — the client's page of a request (issue 20, no account): each company's conversation. */
import type { FollowView } from '@cimenta/shared/quotes';
import { CONVERSATION_MESSAGE_MAX, QUOTE_PAGE_TEXTS } from '@cimenta/shared/texts-quotes';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConversationThread } from '../../components/conversation-thread';
import { paths } from '../../config/paths';
import { PageHead } from '../../lib/seo/page-head';
import { showSuccessToast } from '../../lib/toasts';
import { useFollow, useFollowReply, useSharePhone } from './api';

const T = QUOTE_PAGE_TEXTS;

export function FollowQuotePage() {
  const { token = '' } = useParams();
  const follow = useFollow(token);
  const head = <PageHead title={T.followTitle} description={T.followIntro} path={paths.quoteFollow(token)} noindex />;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {head}
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            {T.followTitle}
          </Title>
          <Text c="dimmed" size="sm">
            {T.followIntro}
          </Text>
        </Stack>
        {follow.isError ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            {follow.error.message}
          </Alert>
        ) : !follow.data ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{T.loading}</Text>
          </Group>
        ) : (
          <FollowBody token={token} view={follow.data} />
        )}
      </Stack>
    </Container>
  );
}

function FollowBody({ token, view }: { token: string; view: FollowView }) {
  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          {T.yourRequest}
        </Title>
        <Text fw={600}>{view.work}</Text>
        <Text size="sm">
          {[view.place, view.budget, view.area !== null ? `${view.area} m²` : null, view.start].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {view.description}
        </Text>
      </Paper>
      {view.companies.map((c) => (
        <CompanyConversation key={c.id} token={token} company={c} hasPhone={view.hasPhone} />
      ))}
    </>
  );
}

function CompanyConversation({ token, company, hasPhone }: { token: string; company: FollowView['companies'][number]; hasPhone: boolean }) {
  const [text, setText] = useState('');
  const reply = useFollowReply();
  const share = useSharePhone();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    reply.mutate(
      { token, company: company.id, body: text.trim() },
      {
        onSuccess: (r) => {
          setText('');
          showSuccessToast(r.message);
        },
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`c-${company.id}`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`c-${company.id}`}>
          <Link to={paths.company(company.id)}>{company.name}</Link>
        </Title>
        <ConversationThread
          messages={company.messages}
          mine="client"
          names={{ client: T.you, company: company.name }}
          empty={T.noMessages}
          viaMail={T.viaMail}
        />
        <form onSubmit={submit}>
          <Stack gap="xs">
            <Textarea
              label={T.replyLabel(company.name)}
              autosize
              minRows={2}
              maxLength={CONVERSATION_MESSAGE_MAX}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Group justify="space-between" wrap="wrap">
              {hasPhone &&
                (company.phoneShared ? (
                  <Text size="sm" c="dimmed">
                    {T.phoneSharedNote}
                  </Text>
                ) : (
                  <Button
                    variant="subtle"
                    leftSection={<IconPhone size={16} aria-hidden />}
                    loading={share.isPending}
                    onClick={() => share.mutate({ token, company: company.id }, { onSuccess: (r) => showSuccessToast(r.message) })}
                  >
                    {T.sharePhone}
                  </Button>
                ))}
              <Button type="submit" loading={reply.isPending} disabled={!text.trim()} ml="auto">
                {T.send}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
