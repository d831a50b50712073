import { type Activity, encodeSearch, LIST_PAGE_SIZE, type Page } from '@cimenta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export type ActivitiesQuery = {
  /** Company type id: restricts to the activities that type offers (SPEC §9). */
  companyType?: number | null;
  /** Main activity id: asks for its sub-activities instead. */
  parent?: number | null;
  search?: string;
};

export const getActivities = (q: ActivitiesQuery, signal?: AbortSignal) =>
  api.get<Page<Activity>>('/activities', {
    query: {
      companyType: q.companyType ?? undefined,
      parent: q.parent ?? undefined,
      main: q.parent ? undefined : true,
      search: q.search ? encodeSearch({ name: q.search }) : undefined,
      perPage: LIST_PAGE_SIZE,
    },
    signal,
  });

export const activitiesQueryOptions = (q: ActivitiesQuery) =>
  queryOptions({
    queryKey: ['activities', q.companyType ?? null, q.parent ?? null, q.search ?? ''],
    queryFn: ({ signal }) => getActivities(q, signal),
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
