/** Issue 22: a form's error toasts close when the page changes. */
import { notificationsStore } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { showErrorToast } from '../lib/toasts';
import { renderApp } from '../test/render';
import { StaleToasts } from './layout';

const messages = () => notificationsStore.getState().notifications.map((n) => String(n.message));

describe('StaleToasts', () => {
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
