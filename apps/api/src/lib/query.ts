/** Reading the bracketed `search` parameter of SPEC.md §7. */
import { MSG, parseSearch } from '@cimenta/shared';
import { RequestValidationError } from './errors';

/**
 * The free-text part of `search`: key `name`, `q`, `search` or `text`, or a plain string. The
 * bracket syntax decodes its values once more (`[name:%2500]`), after the NUL guard of the
 * query: a NUL found here is the same 400 (issue 23 §8; PostgreSQL can't take it).
 */
export function searchText(raw: string | undefined): { text?: string; params: Record<string, string> } {
  const params = parseSearch(raw);
  for (const [k, v] of Object.entries(params)) {
    if (v.includes('\u0000') || k.includes('\u0000'))
      throw new RequestValidationError([{ path: ['search'], message: MSG.nulCharacter }], 'querystring');
  }
  return { text: params.name ?? params.q ?? params.search ?? params.text, params };
}
