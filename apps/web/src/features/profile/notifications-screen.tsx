import { ACCOUNT_TEXTS } from '@cimenta/shared';
import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { toastInfo } from '../account-shared';
import { SectionCard } from './section-card';

const T = ACCOUNT_TEXTS.notifications;

/**
 * Three e-mail switches; by the spec no call is made and nothing is saved (SPEC.md §2). The
 * screen says so up front, and the update button repeats it instead of claiming a save.
 */
export function NotificationsScreen() {
  const [state, setState] = useState({ newCompanies: true, profileViews: true, platformUpdates: false });
  const toggle = (key: keyof typeof state) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setState((s) => ({ ...s, [key]: e.currentTarget.checked }));
  return (
    <SectionCard title={T.title} intro={T.intro}>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} title={T.notSaved}>
        {T.notSavedDetail}
      </Alert>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          toastInfo(T.notSaved);
        }}
      >
        <Stack gap="md">
          <Switch label={T.newCompanies} checked={state.newCompanies} onChange={toggle('newCompanies')} />
          <Switch label={T.profileViews} checked={state.profileViews} onChange={toggle('profileViews')} />
          <Switch label={T.platformUpdates} checked={state.platformUpdates} onChange={toggle('platformUpdates')} />
          <Group justify="flex-end">
            <Button type="submit">{T.update}</Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
