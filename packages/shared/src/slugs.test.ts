import { describe, expect, it } from 'vitest';
import { landingPath, slugify } from './slugs';

describe('landing slugs', () => {
  it('fold names into readable accent-free slugs', () => {
    expect(slugify('Carpintería y cerrajería')).toBe('carpinteria-y-cerrajeria');
    expect(slugify('A Coruña')).toBe('a-coruna');
    expect(slugify('Álava')).toBe('alava');
    expect(slugify('Santa Cruz de Tenerife')).toBe('santa-cruz-de-tenerife');
    expect(slugify('Obra civil y urbanización')).toBe('obra-civil-y-urbanizacion');
    expect(slugify('  Ingeniería/cálculo  ')).toBe('ingenieria-calculo');
  });
  it('build and read paths', () => {
    expect(landingPath('empresas', 'reformas', 'madrid')).toBe('/empresas/reformas/madrid');
    expect(landingPath('servicios', 'instalaciones', 'valencia', 2)).toBe('/servicios/instalaciones/valencia?page=2');
  });
});
