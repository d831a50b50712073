/**
 * /admin "Empresas" (issue 19): find a company by name (without a name, the hidden ones are
 * listed), hide it with a reason or show it again. A hidden company is out of every public read;
 * each decision goes to the log.
 */
import { COMPANY_MODERATION_TEXTS as T, type ModeratedCompany } from '@cimenta/shared';
import { Anchor, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { showSuccessToast } from '../../lib/toasts';
import { useDecideCompany, useModeratedCompanies } from './companies-api';
import { ScreenState } from './screen-state';

const day = (iso: string) => new Date(iso).toLocaleDateString('es-ES', { timeZone: 'Europe/Madrid' });

export function ModeratedCompanies() {
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  const q = useModeratedCompanies(asked);
  return (
    <Stack gap="md">
      <search>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setAsked(search);
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={T.search}
              description={T.searchHint}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              maxLength={100}
              type="search"
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" variant="default">
              {T.searchButton}
            </Button>
          </Group>
        </form>
      </search>
      {!q.data ? (
        <ScreenState query={q} />
      ) : q.data.items.length === 0 ? (
        <Text c="dimmed">{asked.trim().length >= 2 ? T.none : T.noneHidden}</Text>
      ) : (
        <Stack gap="md" aria-busy={q.isFetching}>
          {q.data.items.map((c) => (
            <Company key={c.id} company={c} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Company({ company: c }: { company: ModeratedCompany }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideCompany();
  const hidden = c.hiddenAt !== null;
  const send = () => {
    if (!hidden && !reason.trim()) return setError(T.reasonRequired);
    setError(null);
    decide.mutate(
      { id: c.id, action: hidden ? 'show' : 'hide', reason: reason.trim() || undefined },
      {
        onSuccess: (res) => {
          setReason('');
          showSuccessToast(res.message);
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={c.name} data-testid="moderated-company">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Text fw={700}>
              {hidden ? (
                c.name
              ) : (
                <Anchor component={Link} to={paths.company(c.id)}>
                  {c.name}
                </Anchor>
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {c.fullName} · {c.city}, {c.province}
            </Text>
          </div>
          <Text size="sm" fw={700} c={hidden ? 'red.9' : 'teal.9'} data-testid="company-state">
            {hidden && c.hiddenAt ? T.hiddenSince(day(c.hiddenAt)) : T.visible}
          </Text>
        </Group>
        <Textarea
          label={T.reasonLabel}
          description={hidden ? T.showHint : T.reasonHint}
          autosize
          minRows={1}
          maxLength={1000}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button color={hidden ? undefined : 'red.9'} variant={hidden ? 'default' : 'filled'} onClick={send} loading={decide.isPending}>
            {hidden ? T.show : T.hide}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
