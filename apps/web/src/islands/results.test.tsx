/**
 * /companies' islands (issue 21): the start, run as the page loads (islands/starts.ts); the others
 * rendered by the server as roots of their own, then hydrated on that HTML as src/islands.tsx does.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activitiesQueryOptions } from '../api/activities';
import { companyTypesQueryOptions } from '../api/company-types';
import { provincesQueryOptions } from '../api/provinces';
import { clearPicks } from '../features/companies/quote-picks';
import { resultsUrl } from '../features/companies/results-nav';
import { getStoredFilter, setStoredFilter } from '../lib/storage';
import { renderIsland } from '../test/island';
import { MAINS, PROVINCES, page, TYPES } from '../test/msw';
import ResultsPicksIsland from './results-picks';
import ResultsSearchIsland from './results-search';
import { STARTS } from './starts';

const island = (Component: ComponentType<never>, props: unknown, search = '', beforeHydration?: (c: HTMLElement) => void) =>
  renderIsland(Component, props, { pathname: '/companies', search }, beforeHydration);

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  act(() => clearPicks());
});

describe('/companies islands', () => {
  const start = (search = '') => STARTS['results-start']?.({ pathname: '/companies', search });

  it("the start saves the URL's filter as the stored one", () => {
    setStoredFilter({ provinceName: 'Sevilla' });
    start('?tipo=2&provincia=Madrid');
    expect(getStoredFilter()).toEqual({ type: 2, provinceName: 'Madrid' });
  });

  it("on a bare /companies the start loads the stored filter's URL in its place (SPEC: the stored filter)", () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace, assign: vi.fn() });
    setStoredFilter({ type: 1, provinceName: 'Madrid' });
    start();
    expect(replace).toHaveBeenCalledWith('/companies?tipo=1&provincia=Madrid');
  });

  it('a bare /companies without a stored filter stays as it is', () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace, assign: vi.fn() });
    start();
    expect(replace).not.toHaveBeenCalled();
  });

  it('the pick boxes and the bar, roots of their own, share the picks', async () => {
    const company = { id: 'c1', name: 'Obras Lucía' };
    await island(ResultsPicksIsland as ComponentType<never>, { company });
    const bar = await island(ResultsPicksIsland as ComponentType<never>, { part: 'bar', items: [company] });
    expect(bar.innerHTML).toBe('');
    const box = screen.getByTestId('quote-pick');
    expect(box).not.toBeChecked();
    await act(async () => void fireEvent.click(box));
    expect(box).toBeChecked();
    // The bar's root shows what the box's root picked (its code loads then).
    expect(await screen.findByTestId('quote-picks', {}, { timeout: 5000 })).toHaveTextContent('1 de 3');
  });

  it('a box ticked before its code loaded is a pick once it has (up to 3; a fourth is unticked again)', async () => {
    const tick = (c: HTMLElement) => {
      (c.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;
    };
    const companies = [1, 2, 3, 4].map((n) => ({ id: `c${n}`, name: `Obras ${n}` }));
    const boxes = [];
    for (const company of companies) boxes.push(await island(ResultsPicksIsland as ComponentType<never>, { company }, '', tick));
    await island(ResultsPicksIsland as ComponentType<never>, { part: 'bar', items: companies });
    expect(await screen.findByTestId('quote-picks', {}, { timeout: 5000 })).toHaveTextContent('3 de 3');
    const ticked = boxes.map((c) => (c.querySelector('input[type="checkbox"]') as HTMLInputElement).checked);
    expect(ticked).toEqual([true, true, true, false]);
    expect(boxes[3]?.querySelector('input')).toBeDisabled();
  });

  it("the searcher's server HTML says the URL's type and activity (it is hydrated only when touched)", async () => {
    const queries = [
      { queryKey: companyTypesQueryOptions().queryKey, data: page(TYPES) },
      { queryKey: provincesQueryOptions('').queryKey, data: page(PROVINCES) },
      { queryKey: activitiesQueryOptions({ companyType: 1 }).queryKey, data: page(MAINS) },
    ];
    const server: { tab?: string | null; activity?: string } = {};
    await island(ResultsSearchIsland as ComponentType<never>, { text: '', queries }, '?tipo=1&actividad=1', (c) => {
      server.tab = c.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
      server.activity = (c.querySelector('input[placeholder="Todas las actividades"]') as HTMLInputElement | null)?.value;
    });
    expect(server).toEqual({ tab: 'Constructora', activity: 'Obra nueva' });
    expect(screen.getByRole('tab', { name: 'Constructora' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a change of order, text or page keeps the rest of the search in its URL', () => {
    const state = { filter: { type: 1 }, text: 'baño', page: 3, literal: false, relax: false };
    expect(resultsUrl(state, { order: 'name', page: 1 })).toBe('/companies?tipo=1&texto=ba%C3%B1o&orden=name');
    expect(resultsUrl({ ...state, order: 'name' }, { order: null })).toBe('/companies?tipo=1&texto=ba%C3%B1o&pagina=3');
    expect(resultsUrl(state, { literal: true, page: 1 })).toBe('/companies?tipo=1&texto=ba%C3%B1o&literal=1');
  });
});
