import { describe, expect, it } from 'vitest';
import { areaRange, budgetRange, initials, locationOf } from './company-card';

describe('company card formatting', () => {
  it('writes ranges in Spanish format with the open caps', () => {
    expect(areaRange({ min: 1000, max: 20001 })).toBe('1.000 - Más de 20.000 m²');
    expect(areaRange({ min: 50, max: 500 })).toBe('50 - 500 m²');
    expect(budgetRange({ min: 250000, max: 50000001 })).toBe('250.000 - Más de 50.000.000 €');
    expect(budgetRange({ min: 5000000, max: 20000000 })).toBe('5.000.000 - 20.000.000 €');
  });

  it('shows city and province once, and initials from the name', () => {
    const ref = (name: string) => ({ id: 1, name });
    expect(locationOf({ address: { city: ref('Getafe'), province: ref('Madrid'), country: 'España' } })).toBe('Getafe, Madrid');
    expect(locationOf({ address: { city: ref('Madrid'), province: ref('Madrid'), country: 'España' } })).toBe('Madrid');
    expect(initials('Reformas Piedra S.L.')).toBe('RP');
  });
});
