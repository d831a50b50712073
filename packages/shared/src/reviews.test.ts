import { describe, expect, it } from 'vitest';
import { reviewerName } from './texts-reviews';

describe('reviewerName', () => {
  it('signs with the first name and the initial of the next word, never more', () => {
    expect(reviewerName('Lucía Martín Pérez')).toBe('Lucía M.');
    expect(reviewerName('  ana   ruiz ')).toBe('ana R.');
    expect(reviewerName('Pablo')).toBe('Pablo');
    expect(reviewerName('   ')).toBe('Cliente');
    expect(reviewerName('Álvaro ñuñez')).toBe('Álvaro Ñ.');
  });
});
