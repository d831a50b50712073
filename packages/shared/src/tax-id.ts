/**
 * Spanish tax identifiers (issue 19): the official control character of a NIF (DNI), NIE or
 * CIF. Shown to moderators when they verify a company's CIF credential; the company form itself
 * accepts any CIF (SPEC §5). Zod-free, so any screen may use it.
 */

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';

export type TaxIdKind = 'NIF' | 'NIE' | 'CIF';
export type TaxIdCheck = { kind: TaxIdKind | null; valid: boolean };

/** "b-12.345 678" → "B12345678". */
export const normalizeTaxId = (value: string) => value.toUpperCase().replace(/[\s.\-/]/g, '');

/** Which kind of identifier `value` looks like and whether its control character is right. */
export function checkTaxId(value: string): TaxIdCheck {
  const v = normalizeTaxId(value);
  if (/^\d{8}[A-Z]$/.test(v)) return { kind: 'NIF', valid: NIF_LETTERS[Number(v.slice(0, 8)) % 23] === v[8] };
  if (/^[XYZ]\d{7}[A-Z]$/.test(v)) {
    const n = Number(`${'XYZ'.indexOf(v[0] ?? '')}${v.slice(1, 8)}`);
    return { kind: 'NIE', valid: NIF_LETTERS[n % 23] === v[8] };
  }
  // K, L and M: NIFs of Spaniards without a DNI (minors, residents abroad); the letter is a NIF's.
  if (/^[KLM]\d{7}[A-Z]$/.test(v)) return { kind: 'NIF', valid: NIF_LETTERS[Number(v.slice(1, 8)) % 23] === v[8] };
  if (/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(v)) return { kind: 'CIF', valid: cifControlOk(v) };
  return { kind: null, valid: false };
}

/**
 * The CIF's control: digits in odd places doubled (their digits added), even places added; the
 * control digit is 10 minus the last digit of the sum, written as a digit or as the letter of
 * "JABCDEFGHI". Public bodies and foreign or non-profit entities (N, P, Q, R, S, W) use the
 * letter; companies (A, B, E, H) the digit; the others either.
 */
function cifControlOk(v: string): boolean {
  const digits = v.slice(1, 8);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 0) {
      const twice = d * 2;
      sum += Math.floor(twice / 10) + (twice % 10);
    } else sum += d;
  }
  const control = (10 - (sum % 10)) % 10;
  const given = v[8] ?? '';
  const first = v[0] ?? '';
  const asDigit = given === String(control);
  const asLetter = given === CIF_LETTERS[control];
  if ('NPQRSW'.includes(first)) return asLetter;
  if ('ABEH'.includes(first)) return asDigit;
  return asDigit || asLetter;
}
