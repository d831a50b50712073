/**
 * The address of a results page: `/companies?tipo=2&actividad=5&sub=12&provincia=Madrid&…`.
 * The one definition of how a search (the `filter` of SPEC §3 plus the text, the order and the
 * page) is written in a URL, so that a results link can be shared, bookmarked and reloaded in
 * another browser. Keys are Spanish words without accents; values are plain:
 *
 * | key | filter field | value |
 * |---|---|---|
 * | `tipo` | type | company type id |
 * | `actividad` | parent | main activity ids, comma-separated (they add up: OR) |
 * | `sub` | activities | sub-activity ids, comma-separated |
 * | `provincia` | provinceName | a province (or city) name, as typed |
 * | `ciudad` | city | a city name |
 * | `empleados` | employees | employee range ids, comma-separated |
 * | `edificios` | buildings | building type ids, comma-separated |
 * | `construcciones` | constructions | construction type ids, comma-separated |
 * | `presupuesto` | budget | `min-max` in euros; `min-` or `-max` for an open side |
 * | `superficie` | area | `min-max` in m²; `min-` or `-max` for an open side |
 * | `valoracion` | minRating | minimum average stars, 1–5 (issue 19) |
 * | `verificadas` | verified | `1`: only companies with a verified credential valid today (issue 19) |
 * | `texto` | (search) | the words typed in the results' search box |
 * | `orden` | (order) | one of `ORDERS` |
 * | `pagina` | (page) | the page, from 2 (page 1 is left out) |
 * | `literal` | (literal) | `1`: the text searched as typed, without correction (issue 10) |
 * | `relax` | (relax) | `1`: the guided search's results may drop the least important criteria (issue 10) |
 *
 * Anything unreadable is dropped, never an error: a hand-edited link still opens a results page.
 * Keys are always written in the order above, so one search has one URL (and one query key).
 * The old `q`, `order` and `page` parameters are still read.
 */
import { INT_MAX } from './constants';
import { type CompanyOrder, ORDERS } from './query';
import type { CompanyFilter } from './schemas';

export const COMPANIES_PATH = '/companies';

type Range = { min?: number; max?: number };
export type CompaniesUrlState = {
  filter: CompanyFilter;
  /** Free text of the results' search box. */
  text?: string;
  order?: CompanyOrder;
  /** 1-based; 1 is not written. */
  page?: number;
  /** Search the text as typed, without typo correction. */
  literal?: boolean;
  /** When nothing fits every criterion, drop the least important ones (the guided search). */
  relax?: boolean;
};

export const COMPANIES_URL_KEYS = {
  type: 'tipo',
  parent: 'actividad',
  activities: 'sub',
  provinceName: 'provincia',
  city: 'ciudad',
  employees: 'empleados',
  buildings: 'edificios',
  constructions: 'construcciones',
  budget: 'presupuesto',
  area: 'superficie',
  minRating: 'valoracion',
  verified: 'verificadas',
  text: 'texto',
  order: 'orden',
  page: 'pagina',
  literal: 'literal',
  relax: 'relax',
} as const;

const K = COMPANIES_URL_KEYS;
/** Every key read, the old ones included (the server's page cache ignores any other). */
export const COMPANIES_QUERY_KEYS: readonly string[] = [...Object.values(K), 'q', 'order', 'page'];
const ALL_KEYS = COMPANIES_QUERY_KEYS;
const LIST_FIELDS = [
  ['activities', K.activities],
  ['employees', K.employees],
  ['buildings', K.buildings],
  ['constructions', K.constructions],
] as const;
const TEXT_MAX = 100;
const LIST_MAX = 100;

function id(raw: string | null): number | undefined {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 && n <= INT_MAX ? n : undefined;
}

function ids(raw: string | null): number[] | undefined {
  if (raw === null) return undefined;
  const out: number[] = [];
  for (const part of raw.split(',')) {
    const n = id(part);
    if (n !== undefined && !out.includes(n)) out.push(n);
    if (out.length === LIST_MAX) break;
  }
  return out.length ? out : undefined;
}

