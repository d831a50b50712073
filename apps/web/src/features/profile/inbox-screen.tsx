/** /my-profile/solicitudes (issue 20): the contacts and quote requests the company received, by state. */
import { INBOX_STATUSES, INBOX_TEXTS, type InboxStatus } from '@cimenta/shared/texts-quotes';
import { Anchor, Badge, Chip, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useInbox } from './api/inbox';
import { receivedOn, StatusBadge } from './inbox-parts';
import { InboxPrefs } from './inbox-prefs';
import { ScreenError, ScreenLoader } from './screen-loader';
import { SectionCard } from './section-card';

const T = INBOX_TEXTS;

export function InboxScreen() {
  const [status, setStatus] = useState<InboxStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const inbox = useInbox(status === 'all' ? undefined : status, page);
  if (inbox.isError) return <ScreenError message={T.notFound} onRetry={() => void inbox.refetch()} />;
  if (!inbox.data) return <ScreenLoader />;
  const { items, pages, counts } = inbox.data;
  const all = counts.nueva + counts.vista + counts.respondida + counts.archivada;
  return (
    <Stack gap="lg">
      <SectionCard title={T.title} intro={T.intro}>
        {/* Chips wrap on a phone, where five segments would be cut off. */}
        <Chip.Group
          value={status}
          onChange={(v) => {
            setStatus(v as InboxStatus | 'all');
            setPage(1);
          }}
        >
          <Group gap="xs" role="radiogroup" aria-label={T.filterLabel}>
            <Chip type="radio" value="all">{`${T.all} (${all})`}</Chip>
            {INBOX_STATUSES.map((s) => (
              <Chip key={s} type="radio" value={s}>{`${T.statusLabels[s]} (${counts[s]})`}</Chip>
            ))}
          </Group>
        </Chip.Group>
        {items.length === 0 && <Text c="dimmed">{T.empty}</Text>}
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((i) => (
            <Paper key={`${i.kind}:${i.id}`} component="li" withBorder radius="md" p="md" data-testid="inbox-item">
              <Stack gap={6}>
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Group gap="xs">
                    <Badge variant="light" color={i.kind === 'quote' ? 'orange' : 'gray'} c="dark.6">
                      {T.kinds[i.kind]}
                    </Badge>
                    <StatusBadge status={i.status} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {receivedOn(i.receivedAt)}
                  </Text>
                </Group>
                <Anchor component={Link} to={paths.myProfileInboxItem(i.kind, i.id)} fw={i.status === 'nueva' ? 700 : 500}>
                  {i.name}
                </Anchor>
                <Text size="sm" lineClamp={2}>
                  {i.summary}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </SectionCard>
      <InboxPrefs />
    </Stack>
  );
}
