/**
 * What the server made of the text (issue 10): the correction with the way back to the text as
 * typed, a partial match, the places and trades it recognised, and the criteria the guided search
 * dropped. Nothing shows when the answer carries none of it.
 */
import { type Relaxable, SEARCH_TEXTS, type SearchInfo } from '@cimenta/shared';
import { Alert, Anchor, Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { textWithout } from './search-text';

const T = SEARCH_TEXTS.searchInfo;

type Props = {
  search?: SearchInfo;
  relaxed?: Relaxable[];
  /** Search the same text again, exactly as typed. */
  onLiteral: () => void;
  /** Search another text. */
  onText: (q: string) => void;
};

export function SearchBanner({ search, relaxed, onLiteral, onText }: Props) {
  const chips = search
    ? [
        ...search.places.map((p) => ({ key: `${p.kind}-${p.id}`, name: p.name })),
        ...search.activities.map((a) => ({ key: `a-${a.id}`, name: a.name })),
      ]
    : [];
  if (!relaxed?.length && !search?.corrected && !search?.partial && !chips.length) return null;
  return (
    <Stack gap="xs" mb="md" data-testid="search-banner">
      {relaxed && relaxed.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} p="sm">
          {T.relaxed(relaxed.map((r) => T.relaxNames[r]).join(', '))}
        </Alert>
      )}
      {search?.corrected && (
        <Text size="sm">
          <Text component="span" fw={700} size="sm">
            {T.corrected(search.corrected)}
          </Text>
          {'. '}
          <Anchor component="button" type="button" size="sm" onClick={onLiteral}>
            {T.literal(search.query)}
          </Anchor>
        </Text>
      )}
      {search?.partial && <Text size="sm">{T.partial(search.corrected ?? search.query)}</Text>}
      {search && chips.length > 0 && (
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {T.understood}
          </Text>
          {chips.map((c) => {
            const without = textWithout(search.query, c.name);
            const removable = without !== search.query.trim();
            return (
              <Badge
                key={c.key}
                variant="light"
                size="lg"
                tt="none"
                rightSection={
                  removable ? <CloseButton size="xs" aria-label={T.removeChip(c.name)} onClick={() => onText(without)} /> : undefined
                }
              >
                {c.name}
              </Badge>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
