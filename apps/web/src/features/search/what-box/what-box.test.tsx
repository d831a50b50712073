import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { setNavigate } from '../../../lib/navigation';
import { getStoredFilter, setStoredFilter } from '../../../lib/storage';
import { lastCall, SUGGESTIONS, server, serveMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render';
import { keptFields, WhatBox } from './what-box';

serveMockApi();
configure({ asyncUtilTimeout: 8000 });
const navigate = vi.fn();
beforeEach(() => {
  setNavigate(navigate);
  navigate.mockReset();
});

/** The store reads the browser's address, which a memory router leaves alone: put it on the results. */
function onResultsPage(route: string) {
  window.history.replaceState(null, '', route);
}
afterEach(() => window.history.replaceState(null, '', '/'));

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

function renderBox(route = '/', text?: string, beforeHydrate?: (container: HTMLElement) => void) {
  return renderApp(
    <>
      <Routes>
        <Route path="*" element={<WhatBox text={text} />} />
      </Routes>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route, beforeHydrate },
  );
}

async function typeAndWait(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = screen.getByRole('textbox', { name: '¿Qué necesitas?' });
  await user.click(box);
  // The combobox takes the plain input's place once loaded, with the focus.
  const combo = await screen.findByRole('combobox', { name: '¿Qué necesitas?' });
  await waitFor(() => expect(combo).toHaveFocus());
  await user.keyboard(text);
  // Wait for the suggestions of the whole text (or for the message that there are none).
  await waitFor(() => expect(lastCall('/suggest')?.get('q')).toBe(combo.getAttribute('value')?.trim()));
  await waitFor(() => expect(screen.queryAllByRole('option').length + screen.queryAllByText(/^Sin sugerencias/).length).toBeGreaterThan(0));
  return combo;
}

