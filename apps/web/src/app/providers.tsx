import { MantineProvider } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ApiError, notifyApiError } from '../lib/api';
import { useIsMobile } from '../lib/device';
import { SessionProvider } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';

// Loaded with the first toast: toasts raised before it mounts wait in the notifications store.
const Notifications = lazy(() => import('./toast-container').then((m) => ({ default: m.Notifications })));

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the screen shows this failure itself (a missing company, a used recovery link). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** The SPEC §8 error toasts, once per failed query or mutation (after its retries). */
function toastFailure(error: unknown, meta: { silent?: boolean } | undefined): void {
  if (!meta?.silent) notifyApiError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => toastFailure(error, mutation.meta) }),
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
export function Toasts() {
  const mobile = useIsMobile();
  const { notifications, queue } = useNotifications();
  // Most visits raise no toast: the container's code is fetched for the first one, then stays.
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return <Notifications position={mobile ? 'bottom-center' : 'bottom-right'} limit={5} zIndex={1000} />;
}
