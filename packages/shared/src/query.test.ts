import { describe, expect, it } from 'vitest';
import { encodeFilter, encodeSearch, parseSearch } from './query';
import { parseFilter } from './schemas';
import { formatArea, formatBudget, formatNumber } from './constants';

describe('search format', () => {
  it('encodes key:value pairs in brackets, URI-encoding values and dropping empty ones', () => {
    expect(encodeSearch({ name: 'Reformas, S.L.', province: 28, empty: '', none: undefined })).toBe(
      '[name:Reformas%2C%20S.L.,province:28]',
    );
  });
  it('parses what it encodes, and a plain string as text', () => {
    expect(parseSearch(encodeSearch({ name: 'a:b,c', type: 2 }))).toEqual({ name: 'a:b,c', type: '2' });
    expect(parseSearch('reformas madrid')).toEqual({ q: 'reformas madrid' });
    expect(parseSearch('[broken,name:ok]')).toEqual({ name: 'ok' });
    expect(parseSearch('[name:%E0%A4%A]')).toEqual({ name: '%E0%A4%A' });
    expect(parseSearch(undefined)).toEqual({});
  });
});

describe('filter format', () => {
  it('is a JSON array with one object, ids accepted as objects or numbers', () => {
    const f = parseFilter(encodeFilter({ type: 2, activities: [201], employees: [1, 3], provinceName: 'Madrid' }));
    expect(f).toEqual({ type: 2, activities: [201], employees: [1, 3], provinceName: 'Madrid' });
    expect(parseFilter('[{"type":{"id":4,"name":"x"},"activities":{"id":5}}]'.replace('{"id":5}', '5'))).toMatchObject({
      type: 4,
      activities: [5],
    });
    expect(parseFilter('')).toEqual({});
  });
  it('throws on bad input', () => {
    expect(() => parseFilter('nope')).toThrow();
    expect(() => parseFilter('[{"area":{"min":-1}}]')).toThrow();
  });
});

describe('Spanish numbers', () => {
  it('groups thousands with dots, including four-digit numbers', () => {
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(50000000)).toBe('50.000.000');
    expect(formatArea(20001)).toBe('Más de 20.000');
    expect(formatArea(250)).toBe('250');
    expect(formatBudget(50000001)).toBe('Más de 50.000.000');
    expect(formatBudget(250000)).toBe('250.000');
  });
});
