import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CompaniesUrlState, companiesHref, encodeCompaniesQuery, hasCompaniesQuery, parseCompaniesQuery } from './companies-url';
import { INT_MAX } from './constants';
import { ORDERS } from './query';
import { parentsOf, withParents } from './companies-url';
import { parseFilter } from './schemas';

describe('results URL', () => {
  it('writes a search with readable keys in a fixed order', () => {
    expect(
      companiesHref({
        filter: {
          provinceName: 'Madrid',
          type: 2,
          parent: 5,
          activities: [12],
          city: 'Alcalá de Henares',
          employees: [1, 2],
          budget: { min: 0, max: 50000 },
          area: { min: 50, max: 100 },
        },
        text: 'reformas integrales',
        order: 'name',
        page: 2,
      }),
    ).toBe(
      '/companies?tipo=2&actividad=5&sub=12&provincia=Madrid&ciudad=Alcal%C3%A1+de+Henares&empleados=1,2&presupuesto=0-50000&superficie=50-100&texto=reformas+integrales&orden=name&pagina=2',
    );
    expect(companiesHref({})).toBe('/companies');
    expect(companiesHref({ type: 3 })).toBe('/companies?tipo=3');
    expect(companiesHref({ filter: {}, page: 1 })).toBe('/companies');
    expect(encodeCompaniesQuery({ filter: { area: { min: 20001 }, budget: { max: 50000 } } })).toBe('presupuesto=-50000&superficie=20001-');
  });

  it('reads what it writes, with or without the question mark', () => {
    expect(
      parseCompaniesQuery('?tipo=2&actividad=5&sub=12,13&provincia=M%C3%A1laga&empleados=1,2&presupuesto=0-50000&superficie=20001-'),
    ).toEqual({
      filter: {
        type: 2,
        parent: 5,
        activities: [12, 13],
        provinceName: 'Málaga',
        employees: [1, 2],
        budget: { min: 0, max: 50000 },
        area: { min: 20001 },
      },
    });
    expect(parseCompaniesQuery(new URLSearchParams('texto=pladur&orden=-name&pagina=3'))).toEqual({
      filter: {},
      text: 'pladur',
      order: '-name',
      page: 3,
    });
  });

  it('reads and writes several main activities, which add up; a single old value still reads (issue 22)', () => {
    const state: CompaniesUrlState = { filter: { type: 2, parent: [3, 1] } };
    expect(companiesHref(state)).toBe('/companies?tipo=2&actividad=3,1');
    expect(parseCompaniesQuery('tipo=2&actividad=3,1')).toEqual(state);
    expect(parseCompaniesQuery('actividad=5')).toEqual({ filter: { parent: 5 } });
    expect(parseCompaniesQuery('actividad=5,5,x')).toEqual({ filter: { parent: 5 } });
    expect(companiesHref({ parent: 5 })).toBe('/companies?actividad=5');
  });

  it('takes one or several main activities in the API filter', () => {
    expect(parseFilter('{"parent":2}')).toEqual({ parent: 2 });
    expect(parseFilter('[{"parent":{"id":2}}]')).toEqual({ parent: 2 });
    expect(parseFilter('{"parent":[2,3,2]}')).toEqual({ parent: [2, 3] });
    expect(parseFilter('{"parent":[4]}')).toEqual({ parent: 4 });
    expect(parseFilter('{"parent":[]}')).toEqual({});
    expect(() => parseFilter('{"parent":[2,"x"]}')).toThrow();
    expect(parentsOf({ parent: 2 })).toEqual([2]);
    expect(parentsOf({ parent: [2, 3] })).toEqual([2, 3]);
    expect(withParents({ type: 1, parent: 2 }, [])).toEqual({ type: 1 });
  });

  it('drops what it cannot read instead of failing', () => {
    expect(
      parseCompaniesQuery('tipo=abc&actividad=-1&sub=x,7,,7,0&provincia=%20%20&presupuesto=a-b&superficie=9999999999-&orden=rand&pagina=0'),
    ).toEqual({ filter: { activities: [7] } });
    expect(parseCompaniesQuery('superficie=500')).toEqual({ filter: { area: { min: 500 } } });
    expect(parseCompaniesQuery('')).toEqual({ filter: {} });
  });

  it('writes the minimum rating, the verified filter and "Mejor valoradas" in Spanish keys (issue 19)', () => {
    const state: CompaniesUrlState = { filter: { minRating: 4, verified: true }, order: 'rating' };
    expect(encodeCompaniesQuery(state)).toBe('valoracion=4&verificadas=1&orden=rating');
    expect(parseCompaniesQuery('valoracion=4&verificadas=1&orden=rating')).toEqual(state);
    expect(parseCompaniesQuery('valoracion=9&verificadas=si')).toEqual({ filter: {} });
  });

  it('still reads the old q, order and page parameters', () => {
    expect(parseCompaniesQuery('q=tejados&order=name&page=2')).toEqual({ filter: {}, text: 'tejados', order: 'name', page: 2 });
  });

  it('tells a described search (which wins over storage) from a bare /companies', () => {
    expect(hasCompaniesQuery('')).toBe(false);
    expect(hasCompaniesQuery('utm_source=x')).toBe(false);
    expect(hasCompaniesQuery('tipo=2')).toBe(true);
    expect(hasCompaniesQuery('pagina=2')).toBe(true);
    expect(hasCompaniesQuery('page=2')).toBe(true);
  });

  const id = fc.integer({ min: 1, max: INT_MAX });
  const ids = fc.uniqueArray(id, { minLength: 1, maxLength: 5 });
  const words = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s.length > 0);
  const bound = fc.integer({ min: 0, max: INT_MAX });
  const range = fc.record({ min: bound, max: bound }, { requiredKeys: [] }).filter((r) => r.min !== undefined || r.max !== undefined);
  const state: fc.Arbitrary<CompaniesUrlState> = fc.record(
    {
      filter: fc.record(
        {
          type: id,
          parent: id,
          activities: ids,
          provinceName: words,
          city: words,
          employees: ids,
          buildings: ids,
          constructions: ids,
          budget: range,
          area: range,
          minRating: fc.integer({ min: 1, max: 5 }),
          verified: fc.constant(true),
        },
        { requiredKeys: [] },
      ),
      text: words,
      order: fc.constantFrom(...ORDERS),
      page: fc.integer({ min: 2, max: 10_000 }),
      literal: fc.constant(true),
      relax: fc.constant(true),
    },
    { requiredKeys: ['filter'] },
  );

  it('round-trips any search: parse(encode(s)) = s', () => {
    fc.assert(
      fc.property(state, (s) => {
        const href = companiesHref(s);
        expect(href.startsWith('/companies')).toBe(true);
        expect(parseCompaniesQuery(href.slice('/companies'.length))).toEqual(s);
        // One search, one URL.
        expect(companiesHref(parseCompaniesQuery(encodeCompaniesQuery(s)))).toBe(href);
      }),
      { numRuns: 500 },
    );
  });
});

describe('text being typed', () => {
  it('keeps the trailing space of a word on its way, drops blank text', () => {
    expect(parseCompaniesQuery(encodeCompaniesQuery({ filter: {}, text: 'reformas ' })).text).toBe('reformas ');
    expect(encodeCompaniesQuery({ filter: {}, text: '   ' })).toBe('');
  });
});
