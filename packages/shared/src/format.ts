/**
 * Numbers as a Spanish reader says them: ranges ("De 50 a 100 m²", "Hasta 50.000 €",
 * "Más de 20.000 m²"), phone numbers in groups ("675 72 36 66", "91 123 45 67") and rough
 * amounts ("Miles de", "Cientos de"). Used wherever a range, a phone or a count shows.
 */
import { AREA_CAP, BUDGET_CAP, formatNumber } from './constants';

type Bounds = { min?: number | null; max?: number | null };
type Kind = 'area' | 'budget';

const UNIT: Record<Kind, string> = { area: 'm²', budget: '€' };
const CAP: Record<Kind, number> = { area: AREA_CAP, budget: BUDGET_CAP };
const ANY: Record<Kind, string> = { area: 'Cualquier superficie', budget: 'Cualquier importe' };

/**
 * A range in words. The open top of the spec's selectors (20.001 m², 50.000.001 €) and a missing
 * bound read as "no limit": {0, 20001} → "Cualquier superficie", {0, 50000} → "Hasta 50.000 €",
 * {1000, 20001} → "Desde 1.000 m²", {20001, 20001} → "Más de 20.000 m²", {50, 100} → "De 50 a 100 m²".
 */
export function formatRange(range: Bounds, kind: Kind): string {
  const cap = CAP[kind];
  const unit = UNIT[kind];
  const n = (v: number) => `${formatNumber(v)} ${unit}`;
  const min = range.min ?? 0;
  const openTop = range.max === undefined || range.max === null || range.max > cap;
  if (min > cap || (openTop && min >= cap)) return `Más de ${n(cap)}`;
  if (openTop) return min <= 0 ? ANY[kind] : `Desde ${n(min)}`;
  const max = range.max as number;
  if (min === max) return n(min);
  if (min <= 0) return `Hasta ${n(max)}`;
  return `De ${formatNumber(min)} a ${n(max)}`;
}

export const formatAreaRange = (range: Bounds) => formatRange(range, 'area');
export const formatBudgetRange = (range: Bounds) => formatRange(range, 'budget');

/** Spanish numbers: 9 digits starting 6-9, optionally after +34 / 0034. */
function spanishDigits(raw: string): { prefixed: boolean; digits: string } | null {
  const compact = raw.replace(/[\s.\-()/]/g, '');
  const m = /^(\+34|0034)?([6-9]\d{8})$/.exec(compact);
  return m ? { prefixed: Boolean(m[1]), digits: m[2] as string } : null;
}

/**
 * "675723666" → "675 72 36 66", "+34675723666" → "+34 675 72 36 66", "911234567" → "91 123 45 67",
 * "958123456" → "958 12 34 56". Anything else (a foreign number) is shown as written, trimmed.
 */
export function formatPhone(raw: string): string {
  const s = spanishDigits(raw);
  if (!s) return raw.trim();
  const d = s.digits;
  const twoDigitArea = /^9[13]/.test(d);
  const grouped = twoDigitArea
    ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 7)} ${d.slice(7)}`
    : `${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5, 7)} ${d.slice(7)}`;
  return s.prefixed ? `+34 ${grouped}` : grouped;
}

/** The `tel:` address of a phone: international form for Spanish numbers, digits and + otherwise. */
export function phoneHref(raw: string): string {
  const s = spanishDigits(raw);
  return `tel:${s ? `+34${s.digits}` : raw.replace(/[^\d+]/g, '')}`;
}

/**
 * A text field's count of characters against its limit ("120/1000"), under the field, on the public
 * pages (the account screens use `ACCOUNT_TEXTS.company.counter`, the same text, so a public page
 * does not load the account texts for it).
 */
export const charCount = (n: number, max: number): string => `${n}/${max}`;

/**
 * How many companies, said the way a person would: "Miles de" over 1.000, "Cientos de" over 100,
 * else the number itself ("42"). `undefined` while the total is unknown.
 */
export function roughAmount(total: number | undefined): string | undefined {
  if (total === undefined) return undefined;
  if (total > 1000) return 'Miles de';
  if (total > 100) return 'Cientos de';
  return formatNumber(total);
}
