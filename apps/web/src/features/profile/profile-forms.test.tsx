import { type Company, MSG } from '@cimenta/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, page, renderWithProviders } from '../../test/account';
import { ActivitiesEditForm } from './activities-screen';
import { AdminDataForm, PasswordForm } from './admin-screen';
import { CompanyEditForm } from './company-screen';
import { ProjectForm } from './project-form';

const company: Company = {
  id: '7d1c8a5e-2b0f-4b8e-9b61-0d1c2f3a4b5c',
  name: 'Reformas Sol',
  fullName: 'Reformas Sol',
  type: { id: 2, name: 'Empresa de reformas' },
  description: 'Hacemos reformas',
  cif: 'B12345678',
  cnae: null,
  address: {
    address: 'Calle Mayor 1',
    zipcode: '28013',
    province: { id: 28, name: 'Madrid' },
    city: { id: 28079, name: 'Madrid' },
    country: 'España',
  },
  contact: { email: 'hola@sol.es', phone: '600000000', website: 'sol.es' },
  networks: [{ name: 'instagram', url: 'instagram.com/sol' }],
  area: { min: 50, max: 500 },
  budget: { min: 50000, max: 250000 },
  employees: { id: 1, label: '1-10', name: '1-10' },
  activities: [{ id: 201, name: 'Baños', parent: { id: 2, name: 'Reformas' } }],
  cities: [{ id: 28, province: 'Madrid', community: { id: 13, name: 'Comunidad de Madrid' } }],
  buildings: [{ id: 1, name: 'Vivienda' }],
  constructions: [],
  images: [],
  projects: [],
  credentials: [],
  logo: null,
  photo: null,
  picture: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const provinces = [
  { id: 28, name: 'Madrid', province: 'Madrid', community: { id: 13, name: 'Comunidad de Madrid' } },
  { id: 8, name: 'Barcelona', province: 'Barcelona', community: { id: 9, name: 'Cataluña' } },
  { id: 17, name: 'Girona', province: 'Girona', community: { id: 9, name: 'Cataluña' } },
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/companytypes': page([
        { id: 1, name: 'Constructora', slug: 'constructora', fixed: false },
        { id: 2, name: 'Empresa de reformas', slug: 'reformas', fixed: false },
      ]),
      '/provinces': page(provinces),
      '/cities': page([
        {
          id: 28079,
          name: 'Madrid',
          city: 'Madrid',
          province: { id: 28, name: 'Madrid' },
          community: provinces[0].community,
          zipcode: '28',
        },
      ]),
      '/employees': page([{ id: 1, label: '1-10', name: '1-10' }]),
      '/buildings': page([
        { id: 1, name: 'Vivienda' },
        { id: 2, name: 'Oficinas' },
      ]),
      '/constructiontypes': page([{ id: 1, name: 'Obra nueva' }]),
      '/activities': page([]),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminDataForm', () => {
  it('requires name, lastname and a valid e-mail', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<AdminDataForm initial={{ name: 'Ana', lastname: 'Gil', email: 'ana@x.es' }} onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByLabelText(/^Nombre/));
    await userEvent.clear(screen.getByLabelText(/^Correo Electronico/));
    await userEvent.type(screen.getByLabelText(/^Correo Electronico/), 'ana');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar cambios' }));
    expect(await screen.findByText(MSG.required)).toBeInTheDocument();
    expect(screen.getByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('AdminDataForm, changing the e-mail', () => {
  it('asks for the current password only when the e-mail changes, and sends it', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<AdminDataForm initial={{ name: 'Ana', lastname: 'Gil', email: 'ana@x.es' }} onSubmit={onSubmit} />);
    expect(screen.queryByLabelText(/^Contraseña actual/)).toBeNull();
    await userEvent.clear(screen.getByLabelText(/^Correo Electronico/));
    await userEvent.type(screen.getByLabelText(/^Correo Electronico/), 'ana.gil@x.es');
    expect(screen.getByLabelText(/^Contraseña actual/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar cambios' }));
    expect(await screen.findByText(MSG.required)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Contraseña actual/), 'Segura123');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar cambios' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', lastname: 'Gil', email: 'ana.gil@x.es', password: 'Segura123' }),
    );
  });

  it('sends no password when only the name changes', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<AdminDataForm initial={{ name: 'Ana', lastname: 'Gil', email: 'ana@x.es' }} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'bel');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Anabel', lastname: 'Gil', email: 'ana@x.es' }));
  });
});

describe('PasswordForm', () => {
  it('shows the hint and applies the §5 rules', async () => {
    const onSubmit = vi.fn().mockResolvedValue(true);
    renderWithProviders(<PasswordForm onSubmit={onSubmit} />);
    expect(screen.getByText(/mínimo ocho caracteres/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findAllByText(MSG.required)).toHaveLength(3);
    await userEvent.type(screen.getByLabelText(/^Contraseña actual/), 'Vieja1234');
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), 'sinmayus1');
    await userEvent.type(screen.getByLabelText(/^Confirmar nueva contraseña/), 'sinmayus1');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(MSG.passwordRule)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Nueva contraseña/));
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), 'Nueva1234');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(MSG.passwordMismatch)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Confirmar nueva contraseña/));
    await userEvent.type(screen.getByLabelText(/^Confirmar nueva contraseña/), 'Nueva1234');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ actual: 'Vieja1234', new: 'Nueva1234', confirm: 'Nueva1234' }));
  });
});

