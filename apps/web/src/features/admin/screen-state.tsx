import { MODERATION_TEXTS } from '@cimenta/shared';
import { Alert, Center, Loader } from '@mantine/core';

/** A tab's loading or failure (403 when the role was taken away meanwhile). */
export function ScreenState({ query }: { query: { isError: boolean; error: Error | null } }) {
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {query.error?.message ?? MODERATION_TEXTS.notAdmin}
      </Alert>
    );
  return (
    <Center py="xl">
      <Loader aria-label={MODERATION_TEXTS.loading} />
    </Center>
  );
}
