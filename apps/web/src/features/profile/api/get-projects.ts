import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { companyChanged } from '../../account-shared';

export const getProjects = (signal?: AbortSignal) => callApi('GET /projects', {}, { signal });

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: callKey('GET /projects'),
    queryFn: ({ signal }) => getProjects(signal),
  });

/** The user's company's portfolio. */
export function useProjects() {
  return useQuery(projectsQueryOptions());
}

/** After a project write: the list, and the company (its public page shows the portfolio). */
export const projectsChanged = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: projectsQueryOptions().queryKey }), companyChanged(qc)]);
