import { type CompanyFilter, type CompanyOrder, encodeFilter, PAGE_SIZE } from '@cimenta/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, callApi, callKey } from '../lib/api-client';

export type CompaniesQuery = {
  filter?: CompanyFilter;
  search?: string;
  order?: CompanyOrder;
  page?: number;
  perPage?: number;
  /** Home featured block: companies of one city/province. */
  cityName?: string;
  /** Issue 10: ask for facet counts; search the text as typed; let the guided search drop criteria. */
  facets?: boolean;
  literal?: boolean;
  relax?: boolean;
};

const input = (q: CompaniesQuery): CallInput<'GET /companies'> => ({
  query: {
    search: q.search?.trim() || undefined,
    filter: q.filter && Object.keys(q.filter).length ? encodeFilter(q.filter) : undefined,
    order: q.order,
    page: q.page && q.page > 1 ? q.page : undefined,
    perPage: q.perPage ?? PAGE_SIZE,
    cityName: q.cityName,
    facets: q.facets || undefined,
    literal: q.literal || undefined,
    relax: q.relax || undefined,
  },
});

export const getCompanies = (q: CompaniesQuery, signal?: AbortSignal) => callApi('GET /companies', input(q), { signal });

export const companiesQueryOptions = (q: CompaniesQuery) =>
  queryOptions({
    queryKey: callKey('GET /companies', input(q)),
    queryFn: () => getCompanies(q),
    placeholderData: keepPreviousData,
  });

export function useCompanies(q: CompaniesQuery, enabled = true) {
  return useQuery({ ...companiesQueryOptions(q), enabled });
}

/**
 * Total number of published companies (GET /companies with empty params, SPEC §7). The cache keeps
 * only the total, under its own key: the call also answers a first page of cards, which the home
 * never shows and which would otherwise travel again in every server-rendered page's data.
 */
export const companiesTotalQueryOptions = () =>
  queryOptions({
    queryKey: [...callKey('GET /companies', {}), 'total'] as const,
    queryFn: async () => (await callApi('GET /companies', {})).total,
    staleTime: 60_000,
  });

export function useCompaniesTotal() {
  return useQuery(companiesTotalQueryOptions());
}
