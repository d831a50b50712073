/** Business constants of SPEC.md §9, shared by the web app and the API. */

/** The product name shown wherever the spec writes `{product}`. */
export const PRODUCT_NAME = 'Cimenta';
export const CONTACT_EMAIL = 'hola@cimenta.es';
/** The privacy policy (a PDF the web build writes, apps/web scripts): linked wherever personal data is asked for. */
export const PRIVACY_POLICY_PATH = '/legal/politica-de-privacidad.pdf';

/** Largest value of a PostgreSQL integer column: larger ids or bounds can match nothing. */
export const INT_MAX = 2_147_483_647;

export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 20;
export const LIST_PAGE_SIZE = 200;
export const LOOKUP_PAGE_SIZE = 1000;
export const HOME_BLOCK_SIZE = 4;

export const DESCRIPTION_MAX = 800;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PASSWORD_MIN = 8;
export const MIN_WORK_PROVINCES = 1;
export const MAX_EMPLOYEE_CHOICES = 3;

export const SELECTOR_DEBOUNCE_MS = 500;
export const STEP1_DELAY_MS = 500;
export const GUIDED_LOADING_MS = 2000;
export const CAROUSEL_INTERVAL_MS = 1500;
export const FILTER_RESTORE_DELAY_MS = 2000;
export const NAVBAR_FIXED_AFTER_PX = 50;
export const MOBILE_MAX_WIDTH = 800;

export const COUNTRY = 'España';
export const LANGUAGE = 'es';

export const STORAGE_KEYS = {
  token: 'token',
  refresh: 'refresh',
  type: 'type',
  activity: 'activity',
  subActivity: 'subActivity',
  filter: 'filter',
} as const;

/** Home featured block: provinces whose name matches one of these (case-insensitive). */
export const FEATURED_CITIES = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Zaragoza'];

/** Footer quick searches: a province name with a fixed company type (by slug). */
export const FOOTER_CITIES = ['Madrid', 'Barcelona', 'Valencia', 'Murcia', 'Zaragoza'];
export const FOOTER_COMPANY_TYPE_SLUG = 'reformas';

/** Upper bounds above which a range is shown as 'Más de …'. */
export const AREA_CAP = 20000;
export const AREA_OPEN_MAX = 20001;
export const BUDGET_CAP = 50000000;
export const BUDGET_OPEN_MAX = 50000001;

export type Option = { value: number; label: string };

const es = new Intl.NumberFormat('es-ES', { useGrouping: true });
/** Spanish number format with a dot for thousands even for 4-digit numbers (1.000). */
export function formatNumber(n: number): string {
  const s = es.format(n);
  // Intl omits the separator for 4-digit numbers in es-ES; the spec writes '1.000'.
  return /^-?\d{4}$/.test(s) ? `${s.slice(0, -3)}.${s.slice(-3)}` : s;
}

export const AREA_MIN_OPTIONS: Option[] = [0, 50, 100, 250, 500, 1000, 5000, 10000, 20000].map((value) => ({
  value,
  label: formatNumber(value),
}));
export const AREA_MAX_OPTIONS: Option[] = [
  ...[50, 100, 250, 500, 1000, 5000, 10000, 20000].map((value) => ({ value, label: formatNumber(value) })),
  { value: AREA_OPEN_MAX, label: 'Más de 20.000' },
];
export const BUDGET_MIN_OPTIONS: Option[] = [0, 50000, 250000, 500000, 1000000, 5000000, 10000000, 20000000, 50000000].map((value) => ({
  value,
  label: formatNumber(value),
}));
export const BUDGET_MAX_OPTIONS: Option[] = [
  ...[50000, 250000, 500000, 1000000, 5000000, 10000000, 20000000, 50000000].map((value) => ({
    value,
    label: formatNumber(value),
  })),
  { value: BUDGET_OPEN_MAX, label: 'Más de 50.000.000' },
];

/** Guided form budget ranges in euros; 0-0 means no closed budget. */
export const GUIDED_BUDGET_RANGES: { min: number; max: number; label: string }[] = [
  { min: 0, max: 50000, label: '0 - 50.000 €' },
  { min: 50000, max: 100000, label: '50.000 - 100.000 €' },
  { min: 100000, max: 500000, label: '100.000 - 500.000 €' },
  { min: 500000, max: 1000000, label: '500.000 - 1.000.000 €' },
  { min: 1000000, max: 5000000, label: '1.000.000 - 5.000.000 €' },
  { min: 5000000, max: 10000000, label: '5.000.000 - 10.000.000 €' },
  { min: 10000000, max: 20000000, label: '10.000.000 - 20.000.000 €' },
  { min: 20000000, max: 50000000, label: '20.000.000 - 50.000.000 €' },
  { min: 50000000, max: BUDGET_OPEN_MAX, label: 'Más de 50.000.000 €' },
  { min: 0, max: 0, label: 'No hay presupuesto cerrado' },
];

/** '1.234 m²', 'Más de 20.000 m²'. */
export function formatArea(n: number): string {
  return n > AREA_CAP ? 'Más de 20.000' : formatNumber(n);
}
/** '50.000 €', 'Más de 50.000.000 €' (without the symbol). */
export function formatBudget(n: number): string {
  return n > BUDGET_CAP ? 'Más de 50.000.000' : formatNumber(n);
}
