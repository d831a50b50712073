import { type CompanyFilter, parseCompaniesQuery } from '@cimenta/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setNavigate } from '../../lib/navigation';
import { getStoredFilter, setStoredFilter } from '../../lib/storage';
import { card, lastCall, page, server, serveMockApi } from '../../test/msw';
import { renderApp } from '../../test/render';
import { CompaniesPage } from './companies-page';
import { textWithout } from './search-text';

serveMockApi();
// The page and its lazy parts load in a fresh worker on a busy machine.
configure({ asyncUtilTimeout: 8000 });
afterEach(() => window.history.replaceState(null, '', '/'));

/**
 * What createBrowserRouter gives the app (main.tsx): the window's address is the router's, and
 * `navigateTo` (how `searchCompanies` opens a filter's URL) goes through the router.
 */
function BrowserLike() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useLayoutEffect(() => window.history.replaceState(null, '', `${pathname}${search}`), [pathname, search]);
  useEffect(() => setNavigate((to) => void navigate(to)), [navigate]);
  return null;
}
const showResults = (route: string) =>
  renderApp(
    <>
      <CompaniesPage />
      <BrowserLike />
    </>,
    { route },
  );

const info = (over: object) => ({ query: '', corrected: null, partial: false, places: [], activities: [], ...over });
/** `/companies` answers `body` (a function of the request's query when given one). */
function answer(body: object | ((q: URLSearchParams) => object)) {
  server.use(
    http.get('*/api/v1/companies', ({ request }) =>
      HttpResponse.json(typeof body === 'function' ? body(new URL(request.url).searchParams) : body),
    ),
  );
}
const filterOf = (q: URLSearchParams | undefined): CompanyFilter => JSON.parse(q?.get('filter') ?? '[{}]')[0];

