/** Issue 11: what a careful user trips over on the profile screens. */
import { type Company, MSG } from '@cimenta/shared';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, page, renderWithProviders } from '../../test/account';
import { ActivitiesEditForm } from './activities-screen';
import { AdminDataForm } from './admin-screen';
import { CompanyEditForm } from './company-screen';

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
  networks: [],
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

const fetchMock = vi.fn(
  fakeApi({
    '/companytypes': page([{ id: 2, name: 'Empresa de reformas', slug: 'reformas', fixed: false }]),
    '/provinces': page([{ id: 28, name: 'Madrid', province: 'Madrid', community: { id: 13, name: 'Comunidad de Madrid' } }]),
    '/cities': page([]),
    '/employees': page([{ id: 1, label: '1-10', name: '1-10' }]),
    '/buildings': page([{ id: 1, name: 'Vivienda' }]),
    '/constructiontypes': page([]),
    '/activities': page([]),
  }),
);
const scrollIntoView = vi.fn();

beforeEach(() => {
  fetchMock.mockClear();
  scrollIntoView.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scrollIntoView);
});
afterEach(() => {
  // The toast store is global: start every test without the previous one's toasts.
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a failed save is never silent', () => {
  it('activities without building types: scrolls to and focuses the field and says so', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ActivitiesEditForm company={{ ...company, buildings: [] }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Revisa los campos marcados')).toBeInTheDocument();
    const buildings = screen.getByLabelText(/^Tipos de edificio/, { selector: 'input:not([type=hidden])' });
    await waitFor(() => expect(buildings).toHaveFocus());
    expect(buildings).toHaveAttribute('aria-invalid', 'true');
    expect(scrollIntoView).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('min > max on the activities screen toasts the §5 message and focuses the minimum', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ActivitiesEditForm company={{ ...company, area: { min: 5000, max: 100 } }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.getAllByText(MSG.areaMinOverMax)).toHaveLength(2));
    await waitFor(() => expect(screen.getByLabelText(/^Superficie mínima/, { selector: 'input:not([type=hidden])' })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('company screen: the first marked field gets the focus', async () => {
    renderWithProviders(<CompanyEditForm company={company} onSubmit={vi.fn()} />);
    await userEvent.clear(screen.getByLabelText(/^Teléfono/));
    await userEvent.clear(screen.getByLabelText(/^CIF/));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Revisa los campos marcados');
    await waitFor(() => expect(screen.getByLabelText(/^CIF/)).toHaveFocus());
  });
});

describe('over-long input', () => {
  it('limits the fields and names the limit instead of "obligatorio"', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<AdminDataForm initial={{ name: 'a'.repeat(200), lastname: 'Gil', email: 'ana@x.es' }} onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Nombre/)).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText(/^Apellidos/)).toHaveAttribute('maxLength', '150');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar cambios' }));
    expect(await screen.findByText('Máximo 100 caracteres')).toBeInTheDocument();
    expect(screen.queryByText(MSG.required)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a 560-character company name gets "Máximo 150 caracteres"', async () => {
    renderWithProviders(<CompanyEditForm company={company} onSubmit={vi.fn()} />);
    const name = screen.getByLabelText(/^Nombre de la empresa/);
    expect(name).toHaveAttribute('maxLength', '150');
    for (const [label, max] of [
      [/^CIF/, '20'],
      [/^Dirección/, '255'],
      [/^Teléfono/, '30'],
      [/^Correo Electronico/, '254'],
      [/^Sitio web/, '500'],
      [/^LinkedIn/, '500'],
      [/^Descripción/, '800'],
    ] as const)
      expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', max);
    // maxLength stops typing; a value put there another way (autofill, scripts) still gets the right message.
    fireEvent.change(name, { target: { value: 'n'.repeat(560) } });
    fireEvent.blur(name);
    expect(await screen.findByText('Máximo 150 caracteres')).toBeInTheDocument();
    expect(screen.queryByText(MSG.required)).not.toBeInTheDocument();
  });
});

describe('issue 22: the activities form at 375 px', () => {
  it('keeps the min > max line free before the error shows, so nothing moves under the pointer', async () => {
    renderWithProviders(<ActivitiesEditForm company={{ ...company, area: { min: 5000, max: 100 } }} onSubmit={vi.fn()} />);
    const min = screen.getByLabelText(/^Superficie mínima/, { selector: 'input:not([type=hidden])' });
    const wrapper = min.closest('.mantine-InputWrapper-root') as HTMLElement;
    const reserved = wrapper.lastElementChild as HTMLElement;
    expect(reserved).toHaveAttribute('aria-hidden', 'true');
    expect(reserved.style.minHeight).not.toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(wrapper).toHaveTextContent(MSG.areaMinOverMax));
    expect((wrapper.lastElementChild as HTMLElement).style.minHeight).toBe(reserved.style.minHeight);
  });

  it('names each added sub-activity by its own name first', () => {
    renderWithProviders(<ActivitiesEditForm company={company} onSubmit={vi.fn()} />);
    const list = screen.getByRole('list', { name: /Actividades añadidas|añadidas/i });
    expect(list).toHaveTextContent('Baños (Reformas)');
  });
});
