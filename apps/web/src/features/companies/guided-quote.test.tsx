/**
 * "Pedir presupuesto" from the guided search (issue 20): the results say how to pick companies,
 * pick the first ones on request, and the request's form opens filled with the guided answers.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { card, page, server, serveMockApi } from '../../test/msw';
import { renderApp } from '../../test/render';
import { setGuidedQuote } from '../../lib/guided-quote';
import { CompaniesPage } from './companies-page';

serveMockApi();
configure({ asyncUtilTimeout: 8000 });
afterEach(() => setGuidedQuote(null));

const results = [card('a', 'Reformas Uno'), card('b', 'Reformas Dos'), card('c', 'Reformas Tres'), card('d', 'Reformas Cuatro')];
const answers = {
  type: 2,
  activity: 2,
  subActivity: 201,
  provinceName: 'Madrid',
  budget: { min: 0, max: 50000 },
  area: { min: 50, max: 500 },
};

function serveResults() {
  server.use(
    http.get('*/api/v1/companies', () => HttpResponse.json(page(results))),
    http.get('*/api/v1/cities', () => HttpResponse.json(page([]))),
    http.get('*/api/v1/quotes/form-token', () => HttpResponse.json({ token: 'x' })),
  );
}

describe('a quote request from the guided search', () => {
  it('offers to pick companies and fills the form with the answers', async () => {
    serveResults();
    const user = userEvent.setup();
    setGuidedQuote(answers);
    renderApp(<CompaniesPage />, { route: '/companies' });

    const banner = await screen.findByRole('region', { name: 'Pide presupuesto con tus respuestas' });
    expect(banner).toHaveTextContent('Marca «Pedir presupuesto» en hasta 3 empresas de la lista');
    await user.click(within(banner).getByRole('button', { name: 'Elegir las 3 primeras empresas' }));
    const boxes = screen.getAllByTestId('quote-pick');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, true, false]);
    const bar = await screen.findByTestId('quote-picks');
    expect(bar).toHaveTextContent('3 de 3 empresas elegidas');

    await user.click(within(bar).getByRole('button', { name: 'Pedir presupuesto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir presupuesto' });
    expect(dialog).toHaveTextContent('Reformas Uno, Reformas Dos, Reformas Tres');
    expect(within(dialog).getByTestId('quote-prefilled')).toHaveTextContent('tus respuestas de la búsqueda guiada');
    // Every answer the form has a field for, and all of them can be changed.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Tipo de empresa/ })).toHaveValue('Empresa de reformas'));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Tipo de trabajo/ })).toHaveValue('Reformas integrales'));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Detalle del trabajo (opcional)' })).toHaveValue('Reforma de pisos'),
    );
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Provincia/ })).toHaveValue('Madrid'));
    expect(within(dialog).getByRole('textbox', { name: 'Presupuesto desde (€, opcional)' })).toHaveValue('0');
    expect(within(dialog).getByRole('textbox', { name: 'Presupuesto hasta (€, opcional)' })).toHaveValue('50.000');
    const area = within(dialog).getByRole('textbox', { name: 'Superficie (m², opcional)' });
    expect(area).toHaveValue('50');
    await user.clear(area);
    await user.type(area, '80');
    expect(area).toHaveValue('80');
  });

  it('says nothing of a request after a plain guided search, and "Ahora no" ends the offer', async () => {
    serveResults();
    const user = userEvent.setup();
    renderApp(<CompaniesPage />, { route: '/companies' });
    await screen.findAllByTestId('quote-pick');
    expect(screen.queryByTestId('guided-quote-banner')).not.toBeInTheDocument();

    setGuidedQuote(answers);
    const banner = await screen.findByTestId('guided-quote-banner');
    await user.click(within(banner).getByRole('button', { name: 'Ahora no' }));
    expect(screen.queryByTestId('guided-quote-banner')).not.toBeInTheDocument();
    // Picked by hand, the form starts empty and says nothing of the guided search.
    await user.click(screen.getAllByTestId('quote-pick')[0] as HTMLElement);
    await user.click(within(await screen.findByTestId('quote-picks')).getByRole('button', { name: 'Pedir presupuesto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir presupuesto' });
    expect(within(dialog).queryByTestId('quote-prefilled')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Tipo de empresa/ })).toHaveValue('');
  });
});
