/**
 * Local storage of SPEC §9: token, refresh, type, activity, subActivity, filter.
 * Every read tolerates garbage (another tab, an old version) and falls back to "nothing stored".
 */
import type { CompanyFilter, Ref } from '@cimenta/shared';
import { withParents } from '@cimenta/shared/companies-url';
import { STORAGE_KEYS } from '@cimenta/shared/constants';

export type TokenPair = { token: string; refresh_token: string };

type Listener = () => void;
const tokenListeners = new Set<Listener>();
const filterListeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the app still works, it just forgets.
  }
}
function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (raw === null || raw === '') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

// ── Tokens ──────────────────────────────────────────────────────────────────
export function getToken(): string | null {
  return read(STORAGE_KEYS.token) || null;
}
export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refresh) || null;
}
/**
 * `<html data-session>` while a token is stored: set first by public/boot.js as a server-rendered
 * page loads, so what only visitors see (the home's invitation to join) is hidden by CSS, with no
 * script to hydrate; kept here as the app signs in and out without a page load.
 */
function markSession(): void {
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute('data-session', getToken() !== null);
}
export function setTokens(pair: TokenPair): void {
  write(STORAGE_KEYS.token, pair.token);
  write(STORAGE_KEYS.refresh, pair.refresh_token);
  markSession();
  for (const l of tokenListeners) l();
}
/** Logging out clears all local storage (SPEC §4), not only the tokens. */
export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // ignore
  }
  markSession();
  for (const l of tokenListeners) l();
  for (const l of filterListeners) l();
}
export function subscribeTokens(listener: Listener): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

// ── Selection (type, activity, subActivity) ─────────────────────────────────
export function getStoredType(): number | null {
  const v = readJson<unknown>(STORAGE_KEYS.type);
  const id = typeof v === 'object' && v !== null && 'id' in v ? (v as { id: unknown }).id : v;
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
}
export function setStoredType(id: number | null): void {
  write(STORAGE_KEYS.type, id === null ? null : JSON.stringify(id));
}

function readRef(key: string): Ref | null {
  const v = readJson<Partial<Ref>>(key);
  if (!v || typeof v !== 'object') return null;
  const id = Number(v.id);
  return Number.isInteger(id) && id > 0 ? { id, name: String(v.name ?? '') } : null;
}
export function getStoredActivity(): Ref | null {
  return readRef(STORAGE_KEYS.activity);
}
export function setStoredActivity(ref: Ref | null): void {
  write(STORAGE_KEYS.activity, ref ? JSON.stringify({ id: ref.id, name: ref.name }) : null);
}
export function getStoredSubActivity(): Ref | null {
  return readRef(STORAGE_KEYS.subActivity);
}
export function setStoredSubActivity(ref: Ref | null): void {
  write(STORAGE_KEYS.subActivity, ref ? JSON.stringify({ id: ref.id, name: ref.name }) : null);
}

// ── Filter ──────────────────────────────────────────────────────────────────
const LIST_KEYS = ['activities', 'employees', 'buildings', 'constructions'] as const;

/**
 * Older clients (and some serialisers) stored lists as objects keyed by index
 * (`{"0": 3, "1": 5}`); SPEC §4 asks to turn them back into arrays on restore.
 */
export function toArray(value: unknown): number[] | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let list: unknown[];
  if (Array.isArray(value)) list = value;
  else if (typeof value === 'object') {
    list = Object.keys(value as object)
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => (value as Record<string, unknown>)[k]);
  } else list = [value];
  const ids = list
    .map((v) => (typeof v === 'object' && v !== null && 'id' in v ? (v as { id: unknown }).id : v))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return ids.length ? ids : undefined;
}

function toRange(value: unknown): { min?: number; max?: number } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const r = value as { min?: unknown; max?: unknown };
  const out: { min?: number; max?: number } = {};
  if (r.min !== undefined && r.min !== null && r.min !== '' && Number.isFinite(Number(r.min))) out.min = Number(r.min);
  if (r.max !== undefined && r.max !== null && r.max !== '' && Number.isFinite(Number(r.max))) out.max = Number(r.max);
  return out.min === undefined && out.max === undefined ? undefined : out;
}

function toId(value: unknown): number | undefined {
  const v = typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value;
  const n = Number(v);
  return v !== null && v !== '' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Normalises anything that looks like a filter into a clean `CompanyFilter` without empty keys. */
export function normalizeFilter(raw: unknown): CompanyFilter {
  if (!raw || typeof raw !== 'object') return {};
  const src = (Array.isArray(raw) ? raw[0] : raw) as Record<string, unknown> | undefined;
  if (!src || typeof src !== 'object') return {};
  const out: CompanyFilter = {};
  const type = toId(src.type);
  if (type) out.type = type;
  // One main activity, or several that add up (issue 22): one is kept as a number.
  const parents = Array.isArray(src.parent) ? toArray(src.parent) : toArray(toId(src.parent));
  if (parents) out.parent = withParents<CompanyFilter>({}, parents).parent;
  for (const key of LIST_KEYS) {
    const list = toArray(src[key]);
    if (list) out[key] = list;
  }
  for (const key of ['provinceName', 'city'] as const) {
    const v = src[key];
    if (typeof v === 'string' && v.trim()) out[key] = v.trim();
  }
  for (const key of ['area', 'budget'] as const) {
    const r = toRange(src[key]);
    if (r) out[key] = r;
  }
  return out;
}

export function getStoredFilter(): CompanyFilter {
  return normalizeFilter(readJson<unknown>(STORAGE_KEYS.filter));
}
export function setStoredFilter(filter: CompanyFilter): void {
  write(STORAGE_KEYS.filter, JSON.stringify(normalizeFilter(filter)));
  for (const l of filterListeners) l();
}
export function clearStoredFilter(): void {
  write(STORAGE_KEYS.filter, null);
  for (const l of filterListeners) l();
}
export function subscribeFilter(listener: Listener): () => void {
  filterListeners.add(listener);
  return () => filterListeners.delete(listener);
}
/** A stable string of the stored filter, usable as a `useSyncExternalStore` snapshot. */
export function getStoredFilterRaw(): string {
  return read(STORAGE_KEYS.filter) ?? '';
}
