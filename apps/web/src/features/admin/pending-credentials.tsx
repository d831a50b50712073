/**
 * /admin, "Credenciales" (issue 19): credentials waiting for a moderator, oldest first, with the
 * CIF/NIF check and the private document; verify, or reject with a reason mailed to the company.
 */
import { CREDENTIAL_MSG, CREDENTIAL_TEXTS, formatDay, type PendingCredential } from '@cimenta/shared';
import type { BodyOf } from '@cimenta/shared/contract';
import { Anchor, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { callApi, callKey } from '../../lib/api-client';
import { showSuccessToast } from '../../lib/toasts';
import { CredentialDocumentButton } from '../../components/credential-document-button';
import { ScreenState } from './screen-state';

const T = CREDENTIAL_TEXTS;

function usePendingCredentials() {
  return useQuery({
    queryKey: callKey('GET /admin/credentials'),
    queryFn: () => callApi('GET /admin/credentials', {}),
    meta: { silent: true },
    retry: false,
  });
}

function useDecideCredential() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<'POST /admin/credentials/:id/decision'> & { id: string }) =>
      callApi('POST /admin/credentials/:id/decision', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes('/admin/') }),
  });
}

export function PendingCredentials() {
  const q = usePendingCredentials();
  if (!q.data) return <ScreenState query={q} />;
  if (!q.data.items.length) return <Text c="dimmed">{T.pendingNone}</Text>;
  return (
    <Stack gap="md">
      <Text component="h2" fw={700} size="lg" m={0}>
        {T.pendingTitle}
      </Text>
      {q.data.items.map((item) => (
        <Pending key={item.credential.id} item={item} />
      ))}
    </Stack>
  );
}

const FIELD_NAMES: Record<string, string> = {
  number: T.number,
  insurer: T.insurer,
  policy: T.policy,
  amount: T.coverage,
  name: T.associationName,
};

function TaxIdCheck({ check }: { check: PendingCredential['taxId'] }) {
  if (!check) return null;
  const [text, color] = !check.kind
    ? [T.taxIdUnknown, 'red.9']
    : check.valid
      ? [T.taxIdValid(check.kind), 'teal.9']
      : [T.taxIdInvalid, 'red.9'];
  return (
    <Text size="sm" fw={600} c={color}>
      {text}
    </Text>
  );
}

function Pending({ item }: { item: PendingCredential }) {
  const { credential: c, company } = item;
  const decide = useDecideCredential();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = (action: 'approve' | 'reject') => {
    if (action === 'reject' && !reason.trim()) return setError(CREDENTIAL_MSG.reasonRequired);
    setError(null);
    decide.mutate(
      { id: c.id, action, reason: reason.trim() || undefined },
      {
        onSuccess: (res) => {
          setRejecting(false);
          showSuccessToast(res.message);
        },
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`${c.label} · ${company.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>{c.label}</Text>
            <Text size="sm">
              {T.company}:{' '}
              <Anchor component={Link} to={paths.company(company.id)}>
                {company.name}
              </Anchor>
            </Text>
          </Stack>
          <Text size="xs" c="dimmed">
            {T.submittedOn(c.createdAt)}
          </Text>
        </Group>
        <Stack gap={2}>
          {Object.entries(c.fields).map(([k, v]) => (
            <Text key={k} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600}>
                {FIELD_NAMES[k] ?? k}:
              </Text>{' '}
              {k === 'amount' ? T.euros(Number(v)) : String(v)}
            </Text>
          ))}
          {c.expiresOn && (
            <Text size="sm">
              <Text span fw={600}>
                {T.expiresOn}:
              </Text>{' '}
              {formatDay(c.expiresOn)}
            </Text>
          )}
        </Stack>
        {c.kind === 'cif' && (
          <Group gap="xs">
            <TaxIdCheck check={item.taxId} />
            <Text size="xs" c="dimmed">
              {T.companyCif(company.cif)}
            </Text>
          </Group>
        )}
        <Group justify="space-between" gap="xs">
          {c.document ? (
            <CredentialDocumentButton id={c.id} size={c.document.size} />
          ) : (
            <Text size="sm" c="dimmed">
              {T.noDocument}
            </Text>
          )}
          <Group gap="xs">
            <Button variant="default" color="red.9" onClick={() => setRejecting(true)}>
              {T.reject}
            </Button>
            <Button color="teal.9" onClick={() => send('approve')} loading={decide.isPending && !rejecting}>
              {T.approve}
            </Button>
          </Group>
        </Group>
      </Stack>
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title={T.rejectTitle}>
        <Stack>
          <Text size="sm">
            {c.label} · {company.name}
          </Text>
          <Textarea
            label={T.rejectReason}
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            error={error}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              {T.cancel}
            </Button>
            <Button color="red.9" onClick={() => send('reject')} loading={decide.isPending}>
              {T.reject}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
