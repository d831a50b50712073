import { LIST_PAGE_SIZE } from '@cimenta/shared';
import { useQuery } from '@tanstack/react-query';
import { activitiesQueryOptions } from '../../api/activities';
import { type CallInput, callApi, callKey } from '../../lib/api-client';

const allSubs: CallInput<'GET /activities'> = { query: { main: false, perPage: LIST_PAGE_SIZE } };

/**
 * Every activity as a grouped list (a main activity, then its sub-activities): the project form's
 * "Tipo de trabajo" (issue 20), where a project names the one kind of work it was.
 */
export function useActivityTree() {
  const mains = useQuery(activitiesQueryOptions({}));
  const subs = useQuery({
    queryKey: callKey('GET /activities', allSubs),
    queryFn: ({ signal }) => callApi('GET /activities', allSubs, { signal }),
    select: (page) => page.items,
    staleTime: 5 * 60_000,
  });
  return (mains.data ?? []).map((m) => ({
    group: m.name,
    items: [
      { value: String(m.id), label: m.name },
      ...(subs.data ?? []).filter((s) => s.parent?.id === m.id).map((s) => ({ value: String(s.id), label: s.name })),
    ],
  }));
}
