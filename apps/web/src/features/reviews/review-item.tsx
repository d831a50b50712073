/**
 * Styles inline, not in a CSS module: this component is shared by the company page, Mi perfil and
 * /admin, and a module would become a second stylesheet on the server-rendered company page.
 */
const preLine = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;
const photoLink = { display: 'block', aspectRatio: '4 / 3', overflow: 'hidden', borderRadius: 'var(--mantine-radius-sm)' } as const;
const photoImg = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const;
const answerBox = {
  borderLeft: '3px solid var(--mantine-color-brand-6)',
  padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
  background: 'var(--mantine-color-gray-0)',
  borderRadius: '0 var(--mantine-radius-sm) var(--mantine-radius-sm) 0',
} as const;

/** One published review: stars, author, work and month, text, photos and the company's answer. */
import type { Review } from '@cimenta/shared';
import { REVIEW_ASPECTS, REVIEW_PUBLIC_TEXTS } from '@cimenta/shared/texts-reviews-public';
import { Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { dayName, monthName } from './format';
import { Stars } from './stars';

const T = REVIEW_PUBLIC_TEXTS;

export function ReviewItem({ review: r, onReport }: { review: Review; onReport?: () => void }) {
  return (
    <Paper component="article" withBorder radius="md" p="md" data-testid="review" aria-label={`${r.author}: ${T.stars(r.rating)}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Stars value={r.rating} />
            <Text fw={600}>{r.author}</Text>
            <Text size="sm" c="dimmed">
              {T.work(r.work.name, monthName(r.finished))}
            </Text>
          </Stack>
          <Text size="xs" c="dimmed" component="time" dateTime={r.createdAt}>
            {dayName(r.createdAt)}
          </Text>
        </Group>
        <Group gap="md" style={{ rowGap: 2 }}>
          {(Object.keys(REVIEW_ASPECTS) as (keyof typeof REVIEW_ASPECTS)[]).map((k) => (
            <Text key={k} size="xs" c="dimmed">
              {REVIEW_ASPECTS[k]}: <b>{r[k]}</b>/5
            </Text>
          ))}
        </Group>
        <Text style={preLine}>{r.text}</Text>
        {r.images.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
            {r.images.map((src, i) => (
              <a key={src} href={src} style={photoLink} target="_blank" rel="noopener">
                <img src={src} alt={T.photo(r.author, i + 1, r.images.length)} loading="lazy" width={160} height={120} style={photoImg} />
              </a>
            ))}
          </SimpleGrid>
        )}
        {r.answer && (
          <Box style={answerBox}>
            <Text size="sm" fw={600}>
              {T.answerTitle}
            </Text>
            <Text size="sm" style={preLine}>
              {r.answer.text}
            </Text>
          </Box>
        )}
        {onReport && (
          <Group justify="flex-end">
            <Button variant="subtle" color="gray" size="compact-xs" leftSection={<IconFlag size={14} aria-hidden />} onClick={onReport}>
              {T.report}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
