/** Issue 11: a used or expired recovery link says so on load, before any typing. */
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../test/account';
import { RecoveryPage } from './recovery-page';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function renderAt(token: string) {
  renderWithProviders(
    <Routes>
      <Route path="/users/account/recovery/:token" element={<RecoveryPage />} />
      <Route path="/sign-in" element={<p>Página de acceso</p>} />
    </Routes>,
    { route: `/users/account/recovery/${token}` },
  );
}

afterEach(() => {
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  vi.unstubAllGlobals();
});

describe('RecoveryPage', () => {
  it('a used or expired link: says so at once, offers a new one, shows no form and no error toast', async () => {
    const fetch = answer(400, { errors: 'El enlace de recuperación no es válido o ha caducado' });
    vi.stubGlobal('fetch', fetch);
    renderAt('usado');
    expect(await screen.findByRole('heading', { name: 'Este enlace ya no sirve' })).toBeInTheDocument();
    expect(screen.getByText(/ya se ha usado o ha caducado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByLabelText(/^Nueva contraseña/)).not.toBeInTheDocument();
    expect(screen.queryByText('El enlace de recuperación no es válido o ha caducado')).not.toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/password/check');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'usado' });
  });

  it('a usable link shows the form', async () => {
    vi.stubGlobal('fetch', answer(200, { valid: true }));
    renderAt('bueno');
    expect(await screen.findByLabelText(/^Nueva contraseña/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Crea una contraseña nueva' })).toBeInTheDocument();
  });

  it('a server that cannot answer leaves the decision to the submit', async () => {
    vi.stubGlobal('fetch', answer(500, {}));
    renderAt('quizas');
    await waitFor(() => expect(screen.getByLabelText(/^Nueva contraseña/)).toBeInTheDocument());
  });
});
