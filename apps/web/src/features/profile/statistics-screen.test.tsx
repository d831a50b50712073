/** /my-profile/estadisticas: the empty state, the figures in a table with a summary, and a failed load. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnsecuredJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/account';
import { StatisticsScreen } from './statistics-screen';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const week = (i: number, over: Record<string, unknown> = {}) => ({
  week: `2026-${String(9 + Math.floor(i / 4)).padStart(2, '0')}-${String(1 + (i % 4) * 7).padStart(2, '0')}`,
  views: 0,
  appearances: 0,
  contacts: 0,
  requests: 0,
  answers: 0,
  medianAnswerHours: null,
  ...over,
});
const weeks = (last: Record<string, unknown> = {}) => Array.from({ length: 12 }, (_, i) => week(i, i === 11 ? last : {}));
let answer = () => json(200, { weeks: weeks(), fastReply: false });
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  if (path === '/api/v1/my-profile/statistics') return answer();
  return json(404, { errors: 'No encontrado' });
});
beforeEach(() => {
  answer = () => json(200, { weeks: weeks(), fastReply: false });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('token', new UnsecuredJWT({ user: { id: 'u1', email: 'a@b.es', roles: [] } }).setExpirationTime('15m').encode());
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('statistics screen', () => {
  it('says nothing was counted yet, and still offers the table', async () => {
    renderWithProviders(<StatisticsScreen />);
    expect(await screen.findByText(/Todavía no hay datos/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Datos por semana' })).toBeInTheDocument();
  });

  it('shows the week’s figures in the summary and the table, and the badge when the company has it', async () => {
    answer = () =>
      json(200, { weeks: weeks({ views: 3, appearances: 40, contacts: 1, answers: 1, medianAnswerHours: 2.5 }), fastReply: true });
    renderWithProviders(<StatisticsScreen />);
    expect(await screen.findByText(/3 visitas a tu página, 40 apariciones en resultados y 1 contacto\./)).toBeInTheDocument();
    expect(screen.getByText('Tu empresa muestra la insignia «Responde rápido».')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Datos por semana' })).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(rows[12] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '40', '1', '0', '1', '2,5 h']);
    expect(screen.getByRole('figure', { name: 'Visitas y apariciones' })).toBeInTheDocument();
  });

  it('a failed load says so with "Reintentar"', async () => {
    answer = () => json(500, { errors: 'Error' });
    renderWithProviders(<StatisticsScreen />);
    expect(await screen.findByText('No se pudieron cargar las estadísticas')).toBeInTheDocument();
    answer = () => json(200, { weeks: weeks(), fastReply: false });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/Todavía no hay datos/)).toBeInTheDocument();
  });
});
