import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../app/providers';
import { SessionProvider } from '../lib/session';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
}

/** Renders an account component with the providers it expects, without a network. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  // The app's client, so the §8 error toasts come from its caches as in the app; no retries.
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <Notifications />
        <SessionProvider>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </SessionProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/**
 * Answers GET calls of the API client from a table keyed by path (no query),
 * so forms that load catalogues can render; other calls answer `{}`.
 */
export function fakeApi(table: Record<string, unknown>) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = path in table ? table[path] : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}

export const page = <T,>(items: T[]) => ({ items, page: 1, pages: 1, total: items.length });
