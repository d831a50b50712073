import { MSG } from '@cimenta/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, page, renderWithProviders } from '../../test/account';
import { RwcDraftProvider } from './draft';
import { StepCompany } from './step-company';
import { StepNameForm } from './step-name';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/companytypes': page([{ id: 1, name: 'Constructora', slug: 'constructora', fixed: false }]),
      '/provinces': page([{ id: 28, name: 'Madrid', province: 'Madrid', community: { id: 13, name: 'Comunidad de Madrid' } }]),
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/rwc step 01', () => {
  it('requires the company name', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<StepNameForm initial="" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(MSG.required)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Nombre de la empresa/), '  Obras Norte ');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Obras Norte'));
  });
});

describe('/rwc step 02', () => {
  it('validates the company section before opening contact', async () => {
    renderWithProviders(
      <RwcDraftProvider initial={{ name: 'Obras Norte' }}>
        <StepCompany />
      </RwcDraftProvider>,
    );
    expect(screen.getByLabelText(/Nombre de la empresa/)).toHaveValue('Obras Norte');
    // Later sections stay closed until the earlier ones are valid.
    expect(screen.getByRole('button', { name: /2\. Contacto/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    // type, cif, province, city, zip code, address
    expect(await screen.findAllByText(MSG.required)).toHaveLength(5);
    expect(screen.getByText(MSG.invalidZip)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /2\. Contacto/ })).toBeDisabled();
  });

  it('opens the next section after a valid one and offers editing the past one', async () => {
    renderWithProviders(
      <RwcDraftProvider
        initial={{
          name: 'Obras Norte',
          company: {
            name: 'Obras Norte',
            type: '1',
            cif: 'B1',
            description: '',
            address: { address: 'Calle 1', zipcode: '28001', province: '28', city: '28079', country: 'España' },
          },
        }}
      >
        <StepCompany />
      </RwcDraftProvider>,
    );
    // The draft's company section is done, so contact is open and the company one can be edited.
    expect(await screen.findByLabelText(/^Teléfono/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /1\. Datos de la empresa.*Editar/ })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findAllByText(MSG.required)).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/^Correo Electronico/), 'obras@norte.es');
    await userEvent.type(screen.getByLabelText(/^Teléfono/), '600600600');
    await userEvent.type(screen.getByLabelText(/^LinkedIn/), 'linkedin.com/company/norte');
    await userEvent.tab();
    expect(screen.getByLabelText(/^LinkedIn/)).toHaveValue('https://linkedin.com/company/norte');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Subactividades añadidas')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('cimenta:rwc-draft') ?? '{}').contact.contact.email).toBe('obras@norte.es');
  });
});

describe('/rwc step 02, "Función" (issue 11)', () => {
  const done = {
    name: 'Obras Norte',
    company: {
      name: 'Obras Norte',
      type: '1',
      cif: 'B1',
      description: '',
      address: { address: 'Calle 1', zipcode: '28001', province: '28', city: '28079', country: 'España' },
    },
    contact: {
      contact: { email: 'obras@norte.es', phone: '600600600', website: '' },
      networks: { linkedIn: '', instagram: '', facebook: '' },
    },
  };
  const fn = (area: { min: string; max: string }, budget: { min: string; max: string }) => ({
    activities: [{ id: 201, name: 'Baños', parent: { id: 2, name: 'Reformas' } }],
    employees: '1',
    area,
    budget,
    buildings: [],
    constructions: [],
  });

  it.each([
    ['area', fn({ min: '5000', max: '100' }, { min: '0', max: '50000' }), MSG.areaMinOverMax],
    ['budget', fn({ min: '0', max: '100' }, { min: '500000', max: '50000' }), MSG.budgetMinOverMax],
  ])('does not advance past a %s minimum above its maximum', async (_, values, message) => {
    renderWithProviders(
      <RwcDraftProvider initial={{ ...done, function: values } as never}>
        <StepCompany />
      </RwcDraftProvider>,
    );
    // The draft's function section is done: open it again, as a user going back to edit it.
    await userEvent.click(screen.getByRole('button', { name: /3\. Función/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
    // Under the minimum and as the §8 toast.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Finalizar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  });

  it('says at registration that building types will be asked for on the profile', async () => {
    renderWithProviders(
      <RwcDraftProvider initial={done as never}>
        <StepCompany />
      </RwcDraftProvider>,
    );
    expect(await screen.findByText(/te lo pediremos al guardar cambios en la actividad/)).toBeInTheDocument();
  });
});
