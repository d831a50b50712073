import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUIDED_LOADING_MS } from '@cimenta/shared';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setNavigate } from '../../../lib/navigation';
import { getStoredFilter } from '../../../lib/storage';
import { catalogFetch, renderApp } from '../../../test/render';
import { GuidedSearchProvider, useGuidedSearch } from './guided-search-context';
import { setGuidedQuote, useGuidedQuote } from '../../../lib/guided-quote';
import GuidedSearchDialog, { GUIDED_FINISHED_EVENT } from './guided-search-dialog';

const navigate = vi.fn();
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(catalogFetch()));
  setNavigate(navigate);
  navigate.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** "Siguiente", then wait for step `to`: the step's validation is asynchronous, so a second click at once can land on the step it leaves. */
async function next(user: ReturnType<typeof userEvent.setup>, to: number) {
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await waitFor(() => expect(screen.getByTestId('guided-position')).toHaveTextContent(`Paso ${to} de 5`));
}

describe('guided advanced search', () => {
  it('walks need → budget → address → employees → area and ends on /companies with the filter', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const finished = vi.fn();
    window.addEventListener(GUIDED_FINISHED_EVENT, finished);
    renderApp(<GuidedSearchDialog opened onClose={onClose} />);

    expect(await screen.findByText('1.234 empresas')).toBeInTheDocument();
    expect(screen.getByTestId('guided-position')).toHaveTextContent('Paso 1 de 5');

    // Required fields block the way forward.
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByTestId('guided-position')).toHaveTextContent('Paso 1 de 5');
    expect(screen.getAllByText('Este campo es obligatorio').length).toBeGreaterThan(0);

    await choose(user, /Tipo de empresa/, 'Empresa de reformas');
    await choose(user, /^Actividad/, 'Reformas integrales');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByTestId('guided-position')).toHaveTextContent('Paso 2 de 5');

    // Back keeps the answers.
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(screen.getByTestId('guided-position')).toHaveTextContent('Paso 1 de 5');
    expect(screen.getByRole('combobox', { name: /Tipo de empresa/ })).toHaveValue('Empresa de reformas');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await user.click(screen.getByRole('radio', { name: 'No hay presupuesto cerrado' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByTestId('guided-position')).toHaveTextContent('Paso 3 de 5');

    await choose(user, /Provincia de la obra/, 'Madrid');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    // Employees are optional.
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByTestId('guided-position')).toHaveTextContent('Paso 5 de 5');

    await choose(user, /Superficie mínima/, '50');
    await choose(user, /Superficie máxima/, '500');
    await user.click(screen.getByRole('button', { name: 'Ver empresas' }));

    expect(await screen.findByText('Espera un segunda mientras buscamos las empresas más adecuadas para ti')).toBeInTheDocument();
    expect(screen.getByText('Afinando las mejores coincidencias...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a empezar' })).toBeInTheDocument();

    // It lands on the real results URL of that filter (issue 9), which may drop the least important
    // answers when nothing fits them all (issue 10), and saves the filter too.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/companies?tipo=2&actividad=2&provincia=Madrid&superficie=50-500&relax=1'), {
      timeout: 10_000,
    });
    // A budget of 0-0 ('No hay presupuesto cerrado') is left out.
    expect(getStoredFilter()).toEqual({ type: 2, parent: 2, provinceName: 'Madrid', area: { min: 50, max: 500 } });
    expect(onClose).toHaveBeenCalled();
    expect(finished).toHaveBeenCalled();
    window.removeEventListener(GUIDED_FINISHED_EVENT, finished);
  });

  it('"Volver a empezar" returns to the first step with an empty form', async () => {
    // Fake timers that follow the clock, so the pending search's delay can be skipped at the end.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(<GuidedSearchDialog opened onClose={() => {}} />);
    await answerUpToArea(user);
    await choose(user, /Superficie mínima/, '0');
    await choose(user, /Superficie máxima/, '50');
    await user.click(screen.getByRole('button', { name: 'Ver empresas' }));
    await user.click(await screen.findByRole('button', { name: 'Volver a empezar' }));
    expect(screen.getByTestId('guided-position')).toHaveTextContent('Paso 1 de 5');
    expect(screen.getByRole('combobox', { name: /Tipo de empresa/ })).toHaveValue('');
    // The search that "Ver empresas" started was called off: nothing opens after its delay.
    await vi.advanceTimersByTimeAsync(GUIDED_LOADING_MS + 200);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('"Pedir presupuesto" on the last step (issue 20)', () => {
  function Kept() {
    return <output data-testid="kept">{JSON.stringify(useGuidedQuote())}</output>;
  }
  afterEach(() => setGuidedQuote(null));

  it('searches as "Ver empresas" does and keeps the answers for the request', async () => {
    const user = userEvent.setup();
    renderApp(
      <>
        <GuidedSearchDialog opened onClose={() => {}} />
        <Kept />
      </>,
    );
    // Only on the last step.
    expect(screen.queryByRole('button', { name: 'Pedir presupuesto' })).not.toBeInTheDocument();
    await answerUpToArea(user);
    await choose(user, /Superficie mínima/, '50');
    await choose(user, /Superficie máxima/, '500');
    await user.click(screen.getByRole('button', { name: 'Pedir presupuesto' }));
    await waitFor(
      () => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/companies\?tipo=1&actividad=1&provincia=Barcelona/)),
      {
        timeout: 10_000,
      },
    );
    expect(JSON.parse(screen.getByTestId('kept').textContent ?? 'null')).toEqual({
      type: 1,
      activity: 1,
      subActivity: null,
      provinceName: 'Barcelona',
      budget: { min: 0, max: 50000 },
      area: { min: 50, max: 500 },
    });
  });

  it('a search with "Ver empresas" drops answers kept by an earlier one', async () => {
    const user = userEvent.setup();
    setGuidedQuote({
      type: 2,
      activity: 2,
      subActivity: null,
      provinceName: 'Madrid',
      budget: { min: 0, max: 0 },
      area: { min: 0, max: 0 },
    });
    renderApp(
      <>
        <GuidedSearchDialog opened onClose={() => {}} />
        <Kept />
      </>,
    );
    await answerUpToArea(user);
    await choose(user, /Superficie mínima/, '50');
    await choose(user, /Superficie máxima/, '500');
    await user.click(screen.getByRole('button', { name: 'Ver empresas' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled(), { timeout: 10_000 });
    expect(screen.getByTestId('kept')).toHaveTextContent('null');
  });
});

/** Answers the first four steps (Constructora, Obra nueva, up to 50.000 €, Barcelona) and reaches the area step. */
async function answerUpToArea(user: ReturnType<typeof userEvent.setup>) {
  await choose(user, /Tipo de empresa/, 'Constructora');
  await choose(user, /^Actividad/, 'Obra nueva');
  await next(user, 2);
  await user.click(screen.getByRole('radio', { name: '0 - 50.000 €' }));
  await next(user, 3);
  await choose(user, /Provincia de la obra/, 'Barcelona');
  await next(user, 4);
  await next(user, 5);
}

describe('opening the guided search (issue 22)', () => {
  it('shows its own loading state at once, before the dialog code has arrived', async () => {
    const user = userEvent.setup();
    function Opener() {
      const { open } = useGuidedSearch();
      return (
        <button type="button" onClick={open}>
          Abrir
        </button>
      );
    }
    renderApp(
      <GuidedSearchProvider>
        <Opener />
      </GuidedSearchProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    // Synchronously after the click: the lazy dialog cannot have loaded yet.
    expect(screen.getByRole('dialog', { name: 'Preparando la búsqueda guiada…' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('guided-position')).toHaveTextContent('Paso 1 de 5');
    expect(screen.queryByRole('dialog', { name: 'Preparando la búsqueda guiada…' })).not.toBeInTheDocument();
  });

  it('refuses an area minimum over the maximum on the last step', async () => {
    const user = userEvent.setup();
    renderApp(<GuidedSearchDialog opened onClose={() => {}} />);
    await answerUpToArea(user);
    await choose(user, /Superficie mínima/, '10.000');
    await choose(user, /Superficie máxima/, '50');
    await user.click(screen.getByRole('button', { name: 'Ver empresas' }));
    expect(await screen.findByText('La superficie mínima no puede ser mayor a la máxima.')).toBeInTheDocument();
    expect(screen.queryByText('Afinando las mejores coincidencias...')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
