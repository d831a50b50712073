/**
 * After "Pedir presupuesto" on the guided search's last step (issue 20): the results say how to go
 * on (pick up to `QUOTE_COMPANIES_MAX` cards, then the picks bar's button), offer to pick the first
 * ones at once, and the request's form is filled with the answers (`guidedQuoteDefaults`).
 */
import { QUOTE_COMPANIES_MAX as MAX, QUOTE_ENTRY_TEXTS } from '@cimenta/shared/texts-quote-entry';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import type { QuoteDefaults } from '../quotes';
import type { GuidedQuote } from '../search';

const T = QUOTE_ENTRY_TEXTS.guided;

/** The answers as the request's defaults: budget and area only when given (both 0 means left out). */
export function guidedQuoteDefaults(g: GuidedQuote): QuoteDefaults {
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

export function GuidedQuoteBanner({
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
