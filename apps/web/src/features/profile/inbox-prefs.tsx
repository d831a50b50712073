/** The inbox's mail preferences (issue 20), saved for real (not the spec's notifications screen, which stays as SPEC §2 says). */
import type { MailPrefs } from '@cimenta/shared/quotes';
import { INBOX_CONVERSATION_TEXTS } from '@cimenta/shared/texts-quotes';
import { Button, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { showSuccessToast } from '../../lib/toasts';
import { useMailPrefs, useSaveMailPrefs } from './api/inbox';
import { SectionCard } from './section-card';

const T = INBOX_CONVERSATION_TEXTS;
const KEYS = ['newContact', 'newRequest', 'newMessage', 'weeklySummary'] as const;

export function InboxPrefs() {
  const prefs = useMailPrefs();
  if (!prefs.data) return null;
  return <PrefsForm initial={prefs.data} />;
}

function PrefsForm({ initial }: { initial: MailPrefs }) {
  const [value, setValue] = useState(initial);
  const save = useSaveMailPrefs();
  return (
    <SectionCard title={T.prefsTitle} intro={T.prefsIntro}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(value, { onSuccess: (r) => showSuccessToast(r.message) });
        }}
      >
        <Stack gap="sm">
          {KEYS.map((k) => (
            <Switch
              key={k}
              label={T.prefs[k]}
              checked={value[k]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setValue((v) => ({ ...v, [k]: checked }));
              }}
            />
          ))}
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {T.savePrefs}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
