/** Stars that read as text to a screen reader ("Valoración: 4,5 de 5"). */
import { REVIEW_PUBLIC_TEXTS as T } from '@cimenta/shared/texts-reviews-public';
import { Group, Text } from '@mantine/core';
import { StarsMeter, type StarsSize } from '../../components/stars-meter';

export function Stars({ value, size = 'sm', showValue = false }: { value: number; size?: StarsSize; showValue?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={T.starsLabel(value)}>
      <StarsMeter value={value} size={size} />
      {showValue && (
        <Text fw={700} size={size} aria-hidden>
          {T.stars(value).replace(' de 5', '')}
        </Text>
      )}
    </Group>
  );
}