describe('CompanyEditForm', () => {
  it('shows links with https://, keeps Spain disabled and sends only changed fields', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<CompanyEditForm company={company} onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Sitio web/)).toHaveValue('https://sol.es');
    expect(screen.getByLabelText(/^Instagram/)).toHaveValue('https://instagram.com/sol');
    expect(screen.getByLabelText('País')).toBeDisabled();
    expect(screen.getByText('16/800')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^CIF/));
    await userEvent.type(screen.getByLabelText(/^CIF/), 'B87654321');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    // The networks were only normalised to https, which the server did not store: they count as changed.
    const sent = onSubmit.mock.calls[0][0];
    expect(sent.cif).toBe('B87654321');
    expect(sent).not.toHaveProperty('name');
    expect(sent).not.toHaveProperty('address');
  });

  it('requires name, CIF, contact e-mail and phone', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<CompanyEditForm company={company} onSubmit={onSubmit} />);
    for (const label of [/^Nombre de la empresa/, /^CIF/, /^Teléfono/]) await userEvent.clear(screen.getByLabelText(label));
    await userEvent.clear(screen.getByLabelText(/^Correo Electronico/));
    await userEvent.type(screen.getByLabelText(/^Correo Electronico/), 'mal');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findAllByText(MSG.required)).toHaveLength(3);
    expect(screen.getByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cuts the description to 800 characters', async () => {
    renderWithProviders(<CompanyEditForm company={{ ...company, description: '' }} onSubmit={vi.fn()} />);
    const area = screen.getByLabelText(/^Descripción/);
    await userEvent.click(area);
    await userEvent.paste('x'.repeat(900));
    expect((area as HTMLTextAreaElement).value).toHaveLength(800);
    expect(screen.getByText('800/800')).toBeInTheDocument();
  });
});

describe('ActivitiesEditForm', () => {
  it('refuses min > max on saving with the §5 toast', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ActivitiesEditForm company={{ ...company, area: { min: 500, max: 50 } }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    // The toast (the field says it too).
    await waitFor(() => expect(screen.getAllByRole('alert').some((t) => t.textContent?.includes(MSG.areaMinOverMax))).toBe(true));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses budget min > max too', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ActivitiesEditForm company={{ ...company, budget: { min: 500000, max: 50000 } }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    // The toast (the field says it too).
    await waitFor(() => expect(screen.getAllByRole('alert').some((t) => t.textContent?.includes(MSG.budgetMinOverMax))).toBe(true));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires activities, buildings and at least one province; the tree shows parent states', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<ActivitiesEditForm company={{ ...company, buildings: [] }} onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar Baños' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar provincias de Comunidad de Madrid' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Madrid' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findAllByText(MSG.required)).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();

    const cat = screen.getByRole('checkbox', { name: 'Cataluña' });
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar provincias de Cataluña' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Girona' }));
    expect(cat).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByRole('checkbox', { name: 'Toda España' })).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Barcelona' }));
    expect(cat).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Toda España' }));
    expect(screen.getByRole('checkbox', { name: 'Toda España' })).toBeChecked();
    expect(screen.getByText('3 provincias seleccionadas')).toBeInTheDocument();
  });
});

describe('ProjectForm', () => {
  it('requires a title', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ProjectForm onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar proyecto' }));
    expect(await screen.findByText(MSG.required)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Título/), 'Reforma integral en Chamberí');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar proyecto' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('sends the kind of work picked in "Tipo de trabajo" (activities grouped under their main one)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        const subs = url.pathname.endsWith('/activities') && url.searchParams.get('main') === 'false';
        const body = url.pathname.endsWith('/activities')
          ? page(
              subs
                ? [{ id: 206, name: 'Reforma de baños', parent: { id: 2, name: 'Reformas integrales' }, total: 0, totalChildren: 0 }]
                : [{ id: 2, name: 'Reformas integrales', parent: null, total: 0, totalChildren: 6 }],
            )
          : page([]);
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const onSubmit = vi.fn();
    renderWithProviders(<ProjectForm onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByLabelText(/^Título/), 'Baño en Ruzafa');
    await userEvent.click(screen.getAllByLabelText(/^Tipo de trabajo/)[0] as HTMLElement);
    const field = screen.getAllByLabelText(/^Tipo de trabajo/)[0] as HTMLElement;
    await userEvent.type(field, 'baños');
    await userEvent.click(await screen.findByRole('option', { name: 'Reforma de baños', hidden: true }, { timeout: 3000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar proyecto' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ activity: '206' });
  });
});
