import { STORAGE_KEYS } from '@cimenta/shared';
import { describe, expect, it } from 'vitest';
import {
  clearStorage,
  getStoredActivity,
  getStoredFilter,
  getStoredType,
  getToken,
  normalizeFilter,
  setStoredActivity,
  setStoredFilter,
  setStoredType,
  setTokens,
  toArray,
} from './storage';

describe('local storage of SPEC §9', () => {
  it('uses exactly the keys token, refresh, type, activity, subActivity, filter', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(['token', 'refresh', 'type', 'activity', 'subActivity', 'filter']);
    setTokens({ token: 'a.b.c', refresh_token: 'r1' });
    setStoredType(2);
    setStoredActivity({ id: 5, name: 'Fachadas' });
    setStoredFilter({ type: 2 });
    expect(Object.keys(localStorage).sort()).toEqual(['activity', 'filter', 'refresh', 'token', 'type']);
    expect(localStorage.getItem('refresh')).toBe('r1');
  });

  it('keeps <html data-session> while a token is stored (what only visitors see is hidden by it)', () => {
    clearStorage();
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);
    setTokens({ token: 'a.b.c', refresh_token: 'r1' });
    expect(document.documentElement.hasAttribute('data-session')).toBe(true);
    clearStorage();
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);
  });

  it('restores object-shaped lists as arrays (SPEC §4)', () => {
    localStorage.setItem(
      'filter',
      JSON.stringify({
        type: 1,
        activities: { 0: 201, 1: 202 },
        employees: { '1': 3, '0': 2 },
        buildings: {},
        area: { min: '50', max: 500 },
      }),
    );
    expect(getStoredFilter()).toEqual({ type: 1, activities: [201, 202], employees: [2, 3], area: { min: 50, max: 500 } });
  });

  it('reads a filter stored as a one-object array and drops empty values', () => {
    expect(normalizeFilter([{ type: { id: 3 }, provinceName: ' Madrid ', city: '', parent: null, budget: {} }])).toEqual({
      type: 3,
      provinceName: 'Madrid',
    });
  });

  it('keeps one main activity as a number and several as a list (issue 22)', () => {
    expect(normalizeFilter({ parent: { id: 2, name: 'Reformas' } })).toEqual({ parent: 2 });
    expect(normalizeFilter({ parent: [2, 3, 2] })).toEqual({ parent: [2, 3] });
    expect(normalizeFilter({ parent: [{ id: 4 }] })).toEqual({ parent: 4 });
    expect(normalizeFilter({ parent: [] })).toEqual({});
  });

  it('turns single values and id objects into lists', () => {
    expect(toArray(4)).toEqual([4]);
    expect(toArray([{ id: 1 }, { id: 2 }])).toEqual([1, 2]);
    expect(toArray({})).toBeUndefined();
    expect(toArray('x')).toBeUndefined();
  });

  it('treats garbage as nothing stored', () => {
    localStorage.setItem('filter', '{not json');
    localStorage.setItem('type', '"abc"');
    localStorage.setItem('activity', '42');
    expect(getStoredFilter()).toEqual({});
    expect(getStoredType()).toBeNull();
    expect(getStoredActivity()).toBeNull();
  });

  it('logout clears all local storage', () => {
    setTokens({ token: 't', refresh_token: 'r' });
    setStoredFilter({ type: 1 });
    localStorage.setItem('something-else', 'x');
    clearStorage();
    expect(localStorage.length).toBe(0);
    expect(getToken()).toBeNull();
  });
});
