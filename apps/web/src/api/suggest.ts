import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../lib/api-client';

/** Below two letters the server suggests nothing; no call is made. */
export const SUGGEST_MIN_CHARS = 2;

const suggestQueryOptions = (q: string) =>
  queryOptions({
    queryKey: callKey('GET /suggest', { query: { q } }),
    queryFn: ({ signal }) => callApi('GET /suggest', { query: { q } }, { signal }),
    select: (answer) => answer.items,
    staleTime: 5 * 60_000,
    // While the next keystroke's answer is on its way, the list keeps the last one (no flicker).
    placeholderData: keepPreviousData,
    // Suggestions are a help, not a page: a failure shows no toast, the box still searches.
    meta: { silent: true },
  });

/** The «¿Qué necesitas?» suggestions for a text (GET /suggest). */
export function useSuggestions(q: string) {
  const text = q.trim().slice(0, 100);
  return useQuery({ ...suggestQueryOptions(text), enabled: text.length >= SUGGEST_MIN_CHARS });
}
