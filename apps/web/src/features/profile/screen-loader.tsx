import { ACCOUNT_TEXTS } from '@cimenta/shared';
import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A loading state announced to screen readers (a bare Loader span may not carry aria-label). */
export function ScreenLoader() {
  return (
    <Center py={80} role="status">
      <Loader />
      <VisuallyHidden>{ACCOUNT_TEXTS.common.loading}</VisuallyHidden>
    </Center>
  );
}
