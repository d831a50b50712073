import { type CompanyCard, type CompanyFilter, type CompanyOrder, encodeFilter, PAGE_SIZE, type Page } from '@cimenta/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export type CompaniesQuery = {
  filter?: CompanyFilter;
  search?: string;
  order?: CompanyOrder;
  page?: number;
  perPage?: number;
  /** Home featured block: companies of one city/province. */
  cityName?: string;
};

export const getCompanies = (q: CompaniesQuery, signal?: AbortSignal) =>
  api.get<Page<CompanyCard>>('/companies', {
    query: {
      search: q.search?.trim() || undefined,
      filter: q.filter && Object.keys(q.filter).length ? encodeFilter(q.filter) : undefined,
      order: q.order,
      page: q.page && q.page > 1 ? q.page : undefined,
      perPage: q.perPage ?? PAGE_SIZE,
      cityName: q.cityName,
    },
    signal,
  });

export const companiesQueryOptions = (q: CompaniesQuery) =>
  queryOptions({
    queryKey: ['companies', 'list', q],
    queryFn: ({ signal }) => getCompanies(q, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanies(q: CompaniesQuery, enabled = true) {
  return useQuery({ ...companiesQueryOptions(q), enabled });
}

/** Total number of published companies (GET /companies with empty params, SPEC §7). */
export const companiesTotalQueryOptions = () =>
  queryOptions({
    queryKey: ['companies', 'total'],
    queryFn: ({ signal }) => api.get<Page<CompanyCard>>('/companies', { signal }),
    select: (page) => page.total,
    staleTime: 60_000,
  });

export function useCompaniesTotal() {
  return useQuery(companiesTotalQueryOptions());
}
