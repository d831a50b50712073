/** Issue 8: the links of an email change land on a page that uses them once and says what happened. */
import { ACCOUNT_TEXTS } from '@cimenta/shared';
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/account';
import { EmailLinkPage } from './email-link-page';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function renderAt(kind: 'confirm' | 'undo', token: string) {
  renderWithProviders(
    <Routes>
      <Route path={`/users/account/email/${kind}/:token`} element={<EmailLinkPage kind={kind} />} />
    </Routes>,
    { route: `/users/account/email/${kind}/${token}` },
  );
}

afterEach(() => {
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  vi.unstubAllGlobals();
});

describe('EmailLinkPage', () => {
  it('confirms once with the token of the URL and shows the answer', async () => {
    const fetch = answer(200, { message: 'Tu correo ya es nuevo@example.es' });
    vi.stubGlobal('fetch', fetch);
    renderAt('confirm', 'abc123');
    expect(await screen.findByText('Tu correo ya es nuevo@example.es')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/email/confirm');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: ACCOUNT_TEXTS.emailLink.toProfile })).toBeInTheDocument();
  });

  it('a dead link says so on the page, without an error toast', async () => {
    vi.stubGlobal('fetch', answer(400, { errors: 'El enlace no es válido o ha caducado' }));
    renderAt('undo', 'viejo');
    expect(await screen.findByText(ACCOUNT_TEXTS.emailLink.failed)).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });
});
