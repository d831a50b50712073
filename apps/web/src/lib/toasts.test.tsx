/** Issue 22: one toast per message; a form's error toasts close on its success and on a page change. */
import { notificationsStore } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StaleToasts } from '../app/layout';
import { renderApp } from '../test/render';
import { closeErrorToasts, showErrorToast, showSessionToast, showSuccessToast } from './toasts';

const messages = () => notificationsStore.getState().notifications.map((n) => String(n.message));

describe('toasts', () => {
  it('shows one toast per message, however often it is raised', () => {
    showErrorToast('Revisa los campos marcados');
    showErrorToast('Revisa los campos marcados');
    showErrorToast('Revisa los campos marcados');
    expect(messages()).toEqual(['Revisa los campos marcados']);
  });

  it('a success closes the error toasts, not the session ones', () => {
    showErrorToast('Revisa los campos marcados');
    showSessionToast('Ha expirado la sesión');
    showSuccessToast('Compañia registrada con exito');
    expect(messages()).toEqual(['Ha expirado la sesión', 'Compañia registrada con exito']);
    closeErrorToasts();
    expect(messages()).toHaveLength(2);
  });

  it('a page change closes the error toasts of the page left', async () => {
    const user = userEvent.setup();
    renderApp(
      <>
        <Routes>
          <Route path="/sign-in" element={<Link to="/my-profile">Entrar</Link>} />
          <Route path="/my-profile" element={<p>Mi Perfil</p>} />
        </Routes>
        <StaleToasts />
      </>,
      { route: '/sign-in' },
    );
    act(() => showErrorToast('El usuario o la contraseña es incorrecta.'));
    expect(messages()).toEqual(['El usuario o la contraseña es incorrecta.']);
    await user.click(screen.getByRole('link', { name: 'Entrar' }));
    expect(await screen.findByText('Mi Perfil')).toBeInTheDocument();
    expect(messages()).toEqual([]);
  });
});
