/** The bar of the results' picked companies (issue 20), a lazy chunk of quote-picks.tsx. */
import { QUOTE_COMPANIES_MAX as MAX, QUOTE_ENTRY_TEXTS as T } from '@cimenta/shared/texts-quote-entry';
import { Button, Group, Paper, Text } from '@mantine/core';
import { type QuoteDefaults, RequestQuoteButton } from '../quotes';
import type { Pick } from './quote-picks';

/** What is picked, and the request to them; sticks to the bottom of the screen while the list scrolls. */
export default function PicksBar({
  picks,
  clear,
  defaults,
  prefilled,
}: {
  picks: Pick[];
  clear: () => void;
  defaults?: QuoteDefaults;
  prefilled?: boolean;
}) {
  return (
    <Paper
      withBorder
      shadow="md"
      radius="lg"
      p="sm"
      style={{ position: 'sticky', bottom: 12, zIndex: 5 }}
      role="region"
      aria-label={T.picked(picks.length, MAX)}
      data-testid="quote-picks"
    >
      <Group justify="space-between" gap="sm">
        <div>
          <Text size="sm" fw={600} aria-live="polite">
            {T.picked(picks.length, MAX)}
          </Text>
          <Text size="xs" c="dimmed">
            {picks.length < MAX ? T.pickHint(MAX) : T.pickFull(MAX)}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="subtle" onClick={clear}>
            {T.clearPicks}
          </Button>
          <RequestQuoteButton companies={picks} defaults={defaults} prefilled={prefilled} />
        </Group>
      </Group>
    </Paper>
  );
}
