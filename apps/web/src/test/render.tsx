import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { RouterNav } from '../app/router-nav';
import { SessionProvider } from '../lib/session';

type RenderOptions = {
  route?: string;
  /**
   * Server rendering: the tree is rendered to HTML first, this runs on that HTML (what a visitor
   * does before the page's code arrives), then React hydrates it.
   */
  beforeHydrate?: (container: HTMLElement) => void;
};

/** Renders with the app's providers and a memory router at `route`. */
export function renderApp(ui: ReactElement, { route = '/', beforeHydrate }: RenderOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <Notifications />
        <SessionProvider>
          <MemoryRouter initialEntries={[route]}>
            <RouterNav>{ui}</RouterNav>
          </MemoryRouter>
        </SessionProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
  if (!beforeHydrate) return render(tree);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  beforeHydrate(container);
  return render(tree, { container, hydrate: true });
}

const page = <T,>(items: T[]) => ({ items, page: 1, pages: 1, total: items.length });

/** Catalogue answers keyed by path; `/activities` distinguishes main ones from sub-activities. */
export function catalogFetch(calls: string[] = []) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${url.pathname}${url.search}`);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    let body: unknown = {};
    if (path === '/companytypes')
      body = page([
        { id: 1, name: 'Constructora', slug: 'constructora', fixed: false },
        { id: 2, name: 'Empresa de reformas', slug: 'reformas', fixed: false },
      ]);
    else if (path === '/activities') {
      const parent = url.searchParams.get('parent');
      body = parent
        ? page([
            { id: 201, name: 'Reforma de pisos', parent: { id: 2, name: 'Reformas integrales' }, total: 3, totalChildren: 0 },
            { id: 202, name: 'Reforma de casas', parent: { id: 2, name: 'Reformas integrales' }, total: 1, totalChildren: 0 },
          ])
        : page([
            { id: 1, name: 'Obra nueva', parent: null, total: 10, totalChildren: 6 },
            { id: 2, name: 'Reformas integrales', parent: null, total: 12, totalChildren: 6 },
          ]);
    } else if (path === '/provinces')
      body = page([
        { id: 28, name: 'Madrid', province: 'Madrid', community: { id: 13, name: 'Comunidad de Madrid' } },
        { id: 8, name: 'Barcelona', province: 'Barcelona', community: { id: 9, name: 'Cataluña' } },
      ]);
    else if (path === '/employees')
      body = page([
        { id: 1, label: 'De 1 a 5 empleados', name: 'De 1 a 5 empleados' },
        { id: 2, label: 'De 6 a 10 empleados', name: 'De 6 a 10 empleados' },
        { id: 3, label: 'De 11 a 25 empleados', name: 'De 11 a 25 empleados' },
        { id: 4, label: 'De 26 a 50 empleados', name: 'De 26 a 50 empleados' },
      ]);
    else if (path === '/companies') body = { items: [], page: 1, pages: 0, total: 1234 };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}
