/** Query-string pieces shared by list routes. */
import { parseSearch } from '@cimenta/shared';
import { z } from 'zod';

export const boolParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === true || v === 'true' || v === '1'));

export const intParam = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().min(1).max(2_147_483_647).optional(),
);

export const listQuery = z.object({
  search: z.string().max(1000).optional(),
  page: intParam,
  perPage: intParam,
});

/** The free-text part of `search`: key `name`, `q`, `search` or `text`, or a plain string. */
export function searchText(raw: string | undefined): { text?: string; params: Record<string, string> } {
  const params = parseSearch(raw);
  return { text: params.name ?? params.q ?? params.search ?? params.text, params };
}
