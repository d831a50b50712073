import type { CompanyCard } from '@cimenta/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredFilter } from '../../lib/storage';
import { selectionActions } from '../search';
import { catalogFetch, renderApp } from '../../test/render';
import { CompaniesPage } from './companies-page';

const ref = (id: number, name: string) => ({ id, name });
const card = (id: string, name: string, province: string, city: string): CompanyCard => ({
  id,
  name,
  fullName: name,
  type: ref(2, 'Empresa de reformas'),
  description: null,
  address: { province: ref(1, province), city: ref(1, city), country: 'España' },
  area: { min: 0, max: 20001 },
  budget: { min: 0, max: 50000 },
  employees: null,
  activities: [],
  logo: null,
  photo: null,
  picture: null,
});

/** Requests of the results list (GET /companies with perPage), as `?query` strings. */
let listCalls: string[];
beforeEach(() => {
  listCalls = [];
  const catalog = catalogFetch();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/companies' && url.searchParams.has('perPage')) {
        listCalls.push(url.search);
        const items = [card('a', 'Reformas Toledo', 'Toledo', 'Toledo'), card('b', 'Reformas Getafe', 'Madrid', 'Getafe')];
        return new Response(JSON.stringify({ items, page: 1, pages: 1, total: 2 }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return catalog(input);
    }),
  );
  selectionActions.restore({ type: null, activity: null, subActivity: null });
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const page = (
  <StrictMode>
    <CompaniesPage />
    <Where />
  </StrictMode>
);
const filterOf = (search: string) => JSON.parse(new URLSearchParams(search).get('filter') ?? '[{}]')[0];

/**
 * Lets timers and effects that a settled page would still run go off, without waiting in real
 * time: fake timers that follow the clock, advanced past any short delay.
 */
async function settle() {
  await vi.advanceTimersByTimeAsync(1_000);
}

describe('/companies and its URL (issue 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // The list's query key must not change while the URL and storage settle (a storage effect
  // re-keying the query would send the request twice).
  it('a shared link wins over the stored filter, is saved, and the list is fetched once (StrictMode)', async () => {
    localStorage.setItem('filter', JSON.stringify({ type: 1, provinceName: 'Barcelona' }));
    renderApp(page, { route: '/companies?tipo=2&provincia=Madrid&orden=name' });
    expect(await screen.findByText('Reformas Toledo')).toBeInTheDocument();
    expect(listCalls).toHaveLength(1);
    expect(filterOf(listCalls[0] ?? '')).toEqual({ type: 2, provinceName: 'Madrid' });
    expect(new URLSearchParams(listCalls[0]).get('order')).toBe('name');
    await waitFor(() => expect(getStoredFilter()).toEqual({ type: 2, provinceName: 'Madrid' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/companies?tipo=2&provincia=Madrid&orden=name');
    // Settled: still one request.
    await settle();
    expect(listCalls).toHaveLength(1);
  });

  it('a bare /companies shows the stored filter and writes it into the address, fetching once', async () => {
    localStorage.setItem('filter', JSON.stringify({ type: 2, parent: 2, provinceName: 'Madrid' }));
    renderApp(page, { route: '/companies' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/companies?tipo=2&actividad=2&provincia=Madrid'));
    expect(await screen.findByText('Reformas Toledo')).toBeInTheDocument();
    await settle();
    expect(listCalls).toHaveLength(1);
    expect(filterOf(listCalls[0] ?? '')).toEqual({ type: 2, parent: 2, provinceName: 'Madrid' });
  });

  it('an empty storage and a bare /companies stay bare: every company', async () => {
    renderApp(page, { route: '/companies' });
    expect(await screen.findByText('Reformas Toledo')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/companies$/);
    // No filter, no text: every company (the page always asks for the facet counts).
    expect(listCalls).toEqual(['?perPage=20&facets=true']);
    // No order chosen: the API's own, most complete profiles first, shown as such (not "Más recientes").
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('Relevancia');
  });

  it('says "Trabaja en Madrid" on a card listed for its work zone, not on one whose address is there', async () => {
    renderApp(page, { route: '/companies?provincia=Madrid' });
    const cards = await screen.findAllByTestId('company-card');
    expect(within(cards[0] as HTMLElement).getByTestId('works-in')).toHaveTextContent('Trabaja en Madrid');
    expect(within(cards[1] as HTMLElement).queryByTestId('works-in')).toBeNull();
    // Ranges read naturally.
    expect(within(cards[0] as HTMLElement).getByText('Cualquier superficie')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Hasta 50.000 €')).toBeInTheDocument();
  });

  it('the filter summary reads ranges naturally', async () => {
    renderApp(page, { route: '/companies?presupuesto=0-50000&superficie=20001-' });
    expect(await screen.findByTestId('filter-summary')).toHaveTextContent('Superficie: más de 20.000 m² · Presupuesto: hasta 50.000 €');
  });

  it('no "Trabaja en" without a searched province', async () => {
    renderApp(page, { route: '/companies?tipo=2' });
    await screen.findAllByTestId('company-card');
    expect(screen.queryByTestId('works-in')).toBeNull();
  });

  it('the type tabs show "Todas" while the results hold every type, whatever type was stored', async () => {
    localStorage.setItem('type', '1');
    selectionActions.restore({ type: 1, activity: null, subActivity: null });
    renderApp(page, { route: '/companies?provincia=Madrid' });
    expect(await screen.findByRole('tab', { name: 'Constructora' })).toHaveAttribute('aria-selected', 'false');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tab', { name: 'Constructora' })).toHaveAttribute('aria-selected', 'false');
  });
});
