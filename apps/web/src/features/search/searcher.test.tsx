import { MSG } from '@cimenta/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigate } from '../../lib/navigation';
import { getStoredFilter, setStoredFilter } from '../../lib/storage';
import { catalogFetch, renderApp } from '../../test/render';
import { selectionActions } from './search-store';
import { Searcher } from './searcher';

const navigate = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(catalogFetch()));
  setNavigate(navigate);
  navigate.mockReset();
  selectionActions.restore({ type: null, activity: null, subActivity: null });
});
afterEach(() => vi.unstubAllGlobals());

async function pick(label: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('<Searcher />', () => {
  it('shows "Todas" and one tab per company type, with no type chosen for the visitor', async () => {
    renderApp(<Searcher />);
    const tabs = await screen.findAllByRole('tab');
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Todas', 'Constructora', 'Empresa de reformas']),
    );
    expect(screen.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Constructora' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('combobox', { name: /^Actividad/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Constructora' }));
    expect(screen.getByRole('tab', { name: 'Constructora' })).toHaveAttribute('aria-selected', 'true');
    expect(getStoredFilter()).toEqual({ type: 1 });
    await userEvent.click(screen.getByRole('tab', { name: 'Todas' }));
    expect(screen.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
    expect(getStoredFilter()).toEqual({});
    expect(tabs.length).toBeGreaterThan(0);
  });

  it('keeps the sub-activity disabled, with its hint, until an activity is chosen', async () => {
    renderApp(<Searcher />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Constructora' }));
    const sub = screen.getByRole('combobox', { name: /Subactividad/ });
    expect(sub).toBeDisabled();
    expect(screen.getByText(MSG.subActivityHint)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Actividad/ })).toBeEnabled());
    await pick(/^Actividad/, 'Reformas integrales');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Subactividad/ })).toBeEnabled());
    expect(screen.queryByText(MSG.subActivityHint)).not.toBeInTheDocument();
  });

  it('searching saves the filter and opens its results URL', async () => {
    renderApp(<Searcher />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Constructora' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Actividad/ })).toBeEnabled());
    await pick(/Provincia/, 'Madrid');
    await pick(/^Actividad/, 'Reformas integrales');
    await pick(/Subactividad/, 'Reforma de pisos');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(getStoredFilter()).toEqual({ type: 1, provinceName: 'Madrid', parent: 2, activities: [201] });
    expect(navigate).toHaveBeenCalledWith('/companies?tipo=1&actividad=2&sub=201&provincia=Madrid');
    // The tag counts province, activity and sub-activity, and clears them on click.
    const tag = screen.getByTestId('filters-tag');
    expect(tag).toHaveTextContent('3 filtros');
    await userEvent.click(tag);
    expect(screen.queryByTestId('filters-tag')).not.toBeInTheDocument();
    expect(getStoredFilter()).toEqual({ type: 1 });
  });

  it('does not search when a minimum is above its maximum, and says why', async () => {
    const user = userEvent.setup();
    renderApp(<Searcher />);
    await user.click(screen.getByRole('button', { name: 'Filtros avanzados' }));
    // The dialog's chunk loads on first use; the first test to open it waits for that import.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('combobox', { name: 'Superficie mínima' }));
    await user.click(await screen.findByRole('option', { name: '1.000' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Superficie máxima' }));
    await user.click(await screen.findByRole('option', { name: '500' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar filtro' }));
    expect(await screen.findByText(MSG.areaMinOverMax)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('filter')).toBeNull();
  });

  it('allows at most three employee ranges', async () => {
    const user = userEvent.setup();
    renderApp(<Searcher />);
    await user.click(screen.getByRole('button', { name: 'Filtros avanzados' }));
    const dialog = await screen.findByRole('dialog');
    const boxes = await within(dialog).findAllByRole('checkbox');
    for (const box of boxes.slice(0, 3)) await user.click(box);
    expect(boxes[3]).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar filtro' }));
    expect(getStoredFilter().employees).toEqual([1, 2, 3]);
  });
});

describe('<Searcher /> on the results', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the filter in force from the start, before the 2 s restore, and follows it', async () => {
    // Only timeouts are faked: the 2 s restore must not have run when the form is read.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    localStorage.setItem('filter', JSON.stringify({ type: 1, provinceName: 'Madrid', parent: 2 }));
    selectionActions.restore({ type: 1, activity: null, subActivity: null });
    renderApp(<Searcher />, { route: '/companies' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(screen.getByRole('combobox', { name: /Provincia/ })).toHaveValue('Madrid');
    expect(screen.getByRole('combobox', { name: /^Actividad/ })).toHaveValue('Reformas integrales');
    expect(screen.getByTestId('filters-tag')).toHaveTextContent('2 filtros');

    // A filter saved elsewhere (a footer city link, the mega-menu) shows at once too.
    act(() => setStoredFilter({ type: 1, provinceName: 'Barcelona' }));
    await vi.advanceTimersByTimeAsync(10);
    expect(screen.getByRole('combobox', { name: /Provincia/ })).toHaveValue('Barcelona');
    expect(screen.getByRole('combobox', { name: /^Actividad/ })).toHaveValue('');
    expect(screen.getByTestId('filters-tag')).toHaveTextContent('1 filtro');
    expect(screen.getByTestId('filters-tag')).toHaveAccessibleName('1 filtro aplicado; pulsa para borrarlo');

    // The spec's restore after 2 s keeps it.
    await vi.advanceTimersByTimeAsync(2000);
    expect(screen.getByRole('combobox', { name: /Provincia/ })).toHaveValue('Barcelona');
  });
});
