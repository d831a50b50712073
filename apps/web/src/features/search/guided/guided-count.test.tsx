import type { CompanyFilter } from '@cimenta/shared';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigate } from '../../../lib/navigation';
import { calls, page, server, serveMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render';
import GuidedSearchDialog from './guided-search-dialog';

serveMockApi();
configure({ asyncUtilTimeout: 8000 });
beforeEach(() => setNavigate(vi.fn()));

/** How many companies fit each set of answers in this test's made-up directory. */
function total(f: CompanyFilter): number {
  if (f.area) return 0;
  if (f.employees) return 2;
  if (f.provinceName) return 4;
  if (f.budget) return 7;
  if (f.parent) return 12;
  if (f.type) return 50;
  return 1234;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('guided search: the title counts the companies that fit the answers given so far', () => {
  it('follows each answer with a one-company page, and warns when nothing fits all of them', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/v1/companies', ({ request }) => {
        const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '[{}]')[0] as CompanyFilter;
        return HttpResponse.json(page([], total(filter)));
      }),
    );
    renderApp(<GuidedSearchDialog opened onClose={() => {}} />);
    expect(await screen.findByText('1.234 empresas')).toBeInTheDocument();
    const counts = calls.filter((c) => c.startsWith('/companies'));
    expect(counts.every((c) => new URLSearchParams(c.split('?')[1]).get('perPage') === '1')).toBe(true);

    await choose(user, /Tipo de empresa/, 'Empresa de reformas');
    expect(await screen.findByText('50 empresas')).toBeInTheDocument();
    await choose(user, /^Actividad/, 'Reformas integrales');
    expect(await screen.findByText('12 empresas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('radio', { name: '0 - 50.000 €' }));
    expect(await screen.findByText('7 empresas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await choose(user, /Provincia de la obra/, 'Madrid');
    expect(await screen.findByText('4 empresas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    // The ranges come from the employees catalogue, asked for when the step shows.
    await user.click(await screen.findByRole('checkbox', { name: 'De 1 a 5 empleados' }));
    expect(await screen.findByText('2 empresas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.queryByTestId('guided-relax-note')).not.toBeInTheDocument();
    await choose(user, /Superficie mínima/, '50');
    await choose(user, /Superficie máxima/, '100');
    expect(await screen.findByText('0 empresas')).toBeInTheDocument();
    expect(screen.getByTestId('guided-relax-note')).toHaveTextContent(
      'Ninguna empresa cumple todo lo que pides: al terminar te mostraremos las que más se acercan.',
    );
    // Going back does not forget the answers: the count stays.
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(screen.getByText('0 empresas')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.startsWith('/companies')).length).toBeGreaterThan(6));
  });
});