function bound(raw: string): number | undefined {
  if (!/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= INT_MAX ? n : undefined;
}

/** `0-50000`, `20001-`, `-100`; a single number is read as the lower bound. */
function range(raw: string | null): Range | undefined {
  if (raw === null) return undefined;
  const s = raw.trim();
  const m = /^(\d*)-(\d*)$/.exec(s);
  const [lo, hi] = m ? [m[1] ?? '', m[2] ?? ''] : [s, ''];
  const out: Range = {};
  const min = lo ? bound(lo) : undefined;
  const max = hi ? bound(hi) : undefined;
  if (min !== undefined) out.min = min;
  if (max !== undefined) out.max = max;
  return out.min === undefined && out.max === undefined ? undefined : out;
}

function text(raw: string | null): string | undefined {
  const s = raw?.trim().slice(0, TEXT_MAX).trim();
  return s ? s : undefined;
}

const writeRange = (r: Range) => `${r.min ?? ''}-${r.max ?? ''}`;

/** The query string (without `?`) of a search; empty when there is nothing to say. */
export function encodeCompaniesQuery(state: CompaniesUrlState): string {
  const f = state.filter;
  const p = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') p.set(key, String(value));
  };
  put(K.type, f.type);
  put(K.parent, parentsOf(f).join(','));
  put(K.activities, f.activities?.join(','));
  put(K.provinceName, f.provinceName?.trim());
  put(K.city, f.city?.trim());
  put(K.employees, f.employees?.join(','));
  put(K.buildings, f.buildings?.join(','));
  put(K.constructions, f.constructions?.join(','));
  if (f.budget && (f.budget.min !== undefined || f.budget.max !== undefined)) put(K.budget, writeRange(f.budget));
  if (f.area && (f.area.min !== undefined || f.area.max !== undefined)) put(K.area, writeRange(f.area));
  put(K.minRating, f.minRating);
  if (f.verified) put(K.verified, 1);
  // Written as typed (a trailing space is the next word on its way), when there is a word.
  if (state.text?.trim()) put(K.text, state.text);
  put(K.order, state.order);
  if (state.page && state.page > 1) put(K.page, Math.floor(state.page));
  if (state.literal) put(K.literal, 1);
  if (state.relax) put(K.relax, 1);
  // Commas read better than %2C and are safe in a query string.
  return p.toString().replace(/%2C/g, ',');
}

/** `/companies?…` for a search; `/companies` for none. */
export function companiesHref(state: CompaniesUrlState | CompanyFilter = {}): string {
  const s: CompaniesUrlState =
    'filter' in state && typeof state.filter === 'object' ? (state as CompaniesUrlState) : { filter: state as CompanyFilter };
  const q = encodeCompaniesQuery(s);
  return q ? `${COMPANIES_PATH}?${q}` : COMPANIES_PATH;
}

const toParams = (search: string | URLSearchParams) => (typeof search === 'string' ? new URLSearchParams(search) : search);

/** Reads a results URL's query (`?tipo=2&…`, with or without `?`, or its `URLSearchParams`). */
export function parseCompaniesQuery(search: string | URLSearchParams): CompaniesUrlState {
  const p = toParams(search);
  const filter: CompanyFilter = {};
  const type = id(p.get(K.type));
  if (type) filter.type = type;
  const parents = ids(p.get(K.parent));
  if (parents) filter.parent = withParents<CompanyFilter>({}, parents).parent;
  for (const [field, key] of LIST_FIELDS) {
    const list = ids(p.get(key));
    if (list) filter[field] = list;
  }
  const province = text(p.get(K.provinceName));
  if (province) filter.provinceName = province;
  const city = text(p.get(K.city));
  if (city) filter.city = city;
  const budget = range(p.get(K.budget));
  if (budget) filter.budget = budget;
  const area = range(p.get(K.area));
  if (area) filter.area = area;
  const minRating = id(p.get(K.minRating));
  if (minRating && minRating <= 5) filter.minRating = minRating;
  if (p.get(K.verified) === '1') filter.verified = true;

  const state: CompaniesUrlState = { filter };
  const words = (p.get(K.text) ?? p.get('q'))?.slice(0, TEXT_MAX);
  if (words?.trim()) state.text = words;
  const order = p.get(K.order) ?? p.get('order');
  if (order && (ORDERS as readonly string[]).includes(order)) state.order = order as CompanyOrder;
  const page = id(p.get(K.page) ?? p.get('page'));
  if (page && page > 1) state.page = page;
  if (p.get(K.literal) === '1') state.literal = true;
  if (p.get(K.relax) === '1') state.relax = true;
  return state;
}

/**
 * Whether the URL describes a search. Such a URL is complete (every search is written whole), so
 * it wins over the filter kept in storage; only a bare `/companies` falls back to storage.
 */
export function hasCompaniesQuery(search: string | URLSearchParams): boolean {
  const p = toParams(search);
  return ALL_KEYS.some((k) => p.has(k));
}

/**
 * Where the company page's contact form posts when the browser sends it itself (before the
 * scripts ran, or without JavaScript): a form body, answered with a redirect to the company page
 * marked `?contacto=enviado` (nothing personal in any URL), or an error page keeping what was typed.
 */
export const contactFormAction = (companyId: string) => `/company/${encodeURIComponent(companyId)}/contacto`;
export const CONTACT_SENT_PARAM = 'contacto';
export const CONTACT_SENT_VALUE = 'enviado';

// Here, not in schemas.ts: the public pages use them, and schemas.ts would bring zod with it.
/** The main activities of a filter as a list (`parent` holds one as a number, several as a list). */
export const parentsOf = (f: { parent?: number | number[] }): number[] =>
  f.parent === undefined ? [] : Array.isArray(f.parent) ? f.parent : [f.parent];

/** The filter with these main activities: none drops `parent`, one is written as a number. */
export function withParents<F extends { parent?: number | number[] }>(f: F, ids: readonly number[]): F {
  const next = { ...f };
  const list = [...new Set(ids)];
  if (list.length === 0) delete next.parent;
  else next.parent = list.length === 1 ? list[0] : list;
  return next;
}
