/** Issue 20: the price guide's pages render the API's figures in Spanish number format, and a 404 without figures. */
import type { PriceLink, PricePage } from '@cimenta/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeadProvider } from '../../lib/seo/context';
import { renderApp } from '../../test/render';
import { PricePageRoute, PricesIndexPage } from './prices-page';

const link = (slug: string, name: string, id: number, province: string | null, projects: number, median: number): PriceLink => ({
  activity: { id, slug, name },
  province: province ? { id: 46, slug: province.toLowerCase(), name: province } : null,
  path: `/precios/${slug}${province ? `/${province.toLowerCase()}` : ''}`,
  label: `¿Cuánto cuesta reformar un baño${province ? ` en ${province}` : ''}?`,
  projects,
  median,
});

const PAGE: PricePage = {
  activity: { id: 206, slug: 'reforma-de-banos', name: 'Reforma de baños' },
  province: { id: 46, slug: 'valencia', name: 'Valencia' },
  heading: '¿Cuánto cuesta reformar un baño en Valencia?',
  title: '¿Cuánto cuesta reformar un baño en Valencia? Precios reales | Cimenta',
  description: 'Precio mediano de 8.000 € según 5 proyectos reales en Valencia.',
  path: '/precios/reforma-de-banos/valencia',
  baseUrl: 'https://cimenta.example',
  breadcrumbs: [
    { name: 'Inicio', path: '/' },
    { name: 'Precios', path: '/precios' },
    { name: '¿Cuánto cuesta reformar un baño?', path: '/precios/reforma-de-banos' },
    { name: '¿Cuánto cuesta reformar un baño en Valencia?', path: '/precios/reforma-de-banos/valencia' },
  ],
  projects: 5,
  trimmed: 1,
  total: { p25: 7_000, median: 12_500, p75: 19_000 },
  perM2: { p25: 1_250, median: 1_400, p75: 1_600, projects: 5 },
  years: { from: 2021, to: 2024 },
  companies: [
    { id: '00000000-0000-4000-8000-000000000001', name: 'Baños Turia', projects: 4 },
    { id: '00000000-0000-4000-8000-000000000002', name: 'Reformas Albufera', projects: 1 },
  ],
  places: [link('reforma-de-banos', 'Reforma de baños', 206, null, 40, 7_500)],
  others: [],
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
const show = (route: string) =>
  renderApp(
    <HeadProvider origin={PAGE.baseUrl}>
      <Routes>
        <Route path="/precios" element={<PricesIndexPage />} />
        <Route path="/precios/:activity" element={<PricePageRoute />} />
        <Route path="/precios/:activity/:province" element={<PricePageRoute />} />
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

describe('price pages', () => {
  it('show the question, median and quartiles in Spanish format, the projects behind them and their companies', async () => {
    serve(200, PAGE);
    show('/precios/reforma-de-banos/valencia');
    expect(await screen.findByRole('heading', { level: 1, name: PAGE.heading })).toBeInTheDocument();
    expect(calls).toEqual(['/api/v1/prices/reforma-de-banos/valencia']);
    const total = screen.getByTestId('price-total');
    expect(within(total).getByText('12.500 €')).toBeInTheDocument();
    expect(within(total).getByText('7.000 € y 19.000 €')).toBeInTheDocument();
    const m2 = screen.getByTestId('price-m2');
    expect(within(m2).getByText('1.400 €/m²')).toBeInTheDocument();
    expect(screen.getByTestId('price-projects')).toHaveTextContent('Basado en 5 proyectos reales');
    expect(screen.getByText(/1 proyecto atípico descartado/)).toHaveTextContent('Proyectos de 2021 a 2024.');
    const companies = screen.getByRole('region', { name: 'Empresas que han hecho estos proyectos' });
    expect(within(companies).getByRole('link', { name: 'Baños Turia' })).toHaveAttribute('href', `/company/${PAGE.companies[0]?.id}`);
    const places = screen.getByRole('region', { name: 'En España y provincias cercanas' });
    expect(within(places).getByRole('link', { name: 'España' })).toHaveAttribute('href', '/precios/reforma-de-banos');
    const crumbs = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(crumbs).getByRole('link', { name: 'Precios' })).toHaveAttribute('href', '/precios');
    await waitFor(() => expect(document.title).toBe(PAGE.title));
    expect(document.head.querySelector('link[data-seo][rel="canonical"]')).toHaveAttribute(
      'href',
      'https://cimenta.example/precios/reforma-de-banos/valencia',
    );
  });

  it('say so when few projects give their area', async () => {
    serve(200, { ...PAGE, perM2: null });
    show('/precios/reforma-de-banos/valencia');
    expect(await screen.findByText('Pocos proyectos indican su superficie: no mostramos el precio por m².')).toBeInTheDocument();
    expect(screen.queryByTestId('price-m2')).toBeNull();
  });

  it('show the not-found page (noindex) for a combination without figures', async () => {
    serve(404, { errors: 'No hay precios con esa dirección: faltan proyectos para calcularlos' });
    show('/precios/reforma-de-banos/soria');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[data-seo][name="robots"]')).toHaveAttribute('content', expect.stringContaining('noindex')),
    );
  });

  it('list the activities with figures on /precios, their provinces under each', async () => {
    serve(200, {
      items: [
        link('reforma-de-banos', 'Reforma de baños', 206, null, 40, 7_500),
        link('reforma-de-banos', 'Reforma de baños', 206, 'Valencia', 5, 8_000),
      ],
    });
    show('/precios');
    expect(await screen.findByRole('heading', { level: 1, name: 'Precios de obras y reformas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Cuánto cuesta reformar un baño?' })).toHaveAttribute('href', '/precios/reforma-de-banos');
    expect(screen.getByText('Precio mediano: 7.500 € · 40 proyectos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Valencia' })).toHaveAttribute('href', '/precios/reforma-de-banos/valencia');
  });
});
