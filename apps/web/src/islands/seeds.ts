/**
 * What an island on a page reads from the server's query cache (issue 21): the answers of the
 * API calls it names, as the page's loader had them, handed to the island in its props so its
 * hydration fetches nothing (islands/query-scope.tsx `SeededScope`). Page side only: it brings
 * TanStack Query, which an islands page's first load does not have.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { SeededQuery } from './table';

/** The successful answers in the page's query cache whose key starts with one of `calls` (e.g. `GET /provinces`). */
export function useSeeds(...calls: string[]): SeededQuery[] {
  const qc = useQueryClient();
  return qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success' && calls.includes(String(q.queryKey[0])))
    .map((q) => ({ queryKey: q.queryKey, data: q.state.data }));
}
