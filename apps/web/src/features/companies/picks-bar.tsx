/** The bar of the results' picked companies (issue 20), a lazy chunk of quote-picks.tsx. */
import { QUOTE_COMPANIES_MAX as MAX, QUOTE_ENTRY_TEXTS as T } from '@cimenta/shared/texts-quote-entry';
import { Button, Group, Paper, Text } from '@mantine/core';
import { type QuoteDefaults, RequestQuoteButton } from '../quotes';
import type { GuidedQuote } from '../../lib/guided-quote';
import type { Pick } from './quote-picks';

/** The answers as the request's defaults: budget and area only when given (both 0 means left out). */
function guidedQuoteDefaults(g: GuidedQuote): QuoteDefaults {
  const noBudget = g.budget.min === 0 && (g.budget.max ?? 0) === 0;
  const { min, max } = g.area;
  return {
    type: g.type,
    activity: g.activity,
    subActivity: g.subActivity,
    provinceName: g.provinceName,
    budget: noBudget ? undefined : g.budget,
    // One figure in the form: the range's lower bound, or its upper one when it starts at 0.
    area: min > 0 ? min : max > 0 ? max : undefined,
  };
}

/** What is picked, and the request to them; sticks to the bottom of the screen while the list scrolls. */
export default function PicksBar({
  picks,
  clear,
  guided,
}: {
  picks: Pick[];
  clear: () => void;
  /** The guided search's answers, when the request comes from there. */
  guided?: GuidedQuote | null;
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
          <RequestQuoteButton companies={picks} defaults={guided ? guidedQuoteDefaults(guided) : undefined} prefilled={!!guided} />
        </Group>
      </Group>
    </Paper>
  );
}
