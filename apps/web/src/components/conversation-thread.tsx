/** The messages of a relayed conversation (issue 20), oldest first, each side on its own edge. */
import type { ConversationMessage } from '@cimenta/shared/quotes';
import { Paper, Stack, Text } from '@mantine/core';

const when = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' });

export function ConversationThread({
  messages,
  mine,
  names,
  empty,
  viaMail,
}: {
  messages: ConversationMessage[];
  /** Whose messages go to the right: the reader's side. */
  mine: ConversationMessage['author'];
  names: Record<ConversationMessage['author'], string>;
  empty: string;
  viaMail: string;
}) {
  if (messages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {messages.map((m) => (
        <Paper
          key={m.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          bg={m.author === mine ? 'orange.0' : 'gray.0'}
          style={{ alignSelf: m.author === mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
          data-testid="conversation-message"
        >
          <Text size="xs" c="dark.4" fw={600}>
            {names[m.author]} · {when.format(new Date(m.createdAt))}
            {m.via === 'mail' ? ` · ${viaMail}` : ''}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
