import { describe, expect, it } from 'vitest';
import { checkTaxId } from './tax-id';

describe('checkTaxId', () => {
  it('accepts the real CIFs of known companies and public bodies', () => {
    for (const cif of ['A28015865', 'A46103834', 'A15075062', 'A48265169', 'P2807900B', 'Q2826000H', 'b-84.818.442']) {
      expect(checkTaxId(cif), cif).toEqual({ kind: 'CIF', valid: true });
    }
  });

  it('refuses a CIF whose control character is wrong or written the wrong way', () => {
    expect(checkTaxId('A28015866')).toEqual({ kind: 'CIF', valid: false });
    expect(checkTaxId('B12345678')).toEqual({ kind: 'CIF', valid: false });
    // A public body's control is a letter: the right digit in its place does not count.
    expect(checkTaxId('P28079002')).toEqual({ kind: 'CIF', valid: false });
    // A company's (A, B, E, H) is a digit.
    expect(checkTaxId('A2801586E')).toEqual({ kind: 'CIF', valid: false });
  });

  it('checks the letter of a DNI (NIF) and of a NIE', () => {
    expect(checkTaxId('12345678Z')).toEqual({ kind: 'NIF', valid: true });
    expect(checkTaxId('12345678A')).toEqual({ kind: 'NIF', valid: false });
    expect(checkTaxId('00000000T')).toEqual({ kind: 'NIF', valid: true });
    expect(checkTaxId('X1234567L')).toEqual({ kind: 'NIE', valid: true });
    expect(checkTaxId('Y1234567X')).toEqual({ kind: 'NIE', valid: true });
    expect(checkTaxId('Z1234567R')).toEqual({ kind: 'NIE', valid: true });
    expect(checkTaxId('X1234567A')).toEqual({ kind: 'NIE', valid: false });
    expect(checkTaxId('K1234567L')).toEqual({ kind: 'NIF', valid: true });
  });

  it('answers no kind for what is not a Spanish tax identifier', () => {
    for (const v of ['', 'ABC', '1234567Z', 'I1234567J', '123456789', 'B1234567'])
      expect(checkTaxId(v), v).toEqual({ kind: null, valid: false });
  });
});
