import { PUBLIC_TEXTS } from '@cimenta/shared';
import { Button, Container, Stack, Text, Title } from '@mantine/core';

/** Last resort when a route crashes or its chunk fails to load (e.g. after a deploy). */
export function RouteError() {
  const T = PUBLIC_TEXTS.routeError;
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{T.title}</Title>
        <Text c="dimmed">{T.text}</Text>
        <Button onClick={() => window.location.reload()}>{T.retry}</Button>
      </Stack>
    </Container>
  );
}
