/** Pieces shared by the inbox's list and item screens (issue 20). */
import { INBOX_TEXTS, type InboxSettable, type InboxStatus } from '@cimenta/shared/texts-quotes';
import { Badge, Button, Group } from '@mantine/core';
import { showSuccessToast } from '../../lib/toasts';
import { useSetInboxStatus } from './api/inbox';

const T = INBOX_TEXTS;
const when = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' });
export const receivedOn = (iso: string) => when.format(new Date(iso));

// Dark shades: the badges' small text keeps a 4.5:1 contrast (axe).
const COLORS: Record<InboxStatus, string> = { nueva: 'teal.9', vista: 'gray.8', respondida: 'blue.9', archivada: 'dark.6' };

export function StatusBadge({ status }: { status: InboxStatus }) {
  return (
    <Badge variant={status === 'nueva' ? 'filled' : 'outline'} color={COLORS[status]}>
      {T.statusLabels[status]}
    </Badge>
  );
}

/** Archive, take out of the archive, or mark as new again. */
export function StatusActions({ kind, id, status }: { kind: 'contact' | 'quote'; id: string; status: InboxStatus }) {
  const set = useSetInboxStatus();
  const change = (to: InboxSettable) => set.mutate({ kind, id, status: to }, { onSuccess: (r) => showSuccessToast(r.message) });
  return (
    <Group gap="xs">
      {status === 'archivada' ? (
        <Button variant="default" onClick={() => change('vista')} loading={set.isPending}>
          {T.unarchive}
        </Button>
      ) : (
        <Button variant="default" onClick={() => change('archivada')} loading={set.isPending}>
          {T.archive}
        </Button>
      )}
      {status !== 'nueva' && (
        <Button variant="subtle" onClick={() => change('nueva')} loading={set.isPending}>
          {T.markUnread}
        </Button>
      )}
    </Group>
  );
}
