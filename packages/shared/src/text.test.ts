import { describe, expect, it } from 'vitest';
import { fold, withHttps } from './text';

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
