import { encodeSearch, LIST_PAGE_SIZE } from '@cimenta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, callApi, callKey } from '../lib/api-client';

export type ActivitiesQuery = {
  /** Company type id: restricts to the activities that type offers (SPEC §9). */
  companyType?: number | null;
  /** Main activity id: asks for its sub-activities instead. */
  parent?: number | null;
  search?: string;
};

const input = (q: ActivitiesQuery): CallInput<'GET /activities'> => ({
  query: {
    companyType: q.companyType ?? undefined,
    parent: q.parent ?? undefined,
    main: q.parent ? undefined : true,
    search: q.search ? encodeSearch({ name: q.search }) : undefined,
    perPage: LIST_PAGE_SIZE,
  },
});

export const getActivities = (q: ActivitiesQuery, signal?: AbortSignal) => callApi('GET /activities', input(q), { signal });

/** Public filters and account forms share these entries: one key per call and input. */
export const activitiesQueryOptions = (q: ActivitiesQuery) =>
  queryOptions({
    queryKey: callKey('GET /activities', input(q)),
    queryFn: () => getActivities(q),
    select: (page) => page.items,
    staleTime: 5 * 60_000,
  });

/** Main activities of a company type; disabled until a type is chosen. */
export function useActivities(companyType: number | null | undefined, search = '') {
  return useQuery({ ...activitiesQueryOptions({ companyType, search }), enabled: Boolean(companyType) });
}

/** Sub-activities of an activity for a company type; disabled until an activity is chosen. */
export function useSubActivities(companyType: number | null | undefined, parent: number | null | undefined, search = '') {
  return useQuery({ ...activitiesQueryOptions({ companyType, parent, search }), enabled: Boolean(parent) });
}

