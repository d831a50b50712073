/**
 * The query format of SPEC.md §7 and DESIGN.md §3:
 * `search=[key:value,key:value]` with URI-encoded values and empty values dropped;
 * `filter` is a JSON array holding one object.
 */
import { z } from 'zod';

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

/** Largest value of a PostgreSQL integer column: larger ids or bounds can match nothing. */
const INT = z.coerce.number().int().min(0).max(2_147_483_647);
const ID = z.coerce.number().int().positive().max(2_147_483_647);

const range = z.object({ min: INT.optional(), max: INT.optional() }).partial();

const idList = z.union([z.array(ID).max(100), ID]).transform((v) => (Array.isArray(v) ? v : [v]));

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'object' && v && 'id' in v ? (v as { id: unknown }).id : v),
  ID.optional(),
);

/** One object of the `filter` array (SPEC.md §3 "Search filter"). */
export const companyFilterSchema = z.object({
  type: optionalId,
  activities: idList.optional(),
  parent: optionalId,
  employees: idList.optional(),
  buildings: idList.optional(),
  constructions: idList.optional(),
  provinceName: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  area: range.optional(),
  budget: range.optional(),
});
export type CompanyFilter = z.infer<typeof companyFilterSchema>;

export const ORDERS = ['relevance', 'name', '-name', 'newest'] as const;
export type CompanyOrder = (typeof ORDERS)[number];

export function encodeFilter(filter: CompanyFilter): string {
  return JSON.stringify([filter]);
}

/** Parses the JSON `filter` parameter; throws a ZodError-like error on bad input. */
export function parseFilter(raw: string | undefined | null): CompanyFilter {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('filter');
  }
  const obj = Array.isArray(json) ? (json[0] ?? {}) : json;
  return companyFilterSchema.parse(obj ?? {});
}
