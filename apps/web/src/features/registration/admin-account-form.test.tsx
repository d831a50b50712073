import { MSG } from '@cimenta/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/account';
import { AdminAccountForm } from './admin-account-form';

describe('AdminAccountForm (register, /rwc step 03)', () => {
  it('requires every field and equal passwords', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<AdminAccountForm submitLabel="Guardar y finalizar" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y finalizar' }));
    expect(await screen.findAllByText(MSG.required)).toHaveLength(5);
    // The privacy policy's box starts unticked and is required (issue 20).
    expect(screen.getByText(MSG.consentRequired)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /He leído y acepto/ })).not.toBeChecked();
    await userEvent.type(screen.getByLabelText(/Correo Electronico/), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Ana');
    await userEvent.type(screen.getByLabelText(/^Apellidos/), 'García');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'Segura123');
    await userEvent.type(screen.getByLabelText(/^Repetir contraseña/), 'Segura124');
    await userEvent.click(screen.getByRole('checkbox', { name: /He leído y acepto/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y finalizar' }));
    expect(await screen.findByText(MSG.passwordMismatch)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^Repetir contraseña/));
    await userEvent.type(screen.getByLabelText(/^Repetir contraseña/), 'Segura123');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y finalizar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        email: 'ana@example.com',
        name: 'Ana',
        lastname: 'García',
        password: 'Segura123',
        repeat: 'Segura123',
        consent: true,
      }),
    );
  });
});
