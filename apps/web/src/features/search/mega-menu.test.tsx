import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigate } from '../../lib/navigation';
import { getStoredFilter } from '../../lib/storage';
import { catalogFetch, renderApp } from '../../test/render';
import { MegaMenu } from './mega-menu';
import { getSelection, selectionActions } from './search-store';

const navigate = vi.fn();
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(catalogFetch()));
  setNavigate(navigate);
  navigate.mockReset();
  selectionActions.restore({ type: null, activity: null, subActivity: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('mega-menu (issue 9)', () => {
  it('offers real links to filtered results, and a click saves the filter and opens that URL', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderApp(<MegaMenu onDone={onDone} />);
    expect(await screen.findByRole('link', { name: 'Todas las empresas' })).toHaveAttribute('href', '/companies');
    await user.click(await screen.findByRole('button', { name: 'Empresa de reformas' }));
    expect(await screen.findByRole('link', { name: 'Todas' })).toHaveAttribute('href', '/companies?tipo=2');
    await user.click(await screen.findByRole('button', { name: 'Reformas integrales' }));
    const sub = await screen.findByRole('link', { name: 'Reforma de pisos' });
    expect(sub).toHaveAttribute('href', '/companies?tipo=2&actividad=2&sub=201');
    expect(screen.getAllByRole('link', { name: 'Todas' }).map((a) => a.getAttribute('href'))).toEqual([
      '/companies?tipo=2',
      '/companies?tipo=2&actividad=2',
    ]);

    await user.click(sub);
    expect(navigate).toHaveBeenCalledWith('/companies?tipo=2&actividad=2&sub=201');
    expect(getStoredFilter()).toEqual({ type: 2, parent: 2, activities: [201] });
    expect(getSelection()).toMatchObject({ type: 2, activity: { id: 2 }, subActivity: { id: 201 } });
    expect(onDone).toHaveBeenCalled();
  });
});
