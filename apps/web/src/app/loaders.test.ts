/**
 * The route table's loaders (issue 21) against the msw API: what each public route asks for
 * before the server renders it, through React Router's own static handler as entry-server.tsx
 * runs it; a 4xx stays the page's state, a 5xx is a 503; in the browser a loader only starts its
 * fetches.
 */
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { createStaticHandler, isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { card, calls, page, serveMockApi, server } from '../test/msw';
import { createRoutes } from './router';

serveMockApi();

const ID = '7b6f0d8e-1c1e-4e39-9a43-1d6a1f4e2b10';
const company = { ...card(ID, 'Fontanería Gil'), projects: [], networks: [], phone: null, web: null, email: null };

async function load(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const handler = createStaticHandler(createRoutes({ queryClient, server: true }));
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error('unexpected response');
  const keys = queryClient
    .getQueryCache()
    .getAll()
    .map((q) => `${q.queryKey[0]} ${q.state.status}`)
    .sort();
  return { context, keys, queryClient };
}

describe('route loaders', () => {
  it('the results page asks for the URL’s search and the facets’ names; unknown parameters change nothing', async () => {
    const { keys, context } = await load('/companies?provincia=Madrid&texto=reformas&utm_source=x');
    expect(context.errors).toBeNull();
    expect(keys).toEqual([
      'GET /activities success',
      'GET /companies success',
      'GET /companytypes success',
      'GET /employees success',
      'GET /provinces success',
    ]);
    const search = calls.find((c) => c.startsWith('/companies?'));
    const query = new URLSearchParams(search?.split('?')[1]);
    expect(JSON.parse(query.get('filter') ?? '')).toEqual([{ provinceName: 'Madrid' }]);
    expect(query.get('facets')).toBe('true');
    expect(search).not.toContain('utm');
  });

  it('the home asks for its counts, the first type’s activities and the first featured city’s companies', async () => {
    const { keys } = await load('/');
    expect(keys).toEqual([
      'GET /activities success',
      'GET /activities success',
      'GET /companies success',
      'GET /companies success',
      'GET /companytypes success',
      'GET /provinces success',
    ]);
    expect(calls).toContain('/activities?companyType=1&main=true&perPage=200');
    expect(calls.some((c) => c.startsWith('/companies?') && c.includes('cityName=Madrid'))).toBe(true);
  });

  it('a company page asks for the company, its reviews and the price guide’s pages, then its province’s landing links; a missing one is the page’s 404', async () => {
    const reviews = {
      items: [],
      page: 1,
      pages: 1,
      total: 0,
      summary: { count: 0, average: null, quality: null, deadlines: null, price: null },
    };
    server.use(
      http.get('*/api/v1/companies/:id', ({ params }) =>
        params.id === ID ? HttpResponse.json(company) : HttpResponse.json({ errors: 'No existe' }, { status: 404 }),
      ),
      http.get('*/api/v1/companies/:id/reviews', ({ params }) =>
        params.id === ID ? HttpResponse.json(reviews) : HttpResponse.json({ errors: 'No existe' }, { status: 404 }),
      ),
      http.get('*/api/v1/landing', () => HttpResponse.json(page([]))),
      http.get('*/api/v1/prices', () => HttpResponse.json({ items: [] })),
    );
    const found = await load(`/company/${ID}`);
    expect(found.keys).toEqual([
      'GET /companies/:id success',
      'GET /companies/:id/reviews success',
      'GET /companytypes success',
      'GET /landing success',
      'GET /prices success',
    ]);
    expect(calls).toContain('/landing?province=madrid');

    const missing = await load('/company/00000000-0000-4000-8000-000000000000');
    expect(missing.context.errors).toBeNull();
    expect(missing.keys).toEqual(['GET /companies/:id error', 'GET /companies/:id/reviews error', 'GET /companytypes success', 'GET /prices success']);
  });

  it('an API that fails (5xx) makes the loader answer 503', async () => {
    server.use(http.get('*/api/v1/companies', () => HttpResponse.json({ errors: 'fallo' }, { status: 500 })));
    const { context } = await load('/companies');
    const error = Object.values(context.errors ?? {})[0];
    expect(isRouteErrorResponse(error) && error.status).toBe(503);
  });

  it('pages without data of their own load only the layout’s', async () => {
    for (const url of ['/accesibilidad', '/know-me', '/no-such-page']) {
      const { keys, context } = await load(url);
      expect(context.errors, url).toBeNull();
      expect(keys, url).toEqual(['GET /companytypes success']);
    }
  });

  it('in the browser a loader starts its fetches and returns at once', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get('*/api/v1/companies', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json(page([], 0));
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const routes = createRoutes({ queryClient, server: false });
    const companies = routes[0]?.children?.find((r) => r.id === 'companies');
    const lazy = typeof companies?.lazy === 'function' ? await companies.lazy() : undefined;
    const loader = lazy && 'loader' in lazy ? lazy.loader : undefined;
    if (typeof loader !== 'function') throw new Error('the results route has no loader');
    const url = new URL('http://localhost/companies');
    expect(await loader({ request: new Request(url), url, params: {}, pattern: '/companies', context: {} })).toBeNull();
    // The results are on their way, not waited for.
    await expect.poll(() => answer).toBeDefined();
    const results = queryClient.getQueryCache().findAll({ queryKey: ['GET /companies'] });
    expect(results.map((q) => q.state.status)).toEqual(['pending']);
    answer?.();
  });
});
