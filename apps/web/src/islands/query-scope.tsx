/**
 * TanStack Query for what an island loads later (its menus, dialogs, forms): one client for the
 * page's islands, created with the first of them, and the toasts its failures raise; with Mantine
 * (mantine.tsx), which all of those use. Imported only
 * by those lazily loaded parts, so an island page's first load has no TanStack Query.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type JSX, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createQueryClient, Toasts } from '../app/providers';
import { MantineScope } from './mantine';
import type { SeededQuery } from './table';

let client: QueryClient | null = null;
export const islandQueryClient = () => {
  client ??= createQueryClient();
  return client;
};

let toastsShown = false;

/** The islands' query client (or `client`), and the toasts' container in the first scope mounted only. */
export function QueryScope({ client, children }: { client?: QueryClient; children: ReactNode }) {
  // After mounting: the server's HTML has no container, nor has the island it hydrates.
  const [toasts, setToasts] = useState(false);
  useEffect(() => {
    if (toastsShown) return;
    toastsShown = true;
    setToasts(true);
  }, []);
  return (
    <QueryClientProvider client={client ?? islandQueryClient()}>
      <MantineScope>
        {toasts && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
        {children}
      </MantineScope>
    </QueryClientProvider>
  );
}

/**
 * The islands' query client with `queries` (the server's answers, islands/seeds.ts) put in first,
 * so the island's hydration finds what the server rendered and fetches nothing. On the server, a
 * client per render (requests never share a cache).
 */
export function SeededScope({ queries, children }: { queries: SeededQuery[]; children: ReactNode }) {
  const [seeded] = useState(() => {
    const c = typeof window === 'undefined' ? createQueryClient() : islandQueryClient();
    for (const q of queries) if (c.getQueryData(q.queryKey) === undefined) c.setQueryData(q.queryKey, q.data);
    return c;
  });
  return <QueryScope client={seeded}>{children}</QueryScope>;
}

/** `C` inside the islands' query client. */
export function withQuery<P extends object>(C: ComponentType<P>): (props: P) => JSX.Element {
  return function WithQuery(props: P) {
    return (
      <QueryScope>
        <C {...props} />
      </QueryScope>
    );
  };
}
