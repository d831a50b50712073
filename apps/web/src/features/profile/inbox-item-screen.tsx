/** /my-profile/solicitudes/{contactos|presupuestos}/:id (issue 20): one contact or quote request of the company. */
import { INBOX_TEXTS } from '@cimenta/shared/texts-quotes';
import { Anchor, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useInboxContact, useInboxQuote } from './api/inbox';
import { InboxConversation } from './inbox-conversation';
import { receivedOn, StatusActions, StatusBadge } from './inbox-parts';
import { ScreenError, ScreenLoader } from './screen-loader';
import { SectionCard } from './section-card';

const T = INBOX_TEXTS;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}

function Back() {
  return (
    <Anchor component={Link} to={paths.myProfileInbox} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {T.back}
      </Group>
    </Anchor>
  );
}

export function InboxItemScreen() {
  const { kind, id = '' } = useParams();
  return kind === 'contactos' ? <ContactItem id={Number(id)} /> : <QuoteItem id={id} />;
}

function ContactItem({ id }: { id: number }) {
  const item = useInboxContact(id);
  if (item.isError) return <ScreenError message={T.notFound} onRetry={() => void item.refetch()} />;
  if (!item.data) return <ScreenLoader />;
  const c = item.data;
  return (
    <Stack gap="sm">
      <Back />
      <SectionCard title={`${T.kinds.contact}: ${c.name}`}>
        <Group justify="space-between">
          <StatusBadge status={c.status} />
          <Text size="sm" c="dimmed">
            {T.received} {receivedOn(c.receivedAt)}
          </Text>
        </Group>
        <Stack gap="sm" component="dl" m={0}>
          <Field label={T.email}>
            <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>
          </Field>
          {c.phone && <Field label={T.phone}>{c.phone}</Field>}
          <Field label={T.message}>{c.message}</Field>
        </Stack>
        <StatusActions kind="contact" id={c.id} status={c.status} />
      </SectionCard>
    </Stack>
  );
}

function QuoteItem({ id }: { id: string }) {
  const item = useInboxQuote(id);
  if (item.isError) return <ScreenError message={T.notFound} onRetry={() => void item.refetch()} />;
  if (!item.data) return <ScreenLoader />;
  const q = item.data;
  return (
    <Stack gap="sm">
      <Back />
      <SectionCard title={`${T.kinds.quote}: ${q.name}`} intro={T.sentTo(q.companies)}>
        <Group justify="space-between">
          <StatusBadge status={q.status} />
          <Text size="sm" c="dimmed">
            {T.received} {receivedOn(q.receivedAt)}
          </Text>
        </Group>
        <Stack gap="sm" component="dl" m={0}>
          <Field label={T.work}>{q.work}</Field>
          <Field label={T.place}>{q.place}</Field>
          {q.budget && <Field label={T.budget}>{q.budget}</Field>}
          {q.area !== null && <Field label={T.area}>{`${q.area} m²`}</Field>}
          <Field label={T.start}>{q.start}</Field>
          <Field label={T.message}>{q.description}</Field>
          <Field label={T.phone}>{q.phone ?? T.phoneHidden}</Field>
        </Stack>
        {q.photos.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {T.photos}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3 }}>
              {q.photos.map((url, n) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <Image src={url} alt={T.photoAlt(n + 1)} radius="sm" h={120} fit="cover" />
                </a>
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <StatusActions kind="quote" id={q.id} status={q.status} />
        <InboxConversation id={q.id} messages={q.messages} />
      </SectionCard>
    </Stack>
  );
}
