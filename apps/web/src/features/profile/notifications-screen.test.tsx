/** Issue 11: the switches make no call (SPEC.md §2), so the screen must not claim a save. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/account';
import { NotificationsScreen } from './notifications-screen';

const fetchMock = vi.fn();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => vi.unstubAllGlobals());

describe('notifications', () => {
  it('says the preferences are not saved and claims no save', async () => {
    renderWithProviders(<NotificationsScreen />);
    expect(screen.getByText('Las preferencias de notificación aún no se guardan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Novedades de la plataforma' }));
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(screen.getAllByText('Las preferencias de notificación aún no se guardan')).toHaveLength(2));
    expect(screen.queryByText('Preferencias de notificación actualizadas')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
