import { MSG, PUBLIC_TEXTS } from '@cimenta/shared';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a public page shows when its data could not be loaded (the server answers it with 503):
 * a heading and one line, centred; `children` go below (a way on, a page head).
 */
export function PageLoadFailed({
  title = PUBLIC_TEXTS.routeError.title,
  text = MSG.serverError,
  head,
  children,
}: {
  title?: string;
  text?: string;
  head?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container size="sm" py={80}>
      {head}
      <Stack align="center" ta="center">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Container>
  );
}
