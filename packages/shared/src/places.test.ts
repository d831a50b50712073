import { describe, expect, it } from 'vitest';
import { CITY_PROVINCES, foldPlace, matchPlaces, PROVINCE_ALIASES, placeDistance, typoAllowance } from './places';

// The catalogue's 52 province names, as seeded.
const PROVINCES = [
  'Álava', 'Albacete', 'Alicante', 'Almería', 'Ávila', 'Badajoz', 'Illes Balears', 'Barcelona', 'Burgos', 'Cáceres', 'Cádiz',
  'Castellón', 'Ciudad Real', 'Córdoba', 'A Coruña', 'Cuenca', 'Girona', 'Granada', 'Guadalajara', 'Gipuzkoa', 'Huelva',
  'Huesca', 'Jaén', 'León', 'Lleida', 'La Rioja', 'Lugo', 'Madrid', 'Málaga', 'Murcia', 'Navarra', 'Ourense', 'Asturias',
  'Palencia', 'Las Palmas', 'Pontevedra', 'Salamanca', 'Santa Cruz de Tenerife', 'Cantabria', 'Segovia', 'Sevilla', 'Soria',
  'Tarragona', 'Teruel', 'Toledo', 'Valencia', 'Valladolid', 'Bizkaia', 'Zamora', 'Zaragoza', 'Ceuta', 'Melilla',
]; // biome-ignore format: a table

const find = (q: string, partial = false) => matchPlaces(q, PROVINCES, (p) => p, { partial });

describe('place names', () => {
  it('folds accents, case and punctuation', () => {
    expect(foldPlace("  L'Hospitalet de LLOBREGAT ")).toBe('l hospitalet de llobregat');
    expect(foldPlace('Álava/Araba')).toBe('alava araba');
    expect(foldPlace('La Coruña')).toBe('la coruna');
  });

  it('counts a swap of two letters as one edit', () => {
    expect(placeDistance('madird', 'madrid')).toBe(1);
    expect(placeDistance('sevila', 'sevilla')).toBe(1);
    expect(placeDistance('huesca', 'huelva')).toBe(2);
    expect(typoAllowance('lugo')).toBe(1);
    expect(typoAllowance('leo')).toBe(0);
    expect(typoAllowance('valladolid')).toBe(2);
  });

  it('accepts official and Castilian forms', () => {
    const pairs: [string, string][] = [
      ['La Coruña', 'A Coruña'],
      ['Coruña', 'A Coruña'],
      ['Vizcaya', 'Bizkaia'],
      ['Guipúzcoa', 'Gipuzkoa'],
      ['Araba', 'Álava'],
      ['Gerona', 'Girona'],
      ['Lérida', 'Lleida'],
      ['Orense', 'Ourense'],
      ['Baleares', 'Illes Balears'],
      ['València', 'Valencia'],
      ['Alacant', 'Alicante'],
      ['Castelló', 'Castellón'],
      ['alava', 'Álava'],
    ];
    for (const [typed, province] of pairs) {
      expect(find(typed), typed).toEqual([province]);
      expect(find(typed, true)[0], typed).toBe(province);
    }
  });

  it('takes big cities to their province', () => {
    expect(find('Bilbao')).toEqual(['Bizkaia']);
    expect(find('Vigo')).toEqual(['Pontevedra']);
    expect(find('Gijón')).toEqual(['Asturias']);
    expect(find('San Sebastián')).toEqual(['Gipuzkoa']);
    expect(find('Palma de Mallorca')).toEqual(['Illes Balears']);
    expect(find('bilb', true)).toEqual(['Bizkaia']);
  });

  it('forgives small typos, and only small ones', () => {
    expect(find('madird')).toEqual(['Madrid']);
    expect(find('Sevila')).toEqual(['Sevilla']);
    expect(find('Barcelonna')).toEqual(['Barcelona']);
    expect(find('Valladollid')).toEqual(['Valladolid']);
    expect(find('Zaragosa')).toEqual(['Zaragoza']);
    expect(find('Bilbo')).toEqual(['Bizkaia']);
    // Short words must be exact; two edits are too many below 8 letters.
    expect(find('Lug')).toEqual([]);
    expect(find('Mdrdi')).toEqual([]);
    expect(find('Huesca')).toEqual(['Huesca']);
    expect(find('xyzzy')).toEqual([]);
  });

  it('while typing: names containing the text first, a typo at the start of a name otherwise', () => {
    expect(find('mad', true)).toEqual(['Madrid']);
    expect(find('ma', true).slice(0, 2)).toEqual(['Madrid', 'Málaga']);
    expect(find('sebil', true)).toEqual(['Sevilla']);
    expect(find('la coru', true)).toEqual(['A Coruña']);
    expect(find('', true)).toHaveLength(PROVINCES.length);
  });

  it('every alias and city points at a province of the catalogue', () => {
    for (const name of Object.keys(PROVINCE_ALIASES)) expect(PROVINCES).toContain(name);
    for (const province of Object.values(CITY_PROVINCES)) expect(PROVINCES).toContain(province);
  });
});
