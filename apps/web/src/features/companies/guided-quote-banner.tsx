/**
 * After "Pedir presupuesto" on the guided search's last step (issue 20): the results say how to go
 * on (pick up to `QUOTE_COMPANIES_MAX` cards, then the picks bar's button) and offer to pick the
 * first ones at once; the request's form is filled with the answers (picks-bar.tsx). A lazy chunk:
 * the results' first load does not carry it.
 */
import { QUOTE_COMPANIES_MAX as MAX, QUOTE_ENTRY_TEXTS } from '@cimenta/shared/texts-quote-entry';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';

const T = QUOTE_ENTRY_TEXTS.guided;

export default function GuidedQuoteBanner({
  available,
  onPickFirst,
  onDismiss,
}: {
  available: number;
  onPickFirst: () => void;
  onDismiss: () => void;
}) {
  const n = Math.min(MAX, available);
  return (
    <Alert
      color="brand"
      variant="light"
      radius="md"
      title={T.title}
      icon={<IconFileDescription size={20} aria-hidden />}
      role="region"
      aria-label={T.title}
      data-testid="guided-quote-banner"
    >
      <Text size="sm">{T.text(MAX)}</Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={onPickFirst} disabled={n === 0}>
          {T.pickFirst(n)}
        </Button>
        <Button size="xs" variant="subtle" onClick={onDismiss}>
          {T.dismiss}
        </Button>
      </Group>
    </Alert>
  );
}
