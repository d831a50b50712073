import { Box } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Renders its (lazy) children once the placeholder comes near the screen, so blocks far below
 * the fold do not weigh on the first load of the page.
 */
export function WhenVisible({ children, minHeight, label }: { children: ReactNode; minHeight: number; label?: string }) {
  const { ref, inViewport } = useInViewport();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (inViewport) setShown(true);
  }, [inViewport]);
  return (
    // data-when-visible marks a placeholder still waiting (the e2e helpers bring each on screen until it loads).
    <Box ref={ref} mih={shown ? undefined : minHeight} aria-label={label} data-when-visible={shown ? undefined : 'waiting'}>
      {shown && <Suspense fallback={<Box mih={minHeight} />}>{children}</Suspense>}
    </Box>
  );
}
