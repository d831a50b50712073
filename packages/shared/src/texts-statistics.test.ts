import { describe, expect, it } from 'vitest';
import { STATISTICS_TEXTS } from './texts-statistics';

describe('STATISTICS_TEXTS (issue 20)', () => {
  it('says the totals in correct Spanish, singular and plural', () => {
    expect(STATISTICS_TEXTS.totals(1, 0, 1)).toBe('En las últimas 12 semanas: 1 visita a tu página, 0 apariciones en resultados y 1 contacto.');
    expect(STATISTICS_TEXTS.totals(1200, 1, 3)).toBe(
      'En las últimas 12 semanas: 1200 visitas a tu página, 1 aparición en resultados y 3 contactos.',
    );
  });
  it('names a week by its Monday and the hours with a decimal comma', () => {
    expect(STATISTICS_TEXTS.weekOf('2026-11-23')).toBe('Semana del 23/11');
    expect(STATISTICS_TEXTS.hours(5.25)).toBe('5,3 h');
  });
});
