/** The home's start (issue 21): run by the islands' entry as the page loads, without React. */
import { afterEach, describe, expect, it } from 'vitest';
import { getStoredFilter, setStoredFilter } from '../lib/storage';
import { STARTS } from './starts';

afterEach(() => localStorage.clear());

describe('home islands', () => {
  it('the start clears the stored filter (SPEC §2: home starts every visit with a clean search)', () => {
    setStoredFilter({ provinceName: 'Madrid' });
    expect(getStoredFilter()).toEqual({ provinceName: 'Madrid' });
    STARTS['home-start']?.({ pathname: '/', search: '' });
    expect(getStoredFilter()).toEqual({});
  });
});
