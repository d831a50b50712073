/** Every moderation decision, newest first: who, when, on what, what and why. */
import { MODERATION_TEXTS } from '@cimenta/shared';
import { Box, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useDecisions } from './api';
import { ScreenState } from './screen-state';

const T = MODERATION_TEXTS;
const when = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' });

export function DecisionLog() {
  const [page, setPage] = useState(1);
  const q = useDecisions(page);
  if (!q.data) return <ScreenState query={q} />;
  if (!q.data.items.length) return <Text c="dimmed">{T.noDecisions}</Text>;
  return (
    <Stack gap="md">
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={T.logTab}>
        <Table striped verticalSpacing="xs" miw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.colWhen}</Table.Th>
              <Table.Th>{T.colWho}</Table.Th>
              <Table.Th>{T.colWhat}</Table.Th>
              <Table.Th>{T.colAction}</Table.Th>
              <Table.Th>{T.colWhy}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {q.data.items.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{when.format(new Date(d.createdAt))}</Table.Td>
                <Table.Td>{d.moderator}</Table.Td>
                <Table.Td>{d.subjectLabel}</Table.Td>
                <Table.Td>{T.actions[d.action]}</Table.Td>
                <Table.Td>{d.reason ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {q.data.pages > 1 && <Pagination total={q.data.pages} value={page} onChange={setPage} />}
    </Stack>
  );
}
