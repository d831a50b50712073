import { MOBILE_MAX_WIDTH } from '@cimenta/shared';
import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { ApiError } from '../lib/api';
import { SessionProvider } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';

// Toasts raised before this loads wait in the notifications store and show once it mounts.
const Notifications = lazy(() => import('@mantine/notifications/container').then((m) => ({ default: m.Notifications })));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        // A 4xx will not get better by asking again; a network blip might.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Toasts at the bottom, above every dialog (z-index over the modals' 300): a dialog's title and
 * close button are at its top, so an error raised from a dialog never covers them.
 */
function Toasts() {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false;
  return <Notifications position={mobile ? 'bottom-center' : 'bottom-right'} limit={5} zIndex={1000} />;
}
