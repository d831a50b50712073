import type { LandingLink, LandingPage as Page } from '@cimenta/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { type LoaderFunctionArgs, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeadProvider } from '../../lib/seo/context';
import { renderApp } from '../../test/render';
import { LandingPage } from './landing-page';
import { QueryClient } from '@tanstack/react-query';
import { landingLoader } from './loader';
import { landingPageQueryOptions } from './queries';

const card = (i: number) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  name: `Reformas Ejemplo ${i}`,
  fullName: `Reformas Ejemplo ${i} S.L.`,
  type: { id: 2, name: 'Empresa de reformas' },
  description: 'Reformas integrales de pisos.',
  address: { province: { id: 28, name: 'Madrid' }, city: { id: 28079, name: 'Madrid' }, country: 'España' },
  area: { min: 50, max: 500 },
  budget: { min: 1000, max: 50000 },
  employees: null,
  activities: [{ id: 201, name: 'Reforma de pisos', parent: { id: 2, name: 'Reformas integrales' } }],
  logo: null,
  photo: null,
  picture: null,
});
const link = (kind: 'empresas' | 'servicios', id: number, slug: string, name: string, province: string, total: number): LandingLink => ({
  kind,
  service: { id, slug, name },
  province: { id: 0, slug: province.toLowerCase(), name: province },
  path: `/${kind}/${slug}/${province.toLowerCase()}`,
  label: `${name} en ${province}`,
  total,
});

const PAGE: Page = {
  kind: 'empresas',
  service: { id: 2, slug: 'reformas', name: 'Empresas de reformas' },
  province: { id: 28, slug: 'madrid', name: 'Madrid' },
  heading: 'Empresas de reformas en Madrid',
  title: 'Empresas de reformas en Madrid (página 2) | Cimenta',
  description: '45 empresas de reformas en Madrid. Compara sus servicios.',
  path: '/empresas/reformas/madrid?page=2',
  baseUrl: 'https://cimenta.example',
  breadcrumbs: [
    { name: 'Inicio', path: '/' },
    { name: 'Empresas', path: '/companies' },
    { name: 'Empresas de reformas en Madrid', path: '/empresas/reformas/madrid' },
  ],
  companies: { items: [card(1), card(2)], page: 2, pages: 3, total: 45 },
  // No counts: the facets stay out (they are read in e2e/landing.spec.ts with the real catalogue).
  facets: { types: [], activities: [], provinces: [], employees: [] },
  neighbours: [link('empresas', 2, 'reformas', 'Empresas de reformas', 'Toledo', 12)],
  siblings: [link('servicios', 6, 'instalaciones', 'Instalaciones', 'Madrid', 7)],
  prices: [],
};

let calls: string[];
function serve(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}
// The public origin comes from the server's payload through HeadProvider (main.tsx), as in the app.
const show = (route: string) =>
  renderApp(
    <HeadProvider origin={PAGE.baseUrl}>
      <Routes>
        <Route path="/empresas/:service/:province" element={<LandingPage kind="empresas" />} />
      </Routes>
    </HeadProvider>,
    { route },
  );

