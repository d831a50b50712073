import { foldPlace } from '@cimenta/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { osa, singular, stem, words } from './analyze';

describe('analyze', () => {
  it('words() folds as foldPlace does', () => {
    expect(words("L'Hospitalet de Llobregat — ÁVILA, Peñíscola 3D")).toEqual([
      'l',
      'hospitalet',
      'de',
      'llobregat',
      'avila',
      'peniscola',
      '3d',
    ]);
    fc.assert(
      fc.property(fc.string({ maxLength: 60, unit: 'grapheme' }), (s) => {
        expect(words(s)).toEqual(foldPlace(s).split(' ').filter(Boolean));
      }),
      { numRuns: 500 },
    );
  });

  it('stems singular and plural alike', () => {
    for (const [a, b] of [
      ['humedad', 'humedades'],
      ['reparacion', 'reparaciones'],
      ['tejado', 'tejados'],
      ['albanil', 'albaniles'],
      ['luz', 'luces'],
      ['obra', 'obras'],
    ])
      expect(stem(a)).toBe(stem(b));
    expect(singular('gas')).toBe('gas');
  });

  it('osa counts a swap of neighbours as one edit and stops past the bound', () => {
    expect(osa('reformas', 'refromas', 2)).toBe(1);
    expect(osa('fontanero', 'fontanro', 2)).toBe(1);
    expect(osa('pintura', 'pintora', 1)).toBe(1);
    expect(osa('abcdef', 'ghijkl', 2)).toBe(3);
  });
});
