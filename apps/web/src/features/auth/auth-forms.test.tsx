import { MSG } from '@cimenta/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/account';
import { ForgotPasswordForm } from './forgot-password-form';
import { RecoveryForm } from './recovery-page';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('requires e-mail and password and shows errors only after touch or submit', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<SignInForm onSubmit={onSubmit} onForgot={() => {}} />);
    expect(screen.queryByText(MSG.required)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findAllByText(MSG.required)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('flags an invalid e-mail on blur and submits trimmed, lower-cased values', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<SignInForm onSubmit={onSubmit} onForgot={() => {}} />);
    const email = screen.getByLabelText(/Correo Electronico/);
    await userEvent.type(email, 'nope');
    await userEvent.tab();
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'Ana@Example.com');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret' }));
  });

  it('opens the forgot-password path', async () => {
    const onForgot = vi.fn();
    renderWithProviders(<SignInForm onSubmit={() => {}} onForgot={onForgot} />);
    await userEvent.click(screen.getByRole('button', { name: '¿Has olvidado tu contraseña?' }));
    expect(onForgot).toHaveBeenCalled();
  });
});

describe('ForgotPasswordForm', () => {
  it('needs a valid e-mail', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ForgotPasswordForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Correo Electronico/), 'x@');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('RecoveryForm', () => {
  it('applies the password rule and the confirmation', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<RecoveryForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirmar nueva contraseña/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(MSG.passwordRule)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordMismatch)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a valid new password', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<RecoveryForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), 'Nueva1234');
    await userEvent.type(screen.getByLabelText(/^Confirmar nueva contraseña/), 'Nueva1234');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Nueva1234'));
  });
});
