/**
 * /my-profile/credentials (issue 19): the company's credentials with their status (pendiente,
 * verificada hasta dd/mm/aaaa, rechazada: motivo), a form per kind, the document and deletion.
 */
import { CREDENTIAL_TEXTS, type Credential } from '@cimenta/shared';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { showSuccessToast } from '../../lib/toasts';
import { CredentialDocumentButton } from '../../components/credential-document-button';
import { useDeleteCredential, useMyCredentials, useSubmitCredential } from './api/credentials';
import { CredentialForm } from './credential-form';
import { ScreenLoader } from './screen-loader';
import { SectionCard } from './section-card';

const T = CREDENTIAL_TEXTS;

function status(c: Credential): { text: string; color: string } {
  if (c.status === 'rejected') return { text: T.status.rejected(c.reason), color: 'red.9' };
  if (c.status === 'pending') return { text: T.status.pending, color: 'yellow.9' };
  if (c.expired && c.expiresOn) return { text: T.status.expired(c.expiresOn), color: 'gray.8' };
  return { text: T.status.verified(c.expiresOn), color: 'teal.9' };
}

/** "Mapfre · póliza RC-1 · 600.000 €": the fields the company gave, in a line. */
function summary(c: Credential): string {
  const f = c.fields;
  const parts = [
    f.insurer,
    f.name,
    f.policy ? `${T.policy.toLowerCase()} ${f.policy}` : null,
    f.number,
    f.amount ? T.covers(Number(f.amount)) : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

export function CredentialsScreen() {
  const list = useMyCredentials();
  const submit = useSubmitCredential();
  const remove = useDeleteCredential();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Credential | null>(null);
  if (!list.data) return <ScreenLoader />;
  const items = list.data.items;
  return (
    <SectionCard title={T.title} intro={T.intro}>
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {T.add}
        </Button>
      </Group>
      {items.length === 0 && <Text c="dimmed">{T.none}</Text>}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((c) => {
          const s = status(c);
          return (
            <Paper key={c.id} component="li" withBorder radius="md" p="md" aria-label={c.label}>
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" align="flex-start">
                  <Text fw={600}>{c.label}</Text>
                  <Text size="sm" fw={600} c={s.color}>
                    {s.text}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {summary(c)}
                </Text>
                <Group gap="xs">
                  {c.document && (
                    <CredentialDocumentButton id={c.id} size={c.document.size} />
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    c="red.9"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => setDeleting(c)}
                  >
                    {T.delete}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Modal opened={adding} onClose={() => setAdding(false)} title={T.add} size="lg">
        <CredentialForm
          onCancel={() => setAdding(false)}
          onSubmit={async (body) => {
            const res = await submit.mutateAsync(body).catch(() => null);
            if (!res) return;
            showSuccessToast(res.message);
            setAdding(false);
          }}
        />
      </Modal>
      <Modal opened={!!deleting} onClose={() => setDeleting(null)} title={T.deleteTitle}>
        <Stack>
          <Text>{deleting ? T.deleteConfirm(deleting.label) : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {T.cancel}
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: (res) => {
                    showSuccessToast(res.message);
                    setDeleting(null);
                  },
                })
              }
            >
              {T.delete}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