beforeEach(() => {
  calls = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<LandingPage />', () => {
  it('asks for the page of its URL and shows heading, companies, breadcrumbs, links and pages', async () => {
    serve(200, PAGE);
    show('/empresas/reformas/madrid?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresas de reformas en Madrid' })).toBeInTheDocument();
    expect(calls).toEqual(['/api/v1/landing/empresas/reformas/madrid?page=2']);
    expect(screen.getAllByTestId('company-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Reformas Ejemplo 1' })).toHaveAttribute('href', `/company/${card(1).id}`);

    const crumbs = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(crumbs).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Empresas' })).toHaveAttribute('href', '/companies');
    expect(within(crumbs).getByText('Empresas de reformas en Madrid')).toHaveAttribute('aria-current', 'page');

    const near = screen.getByRole('region', { name: 'Empresas de reformas en provincias cercanas' });
    expect(within(near).getByRole('link', { name: 'Toledo' })).toHaveAttribute('href', '/empresas/reformas/toledo');
    const others = screen.getByRole('region', { name: 'Otros servicios en Madrid' });
    expect(within(others).getByRole('link', { name: 'Instalaciones' })).toHaveAttribute('href', '/servicios/instalaciones/madrid');

    const pager = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(pager).getByRole('link', { name: /Anterior/ })).toHaveAttribute('href', '/empresas/reformas/madrid');
    expect(within(pager).getByRole('link', { name: /Siguiente/ })).toHaveAttribute('href', '/empresas/reformas/madrid?page=3');
    expect(within(pager).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts title, description and canonical in the head, and JSON-LD breadcrumbs and item list', async () => {
    serve(200, PAGE);
    show('/empresas/reformas/madrid?page=2');
    await screen.findByRole('heading', { level: 1 });
    // PageHead writes the tags into document.head (marked data-seo), never into the page's tree.
    await waitFor(() => expect(document.head.querySelector('title[data-seo]')?.textContent).toBe(PAGE.title));
    expect(document.title).toBe(PAGE.title);
    expect(document.head.querySelector('meta[data-seo][name="description"]')).toHaveAttribute('content', PAGE.description);
    expect(document.head.querySelector('link[data-seo][rel="canonical"]')).toHaveAttribute(
      'href',
      'https://cimenta.example/empresas/reformas/madrid?page=2',
    );
    expect(document.body.querySelector('title, meta, link[rel="canonical"], script[type="application/ld+json"]')).toBeNull();
    const ld = [...document.head.querySelectorAll('script[data-seo][type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    );
    const crumbs = ld.find((x) => x['@type'] === 'BreadcrumbList');
    expect(crumbs['@context']).toBe('https://schema.org');
    expect(crumbs.itemListElement.map((i: { position: number; item: string }) => [i.position, i.item])).toEqual([
      [1, 'https://cimenta.example/'],
      [2, 'https://cimenta.example/companies'],
      [3, 'https://cimenta.example/empresas/reformas/madrid'],
    ]);
    const list = ld.find((x) => x['@type'] === 'ItemList');
    expect(list.numberOfItems).toBe(45);
    // Page 2 of 20 a page: positions 21 and 22.
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 21, url: `https://cimenta.example/company/${card(1).id}`, name: 'Reformas Ejemplo 1' },
      { '@type': 'ListItem', position: 22, url: `https://cimenta.example/company/${card(2).id}`, name: 'Reformas Ejemplo 2' },
    ]);
  });

  it('shows the not-found page for a page the API does not have, and for a bad page number', async () => {
    serve(404, { errors: 'No hay ninguna página de empresas con esa dirección' });
    show('/empresas/reformas/atlantida');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    serve(200, PAGE);
    show('/empresas/reformas/madrid?page=0');
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Página no encontrada' })).toHaveLength(2);
  });

  it("its loader fills the cache on the server: a 404 stays the page's own state, a 5xx is a 503", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const load = landingLoader({ queryClient, server: true }, 'empresas');
    const args = (province: string, search = '?page=2'): LoaderFunctionArgs => {
      const url = new URL(`http://x/empresas/reformas/${province}${search}`);
      return {
        params: { service: 'reformas', province },
        request: new Request(url),
        url,
        pattern: '/empresas/:service/:province',
        context: {},
      };
    };
    serve(200, PAGE);
    expect(await load(args('madrid'))).toBeNull();
    expect(
      queryClient.getQueryData(landingPageQueryOptions({ kind: 'empresas', service: 'reformas', province: 'madrid', page: 2 }).queryKey),
    ).toEqual(PAGE);
    serve(404, { errors: 'No hay ninguna página de empresas con esa dirección' });
    expect(await load(args('atlantida'))).toBeNull();
    const missing = landingPageQueryOptions({ kind: 'empresas', service: 'reformas', province: 'atlantida', page: 2 });
    expect(queryClient.getQueryState(missing.queryKey)?.status).toBe('error');
    serve(500, { errors: 'fallo' });
    const failure = await load(args('toledo')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Response);
    expect((failure as Response).status).toBe(503);
    // `?page=x` names no page: nothing is asked.
    calls = [];
    expect(await load(args('madrid', '?page=x'))).toBeNull();
    expect(calls).toEqual([]);
  });
});
