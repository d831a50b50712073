import { PUBLIC_TEXTS } from '@cimenta/shared';
import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A loading state announced to screen readers (a bare Loader span may not carry aria-label). */
export function PageLoader() {
  return (
    <Center py={80} role="status" aria-live="polite">
      <Loader />
      <VisuallyHidden>{PUBLIC_TEXTS.loading}</VisuallyHidden>
    </Center>
  );
}
