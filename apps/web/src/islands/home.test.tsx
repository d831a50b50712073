/**
 * The home's islands at load (issue 21): rendered by the server as a root of their own, then
 * hydrated on that HTML as src/islands.tsx does.
 */
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getStoredFilter, setStoredFilter } from '../lib/storage';
import { renderIsland } from '../test/island';
import HomeStartIsland from './home-start';

const island = (Component: ComponentType<never>) => renderIsland(Component, {}, { pathname: '/', search: '' });

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
});