describe('results page: what the server made of the text', () => {
  it('shows the correction with a way back to the text as typed (literal=true)', async () => {
    const user = userEvent.setup();
    answer((q) => ({
      ...page([card('c1', 'Reformas Norte')], 1),
      search: info({ query: 'refromas', corrected: q.get('literal') ? null : 'reformas' }),
    }));
    showResults('/companies?q=refromas');
    expect(await screen.findByText('Mostrando resultados de «reformas»')).toBeInTheDocument();
    expect(lastCall('/companies')?.get('facets')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Buscar «refromas» tal cual' }));
    await waitFor(() => expect(lastCall('/companies')?.get('literal')).toBe('true'));
    await waitFor(() => expect(screen.queryByText('Mostrando resultados de «reformas»')).not.toBeInTheDocument());
  });

  it('says when only some words match, and shows the places and trades it recognised as removable chips', async () => {
    const user = userEvent.setup();
    answer((q) => ({
      ...page([card('c1', 'Fontanería Gil')], 1),
      search: info({
        query: q.get('search') ?? '',
        partial: q.get('search') === 'fontanero goteras en sevilla',
        places: q.get('search')?.includes('sevilla') ? [{ kind: 'province', id: 41, name: 'Sevilla' }] : [],
        activities: [{ id: 301, name: 'Fontanería' }],
      }),
    }));
    showResults('/companies?q=fontanero+goteras+en+sevilla');
    expect(
      await screen.findByText(
        'Ninguna empresa coincide con todas las palabras de «fontanero goteras en sevilla»; estas coinciden con algunas.',
      ),
    ).toBeInTheDocument();
    const banner = screen.getByTestId('search-banner');
    expect(within(banner).getByText('Sevilla')).toBeInTheDocument();
    expect(within(banner).getByText('Fontanería')).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Quitar «Sevilla» de la búsqueda' }));
    await waitFor(() => expect(lastCall('/companies')?.get('search')).toBe('fontanero goteras'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '¿Qué necesitas?' })).toHaveValue('fontanero goteras'));
  });

  it('removing a chip while the suggestions box is in use shows the text in force in the box (issue 22)', async () => {
    const user = userEvent.setup();
    answer((q) => ({
      ...page([card('c1', 'Tejados Norte')], 1),
      search: info({
        query: q.get('search') ?? '',
        places: q.get('search')?.includes('bilbao') ? [{ kind: 'city', id: 48020, name: 'Bilbao' }] : [],
      }),
    }));
    showResults('/companies?texto=tejado+goteras+bilbao');
    const box = await screen.findByRole('textbox', { name: '¿Qué necesitas?' });
    await user.click(box);
    const combo = await screen.findByRole('combobox', { name: '¿Qué necesitas?' });
    expect(combo).toHaveValue('tejado goteras bilbao');
    await user.click(await screen.findByRole('button', { name: 'Quitar «Bilbao» de la búsqueda' }));
    await waitFor(() => expect(lastCall('/companies')?.get('search')).toBe('tejado goteras'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: '¿Qué necesitas?' })).toHaveValue('tejado goteras'));
    await user.click(screen.getByRole('combobox', { name: '¿Qué necesitas?' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?texto=tejado+goteras'));
  });

  it('shows no banner when the answer says nothing about the text', async () => {
    answer(page([card('c1', 'Reformas Norte')], 1));
    showResults('/companies?q=norte');
    expect(await screen.findByText('Reformas Norte')).toBeInTheDocument();
    expect(screen.queryByTestId('search-banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('facets')).not.toBeInTheDocument();
  });

  it('says which criteria the guided search dropped (relax=true)', async () => {
    answer((q) => ({ ...page([card('c1', 'Reformas Norte')], 1), ...(q.get('relax') ? { relaxed: ['area', 'employees'] } : {}) }));
    setStoredFilter({ type: 2, parent: 2, provinceName: 'Madrid', area: { min: 50, max: 100 }, employees: [1] });
    showResults('/companies?relax=1');
    expect(await screen.findByText('No hay empresas con todo lo que pediste; hemos quitado: superficie, empleados')).toBeInTheDocument();
    expect(lastCall('/companies')?.get('relax')).toBe('true');
  });
});

describe('results page: empty state', () => {
  it('with only a text, names the text, offers the correction, and never speaks of filters', async () => {
    const user = userEvent.setup();
    answer((q) =>
      q.get('search') === 'refromas'
        ? { ...page([], 0), search: info({ query: 'refromas', corrected: 'reformas' }) }
        : page([card('c1', 'Reformas Norte')], 1),
    );
    showResults('/companies?q=refromas');
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByRole('heading', { name: 'Ninguna empresa coincide con «refromas»' })).toBeInTheDocument();
    expect(empty).not.toHaveTextContent(/filtro/);
    expect(within(empty).getByRole('button', { name: 'Borrar el texto' })).toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: '«reformas»' }));
    await waitFor(() => expect(lastCall('/companies')?.get('search')).toBe('reformas'));
    expect(await screen.findByText('Reformas Norte')).toBeInTheDocument();
  });

  it('"Borrar el texto" searches without it', async () => {
    const user = userEvent.setup();
    answer((q) => (q.get('search') ? page([], 0) : page([card('c1', 'Reformas Norte')], 1)));
    showResults('/companies?q=zzzz');
    await user.click(within(await screen.findByTestId('empty-state')).getByRole('button', { name: 'Borrar el texto' }));
    expect(await screen.findByText('Reformas Norte')).toBeInTheDocument();
    expect(lastCall('/companies')?.get('search')).toBeNull();
  });

  it('with filters, names each one and drops the one chosen', async () => {
    const user = userEvent.setup();
    answer((q) => (filterOf(q).provinceName ? page([], 0) : page([card('c1', 'Reformas Norte')], 1)));
    setStoredFilter({ type: 2, provinceName: 'Madrid', parent: 2 });
    showResults('/companies');
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByRole('heading', { name: 'Ninguna empresa cumple todos los filtros elegidos' })).toBeInTheDocument();
    await within(empty).findByRole('button', { name: 'Quitar el filtro «Reformas integrales»' });
    expect(within(empty).getByRole('button', { name: 'Quitar el filtro «Empresa de reformas»' })).toBeInTheDocument();
    expect(within(empty).queryByRole('button', { name: 'Borrar el texto' })).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Quitar el filtro «Madrid»' }));
    await waitFor(() => expect(getStoredFilter()).toEqual({ type: 2, parent: 2 }));
    expect(await screen.findByText('Reformas Norte')).toBeInTheDocument();
  });

  it('with a text and filters, says both; "Ver todas las empresas" clears them', async () => {
    const user = userEvent.setup();
    answer((q) => (q.get('search') || filterOf(q).type ? page([], 0) : page([card('c1', 'Reformas Norte')], 1)));
    // A results link says the whole search: the text and the filters.
    showResults('/companies?texto=pladur&tipo=1');
    const empty = await screen.findByTestId('empty-state');
    expect(lastCall('/companies')?.get('search')).toBe('pladur');
    expect(filterOf(lastCall('/companies'))).toEqual({ type: 1 });
    expect(
      within(empty).getByRole('heading', { name: 'Ninguna empresa coincide con «pladur» con los filtros elegidos' }),
    ).toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Ver todas las empresas' }));
    await waitFor(() => expect(lastCall('/companies')?.get('search')).toBeNull());
    expect(await screen.findByText('Reformas Norte')).toBeInTheDocument();
    expect(filterOf(lastCall('/companies'))).toEqual({});
    expect(getStoredFilter()).toEqual({});
  });
});

