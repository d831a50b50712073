/** /my-profile/opiniones says when its reviews could not be loaded, and asks again on request. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnsecuredJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/account';
import { ReviewsScreen } from './reviews-screen';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const profile = { id: 'u1', name: 'Lucía', lastname: 'Martín', email: 'a@b.es', company: { id: 'c1', name: 'Obras Lucía' } };
let reviewsAnswer = () => json(500, { errors: 'Error' });
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  if (path === '/api/v1/users') return json(200, profile);
  if (path === '/api/v1/companies/c1/reviews') return reviewsAnswer();
  return json(404, { errors: 'No encontrado' });
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('token', new UnsecuredJWT({ user: { id: 'u1', email: 'a@b.es', roles: [] } }).setExpirationTime('15m').encode());
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('reviews screen', () => {
  it('a failed load shows an error with "Reintentar" (not a spinner for ever); retrying shows the list', async () => {
    renderWithProviders(<ReviewsScreen />);
    expect(await screen.findByText('No hemos podido cargar las opiniones.')).toBeInTheDocument();
    reviewsAnswer = () => json(200, { items: [], page: 1, pages: 0, total: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/Todavía no hay opiniones/)).toBeInTheDocument();
    expect(screen.queryByText('No hemos podido cargar las opiniones.')).not.toBeInTheDocument();
  });
});
