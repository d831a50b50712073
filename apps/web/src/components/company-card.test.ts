import { describe, expect, it } from 'vitest';
import { areaRange, budgetRange, initials, locationOf, worksInPlace } from './company-card';

const ref = (name: string) => ({ id: 1, name });

describe('company card formatting', () => {
  it('writes ranges the way people say them (issue 9)', () => {
    expect(areaRange({ min: 1000, max: 20001 })).toBe('Desde 1.000 m²');
    expect(areaRange({ min: 0, max: 20001 })).toBe('Cualquier superficie');
    expect(areaRange({ min: 50, max: 500 })).toBe('De 50 a 500 m²');
    expect(budgetRange({ min: 0, max: 50000 })).toBe('Hasta 50.000 €');
    expect(budgetRange({ min: 5000000, max: 20000000 })).toBe('De 5.000.000 a 20.000.000 €');
  });

  it('shows city and province once, and initials from the name', () => {
    expect(locationOf({ address: { city: ref('Getafe'), province: ref('Madrid'), country: 'España' } })).toBe('Getafe, Madrid');
    expect(locationOf({ address: { city: ref('Madrid'), province: ref('Madrid'), country: 'España' } })).toBe('Madrid');
    expect(initials('Reformas Piedra S.L.')).toBe('RP');
  });

  it('says where a company works when its address is elsewhere', () => {
    const toledo = { address: { city: ref('Toledo'), province: ref('Toledo'), country: 'España' } };
    const getafe = { address: { city: ref('Getafe'), province: ref('Madrid'), country: 'España' } };
    const bilbao = { address: { city: ref('Bilbao'), province: ref('Bizkaia'), country: 'España' } };
    expect(worksInPlace(toledo, 'Madrid')).toBe('Madrid');
    expect(worksInPlace(toledo, 'madrid')).toBe('Madrid');
    expect(worksInPlace(getafe, 'Madrid')).toBeNull();
    expect(worksInPlace(getafe, 'madird')).toBeNull();
    // A city searched by name (the API matches the address city).
    expect(worksInPlace(bilbao, 'Bilbao')).toBeNull();
    expect(worksInPlace(toledo, undefined)).toBeNull();
    expect(worksInPlace(toledo, '  ')).toBeNull();
  });
});
