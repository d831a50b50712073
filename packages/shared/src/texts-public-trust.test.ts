import { describe, expect, it } from 'vitest';
import { TRUST_TEXTS } from './texts-public';

describe('TRUST_TEXTS (issue 19)', () => {
  it('names a card’s stars in Spanish for screen readers', () => {
    expect(TRUST_TEXTS.ratingLabel('4,6', '23')).toBe('4,6 de 5, 23 opiniones');
    expect(TRUST_TEXTS.ratingLabel('5', '1')).toBe('5 de 5, 1 opinión');
  });
  it('writes a badge with its expiry as month/year, and one without expiry as verified', () => {
    expect(TRUST_TEXTS.badge({ kind: 'insurance', expiresOn: '2027-12-31' })).toBe('Seguro · hasta 12/2027');
    expect(TRUST_TEXTS.badge({ kind: 'cif', expiresOn: null })).toBe('CIF verificado');
  });
});
