/**
 * The home's islands at load (issue 21): rendered by the server as a root of their own, then
 * hydrated on that HTML as src/islands.tsx does.
 */
import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { getStoredFilter, setStoredFilter, setTokens } from '../lib/storage';
import HomeJoinIsland from './home-join';
import HomeStartIsland from './home-start';
import { IslandRoot } from './root';

const location = { pathname: '/', search: '' };

async function island(Component: ComponentType<never>) {
  const root = <IslandRoot Component={Component} props={{}} mobile={false} location={location} />;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(root);
  await act(async () => void hydrateRoot(container, root));
  return container;
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('home islands', () => {
  it('the start clears the stored filter (SPEC §2: home starts every visit with a clean search)', async () => {
    setStoredFilter({ provinceName: 'Madrid' });
    expect(getStoredFilter()).toEqual({ provinceName: 'Madrid' });
    const container = await island(HomeStartIsland);
    expect(getStoredFilter()).toEqual({});
    expect(container.innerHTML).toBe('');
  });

  it('the join banner shows to a visitor and hides, once hydrated, to a signed-in one', async () => {
    await island(HomeJoinIsland);
    expect(screen.getByTestId('join-banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /./ })).toHaveAttribute('href', '/rwc');
    document.body.innerHTML = '';
    setTokens({ token: 't', refresh_token: 'r' });
    const container = await island(HomeJoinIsland);
    expect(container.querySelector('[data-testid="join-banner"]')).toBeNull();
  });
});
