import { describe, expect, it } from 'vitest';
import { fold, spanishSortKey, withHttps } from './text';

describe('withHttps', () => {
  it('prefixes links without a scheme and leaves the rest', () => {
    expect(withHttps('sol.es')).toBe('https://sol.es');
    expect(withHttps('http://sol.es')).toBe('http://sol.es');
    expect(withHttps('  ')).toBe('');
    expect(withHttps(null)).toBe('');
  });
});

describe('fold', () => {
  it('lower-cases and strips accents', () => {
    expect(fold(' Ávila Peñíscola ')).toBe('avila peniscola');
  });
});

describe('spanishSortKey', () => {
  it('sorts names alphabetically in Spanish: accents and case ignored, ñ after n', () => {
    const names = ['Zurita Obras', 'Ábaco Reformas', 'obras Núñez', 'Ñandú Construcciones', 'Nube', 'Oeste'];
    const sorted = [...names].sort((a, b) => (spanishSortKey(a) < spanishSortKey(b) ? -1 : 1));
    expect(sorted).toEqual(['Ábaco Reformas', 'Nube', 'Ñandú Construcciones', 'obras Núñez', 'Oeste', 'Zurita Obras']);
  });
});