describe('«¿Qué necesitas?» box', () => {
  it('suggests as the person types, grouped by kind with hints, and announces the options', async () => {
    const user = userEvent.setup();
    renderBox();
    const combo = await typeAndWait(user, 'fontan');
    expect(lastCall('/suggest')?.get('q')).toBe('fontan');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: '¿Qué necesitas?' });
    const subs = within(list).getByRole('group', { name: 'Especialidades' });
    expect(within(subs).getByRole('option', { name: 'Fontanería, Instalaciones, especialidad' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Empresas' })).toHaveTextContent('Fontanería Hermanos Gil S.L.');
    expect(within(list).getByRole('group', { name: 'Provincias' })).toHaveTextContent('Sevilla');
    expect(within(list).getByRole('group', { name: 'Municipios' })).toHaveTextContent('Fontanar');
    expect(within(list).getByRole('group', { name: 'Actividades' })).toHaveTextContent('Instalaciones');
  });

  it('arrows move through the options (aria-activedescendant) and Escape closes the list, then empties the box', async () => {
    const user = userEvent.setup();
    renderBox();
    const combo = await typeAndWait(user, 'fontan');
    await user.keyboard('{ArrowDown}');
    const first = screen.getAllByRole('option')[0] as HTMLElement;
    await waitFor(() => expect(combo).toHaveAttribute('aria-activedescendant', first.id));
    await user.keyboard('{ArrowDown}');
    const second = screen.getAllByRole('option')[1] as HTMLElement;
    await waitFor(() => expect(combo).toHaveAttribute('aria-activedescendant', second.id));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(combo).toHaveAttribute('aria-activedescendant', first.id));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(combo).toHaveAttribute('aria-expanded', 'false'));
    expect(combo).toHaveValue('fontan');
    await user.keyboard('{Escape}');
    expect(combo).toHaveValue('');
  });

  it('Enter on a sub-activity fills activity and sub-activity and opens the results', async () => {
    const user = userEvent.setup();
    renderBox();
    const combo = await typeAndWait(user, 'fontan');
    // Trades first (activities, then specialities), then companies, then places.
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-labelledby') && g.firstChild?.textContent)).toEqual([
      'Actividades',
      'Especialidades',
      'Empresas',
      'Provincias',
      'Municipios',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const fontaneria = screen.getByRole('option', { name: 'Fontanería, Instalaciones, especialidad' });
    await waitFor(() => expect(combo).toHaveAttribute('aria-activedescendant', fontaneria.id));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/companies?actividad=3&sub=301'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(getStoredFilter()).toEqual({ parent: 3, activities: [301] });
  });

  it('choosing a main activity, a province or a city fills that filter', async () => {
    const user = userEvent.setup();
    const cases: [string, object, string][] = [
      ['Instalaciones', { parent: 3 }, '/companies?actividad=3'],
      ['Sevilla', { provinceName: 'Sevilla' }, '/companies?provincia=Sevilla'],
      ['Fontanar', { city: 'Fontanar' }, '/companies?ciudad=Fontanar'],
    ];
    const { unmount } = renderBox();
    unmount();
    for (const [label, filter, href] of cases) {
      localStorage.clear();
      navigate.mockReset();
      const view = renderBox();
      await typeAndWait(user, 'fontan');
      await user.click(screen.getByRole('option', { name: new RegExp(`^${label}`) }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(href));
      expect(getStoredFilter()).toEqual(filter);
      view.unmount();
    }
  });

  it('choosing a company opens its page', async () => {
    const user = userEvent.setup();
    renderBox();
    await typeAndWait(user, 'fontan');
    await user.click(screen.getByRole('option', { name: /^Fontanería Hermanos Gil/ }));
    const company = SUGGESTIONS.find((s) => s.kind === 'company');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/company/${company?.id}`));
  });

  it('Enter on free text searches the text on the results page', async () => {
    const user = userEvent.setup();
    renderBox();
    await typeAndWait(user, 'tejados goteras');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/companies?texto=tejados+goteras'));
  });

  it('Enter before the combobox has loaded still searches', async () => {
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('textbox', { name: '¿Qué necesitas?' });
    box.focus();
    await user.paste('pintor');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/companies?texto=pintor'));
  });

  it('keeps what was typed, and the focus, before a server-rendered page hydrated', async () => {
    renderBox('/', undefined, (container) => {
      const input = container.querySelector('input');
      if (!input) throw new Error('the server HTML has no input');
      input.focus();
      input.value = 'fontan';
    });
    const combo = await screen.findByRole('combobox', { name: '¿Qué necesitas?' });
    await waitFor(() => expect(combo).toHaveFocus());
    expect(combo).toHaveValue('fontan');
    await waitFor(() => expect(lastCall('/suggest')?.get('q')).toBe('fontan'));
    expect(await screen.findByRole('option', { name: 'Fontanería, Instalaciones, especialidad' })).toBeInTheDocument();
  });

  it('on the results page a suggestion joins the filters in force and replaces the text', async () => {
    const user = userEvent.setup();
    // The results URL describes the search and wins over an older filter left in storage.
    setStoredFilter({ type: 1 });
    const route = '/companies?tipo=2&provincia=Madrid&texto=fontan&orden=name&pagina=2';
    onResultsPage(route);
    renderBox(route, 'fontan');
    const combo = await typeAndWait(user, 'e');
    expect(combo).toHaveValue('fontane');
    await user.click(screen.getByRole('option', { name: 'Fontanería, Instalaciones, especialidad' }));
    // The text and the page go, the order stays; one navigation, to a link of the whole search.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/companies?tipo=2&actividad=3&sub=301&provincia=Madrid&orden=name'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(getStoredFilter()).toEqual({ type: 2, provinceName: 'Madrid', parent: 3, activities: [301] });
    expect(combo).toHaveValue('');
  });

  it('on the results page free text keeps the filters in force and the order, and drops the page', async () => {
    const user = userEvent.setup();
    setStoredFilter({ type: 1 });
    const route = '/companies?tipo=2&provincia=Madrid&texto=fontan&orden=name&pagina=2&relax=1';
    onResultsPage(route);
    renderBox(route, 'fontan');
    await typeAndWait(user, 'ero');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/companies\?tipo=2&provincia=Madrid&texto=fontanero&orden=name$/),
    );
  });

  it('shows that nothing is suggested, and a failed suggestion call still lets the text be searched', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/api/v1/suggest', () => HttpResponse.json({ items: [] })));
    renderBox();
    await typeAndWait(user, 'zzzz');
    expect(await screen.findByText('Sin sugerencias. Pulsa Intro para buscar el texto.')).toBeInTheDocument();
    server.use(http.get('*/api/v1/suggest', () => HttpResponse.json({ errors: 'x' }, { status: 500 })));
    await user.keyboard('y{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/companies?texto=zzzzy'));
  });
});

describe('WhatBox without JavaScript (issue 22)', () => {
  it('is a plain GET form of /companies?texto=…', () => {
    const { container } = renderBox('/');
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/companies');
    expect(screen.getByRole('textbox', { name: '¿Qué necesitas?' })).toHaveAttribute('name', 'texto');
    expect(container.querySelectorAll('input[type="hidden"]')).toHaveLength(0);
  });

  it('on the results page keeps the filters and order in force, not the page', () => {
    const { container } = renderBox('/companies?tipo=2&provincia=Sevilla&texto=tejado&orden=name&pagina=3', 'tejado');
    const hidden = [...container.querySelectorAll('input[type="hidden"]')].map((el) => [el.getAttribute('name'), el.getAttribute('value')]);
    expect(hidden).toEqual([
      ['tipo', '2'],
      ['provincia', 'Sevilla'],
      ['orden', 'name'],
    ]);
  });
});

describe('the form sent without scripts', () => {
  it("keeps the filters in one order whatever the URL's order (server and browser render the same fields)", () => {
    const a = keptFields('?provincia=Madrid&texto=x&tipo=1&actividad=3&actividad=2&pagina=2');
    expect(a).toEqual(keptFields('?actividad=3&tipo=1&pagina=2&actividad=2&provincia=Madrid'));
    expect(a).toEqual([
      ['tipo', '1'],
      ['actividad', '3'],
      ['actividad', '2'],
      ['provincia', 'Madrid'],
    ]);
  });
});