describe('results page: facets', () => {
  const facets = {
    types: [
      { id: 1, count: 30 },
      { id: 2, count: 12 },
    ],
    activities: [{ id: 2, count: 9 }],
    provinces: [
      { id: 28, count: 7 },
      { id: 41, count: 3 },
    ],
    employees: [{ id: 1, count: 5 }],
  };

  it('shows the count beside each value, read as part of its label, and a value filters', async () => {
    const user = userEvent.setup();
    answer({ ...page([card('c1', 'Reformas Norte')], 42), facets });
    setStoredFilter({ type: 2 });
    showResults('/companies');
    const aside = await screen.findByRole('complementary', { name: 'Refinar resultados' });
    // Narrow screens (jsdom matches no media query) fold the facets under a button.
    const toggle = within(aside).getByRole('button', { name: 'Refinar resultados' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(aside).findByRole('checkbox', { name: 'Empresa de reformas (12)' })).toBeChecked();
    expect(within(aside).getByRole('checkbox', { name: 'Constructora (30)' })).not.toBeChecked();
    expect(await within(aside).findByRole('checkbox', { name: 'Reformas integrales (9)' })).toBeInTheDocument();
    expect(await within(aside).findByRole('checkbox', { name: 'Madrid (7)' })).toBeInTheDocument();
    expect(within(aside).getByRole('checkbox', { name: 'Sevilla (3)' })).toBeInTheDocument();
    // A value with no company is left out.
    expect(within(aside).queryByRole('checkbox', { name: /^Barcelona/ })).not.toBeInTheDocument();
    expect(await within(aside).findByRole('checkbox', { name: 'De 1 a 5 empleados (5)' })).toBeInTheDocument();
    expect(within(aside).getByRole('group', { name: 'Provincia' })).toBeInTheDocument();
    // Each value is a link to the results it stands for (no JavaScript, crawlers, a new tab).
    expect(within(aside).getByRole('checkbox', { name: 'Sevilla (3)' })).toHaveAttribute('href', '/companies?tipo=2&provincia=Sevilla');
    expect(within(aside).getByRole('checkbox', { name: 'Empresa de reformas (12)' })).toHaveAttribute('href', '/companies');

    await user.click(within(aside).getByRole('checkbox', { name: 'Sevilla (3)' }));
    await waitFor(() => expect(getStoredFilter()).toEqual({ type: 2, provinceName: 'Sevilla' }));
    // Space toggles a value, as on a checkbox.
    within(aside).getByRole('checkbox', { name: 'De 1 a 5 empleados (5)' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(getStoredFilter()).toEqual({ type: 2, provinceName: 'Sevilla', employees: [1] }));
    await user.click(within(aside).getByRole('checkbox', { name: 'Empresa de reformas (12)' }));
    await waitFor(() => expect(getStoredFilter()).toEqual({ provinceName: 'Sevilla', employees: [1] }));
    await waitFor(() => expect(filterOf(lastCall('/companies'))).toEqual({ provinceName: 'Sevilla', employees: [1] }));
    // The address is a link to what is on screen.
    expect(parseCompaniesQuery(window.location.search).filter).toEqual({ provinceName: 'Sevilla', employees: [1] });
  });
});

describe('results page: the Actividad facet adds up (issue 22)', () => {
  it('checking a second activity keeps the first (OR), in the request, the storage and the URL; unchecking one keeps the other', async () => {
    const user = userEvent.setup();
    const counts = [
      { id: 1, count: 4 },
      { id: 2, count: 9 },
      { id: 3, count: 6 },
    ];
    answer({ ...page([card('c1', 'Reformas Norte')], 9), facets: { types: [], activities: counts, provinces: [], employees: [] } });
    showResults('/companies?actividad=2');
    const aside = await screen.findByRole('complementary', { name: 'Refinar resultados' });
    await user.click(within(aside).getByRole('button', { name: 'Refinar resultados' }));
    expect(await within(aside).findByRole('checkbox', { name: 'Reformas integrales (9)' })).toBeChecked();
    const instalaciones = await within(aside).findByRole('checkbox', { name: /^Instalaciones/ });
    expect(instalaciones).not.toBeChecked();
    expect(instalaciones).toHaveAttribute('href', '/companies?actividad=2,3');

    await user.click(instalaciones);
    await waitFor(() => expect(getStoredFilter()).toEqual({ parent: [2, 3] }));
    await waitFor(() => expect(filterOf(lastCall('/companies'))).toEqual({ parent: [2, 3] }));
    expect(window.location.search).toBe('?actividad=2,3');
    expect(await within(aside).findByRole('checkbox', { name: /^Instalaciones/ })).toBeChecked();
    expect(within(aside).getByRole('checkbox', { name: 'Reformas integrales (9)' })).toBeChecked();

    await user.click(within(aside).getByRole('checkbox', { name: 'Reformas integrales (9)' }));
    await waitFor(() => expect(getStoredFilter()).toEqual({ parent: 3 }));
    expect(window.location.search).toBe('?actividad=3');
  });
});

describe('results page: pages are links (issue 22)', () => {
  it('links each page and the next one to their URLs, keeping the search, and follows them in the app', async () => {
    const user = userEvent.setup();
    answer((q) => ({ ...page([card(`c${q.get('page')}`, `Empresa ${q.get('page')}`)], 100), page: Number(q.get('page') ?? 1) }));
    showResults('/companies?tipo=2&texto=tejado');
    const two = await screen.findByRole('link', { name: 'Página 2' });
    const nav = two.parentElement as HTMLElement;
    expect(two).toHaveAttribute('href', '/companies?tipo=2&texto=tejado&pagina=2');
    expect(within(nav).getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('href', '/companies?tipo=2&texto=tejado&pagina=2');
    // Page 1 has no page before it: no link.
    expect(within(nav).queryByRole('link', { name: 'Página anterior' })).not.toBeInTheDocument();
    await user.click(two);
    await waitFor(() => expect(window.location.search).toBe('?tipo=2&texto=tejado&pagina=2'));
    await waitFor(() => expect(lastCall('/companies')?.get('page')).toBe('2'));
  });
});

describe('textWithout', () => {
  it('takes out the words that named a place or trade, and the connector left dangling', () => {
    expect(textWithout('fontanero en Sevilla', 'Sevilla')).toBe('fontanero');
    expect(textWithout('pintor en sevilla', 'Pintura')).toBe('sevilla');
    expect(textWithout('reformas baño valencia', 'Valencia/València')).toBe('reformas baño');
    expect(textWithout('placas solares', 'Fotovoltaica')).toBe('placas solares');
  });
});
