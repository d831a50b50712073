/**
 * The results page with nothing to show (issue 10): says what was asked (the text, the filters),
 * offers the correction when the server has one, and a way out: clear the text, drop a filter,
 * see every company. It never speaks of filters when none was set.
 */
import { type CompanyFilter, SEARCH_TEXTS } from '@cimenta/shared';
import { Anchor, Badge, Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { hasFilters, useFilterParts } from './filter-parts';

const T = SEARCH_TEXTS.noResults;

type Props = {
  text: string;
  /** The server's correction of the text, if any. */
  corrected?: string | null;
  filter: CompanyFilter;
  onText: (q: string) => void;
  onFilter: (filter: CompanyFilter) => void;
  onSeeAll: () => void;
};

export function EmptyState({ text, corrected, filter, onText, onFilter, onSeeAll }: Props) {
  const parts = useFilterParts(filter);
  const q = text.trim();
  const filtered = hasFilters(filter);
  const title = q && filtered ? T.textAndFilters(q) : q ? T.text(q) : filtered ? T.filters : T.none;
  return (
    <Paper withBorder radius="lg" p="xl" ta="center" data-testid="empty-state">
      <Stack align="center" gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {corrected && corrected !== q && (
          <Text>
            {T.didYouMean}{' '}
            <Anchor component="button" type="button" fw={700} onClick={() => onText(corrected)}>
              «{corrected}»
            </Anchor>
            ?
          </Text>
        )}
        {parts.length > 0 && (
          <Stack gap={6} align="center">
            <Text c="dimmed" size="sm">
              {T.dropHint}
            </Text>
            <Group gap={6} justify="center">
              {parts.map((p) => (
                <Badge
                  key={p.key}
                  variant="light"
                  size="lg"
                  tt="none"
                  rightSection={<CloseButton size="xs" aria-label={T.dropFilter(p.name)} onClick={() => onFilter(p.without)} />}
                >
                  {p.name}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
        <Group gap="sm" justify="center">
          {q && (
            <Button variant="default" onClick={() => onText('')}>
              {T.clearText}
            </Button>
          )}
          {(q || filtered) && (
            <Button variant="light" onClick={onSeeAll}>
              {T.seeAll}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
