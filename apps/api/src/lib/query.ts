/** Reading the bracketed `search` parameter of SPEC.md §7. */
import { parseSearch } from '@cimenta/shared';

/** The free-text part of `search`: key `name`, `q`, `search` or `text`, or a plain string. */
export function searchText(raw: string | undefined): { text?: string; params: Record<string, string> } {
  const params = parseSearch(raw);
  return { text: params.name ?? params.q ?? params.search ?? params.text, params };
}
