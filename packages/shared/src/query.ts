/**
 * The query format of SPEC.md §7 and DESIGN.md §3:
 * `search=[key:value,key:value]` with URI-encoded values and empty values dropped;
 * `filter` is a JSON array holding one object (its schema: `companyFilterSchema` in schemas.ts).
 * Nothing here needs zod, so pages that only build queries don't load it.
 */
import type { CompanyFilter } from './schemas';

export type SearchParams = Record<string, string | number | boolean | null | undefined>;

export function encodeSearch(params: SearchParams): string {
  const pairs = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== '')
    .map(([k, v]) => `${k}:${encodeURIComponent(String(v))}`);
  return `[${pairs.join(',')}]`;
}

/** Parses `[a:1,b:x%2Cy]`; a plain string (no brackets) is read as `{q: string}`. */
export function parseSearch(raw: string | undefined | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!raw) return out;
  const s = raw.trim();
  if (!(s.startsWith('[') && s.endsWith(']'))) {
    if (s) out.q = s;
    return out;
  }
  for (const part of s.slice(1, -1).split(',')) {
    const i = part.indexOf(':');
    if (i <= 0) continue;
    const key = part.slice(0, i).trim();
    let value: string;
    try {
      value = decodeURIComponent(part.slice(i + 1));
    } catch {
      value = part.slice(i + 1);
    }
    value = value.trim();
    if (key && value) out[key] = value;
  }
  return out;
}

/** `rating`: "Mejor valoradas" (issue 19; the formula is in apps/api search/trust.ts). */
export const ORDERS = ['relevance', 'name', '-name', 'newest', 'rating'] as const;
export type CompanyOrder = (typeof ORDERS)[number];

export function encodeFilter(filter: CompanyFilter): string {
  return JSON.stringify([filter]);
}
