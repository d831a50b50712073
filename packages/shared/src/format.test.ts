import { describe, expect, it } from 'vitest';
import { formatAreaRange, formatBudgetRange, formatPhone, phoneHref, roughAmount } from './format';
import { PUBLIC_TEXTS } from './texts-public';

describe('ranges in words', () => {
  it('reads the open top and the zero bottom as no limit', () => {
    expect(formatAreaRange({ min: 0, max: 20001 })).toBe('Cualquier superficie');
    expect(formatBudgetRange({ min: 0, max: 50000001 })).toBe('Cualquier importe');
    expect(formatBudgetRange({ min: 0, max: 50000 })).toBe('Hasta 50.000 €');
    expect(formatBudgetRange({ max: 50000 })).toBe('Hasta 50.000 €');
    expect(formatAreaRange({ min: 1000, max: 20001 })).toBe('Desde 1.000 m²');
    expect(formatAreaRange({ min: 1000 })).toBe('Desde 1.000 m²');
    expect(formatAreaRange({ min: 20000, max: 20001 })).toBe('Más de 20.000 m²');
    expect(formatAreaRange({ min: 20001, max: 20001 })).toBe('Más de 20.000 m²');
    expect(formatBudgetRange({ min: 50000001 })).toBe('Más de 50.000.000 €');
  });
  it('writes closed ranges as "De … a …" and equal bounds once', () => {
    expect(formatAreaRange({ min: 50, max: 100 })).toBe('De 50 a 100 m²');
    expect(formatBudgetRange({ min: 5000000, max: 20000000 })).toBe('De 5.000.000 a 20.000.000 €');
    expect(formatAreaRange({ min: 250, max: 250 })).toBe('250 m²');
    expect(formatAreaRange({ min: null, max: 500 })).toBe('Hasta 500 m²');
  });
});

describe('phones', () => {
  it('groups Spanish mobiles and landlines the usual way', () => {
    expect(formatPhone('675723666')).toBe('675 72 36 66');
    expect(formatPhone('+34675723666')).toBe('+34 675 72 36 66');
    expect(formatPhone('0034 675-72-36-66')).toBe('+34 675 72 36 66');
    expect(formatPhone('911234567')).toBe('91 123 45 67');
    expect(formatPhone('93.123.45.67')).toBe('93 123 45 67');
    expect(formatPhone('958123456')).toBe('958 12 34 56');
    expect(formatPhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(formatPhone('12345')).toBe('12345');
  });
  it('dials in international form', () => {
    expect(phoneHref('675 72 36 66')).toBe('tel:+34675723666');
    expect(phoneHref('+34 91 123 45 67')).toBe('tel:+34911234567');
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});

describe('rough amounts', () => {
  it('says thousands and hundreds only when true', () => {
    expect(roughAmount(undefined)).toBeUndefined();
    expect(roughAmount(1501)).toBe('Miles de');
    expect(roughAmount(1000)).toBe('Cientos de');
    expect(roughAmount(300)).toBe('Cientos de');
    expect(roughAmount(100)).toBe('100');
    expect(roughAmount(42)).toBe('42');
  });
});

describe('the home hero follows the real total', () => {
  it('says "Miles de" only over 1.000, "Cientos de" over 100, else the number', () => {
    const hero = PUBLIC_TEXTS.home.heroText;
    expect(hero(1501)).toMatch(/^Miles de constructoras/);
    expect(hero(300)).toMatch(/^Cientos de constructoras/);
    expect(hero(42)).toMatch(/^42 empresas de construcción/);
    expect(hero(1)).toMatch(/^Constructoras/);
    expect(hero(undefined)).toMatch(/^Constructoras/);
  });
});
