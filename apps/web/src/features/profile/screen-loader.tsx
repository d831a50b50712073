import { ACCOUNT_TEXTS } from '@cimenta/shared';
import { Button, Center, Loader, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';

/** A loading state announced to screen readers (a bare Loader span may not carry aria-label). */
export function ScreenLoader() {
  return (
    <Center py={80} role="status">
      <Loader />
      <VisuallyHidden>{ACCOUNT_TEXTS.common.loading}</VisuallyHidden>
    </Center>
  );
}

/** A screen whose data could not be loaded: says so, with a button that asks again. */
export function ScreenError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Paper withBorder radius="md" p="lg" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Button variant="light" onClick={onRetry}>
          {ACCOUNT_TEXTS.profile.retry}
        </Button>
      </Stack>
    </Paper>
  );
}
