/** Reference lists the account forms need, cached for the session (they barely change). */
import {
  type Activity,
  type City,
  type CompanyType,
  type EmployeeRange,
  LIST_PAGE_SIZE,
  LOOKUP_PAGE_SIZE,
  type Page,
  type Province,
  type Ref,
} from '@cimenta/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60_000 };

export function useCompanyTypes() {
  return useQuery({
    queryKey: ['account', 'companytypes'],
    queryFn: ({ signal }) => api.get<Page<CompanyType>>('/companytypes', { signal, query: { perPage: LIST_PAGE_SIZE } }),
    select: (p) => p.items,
    ...forever,
  });
}

export function useProvinces() {
  return useQuery({
    queryKey: ['account', 'provinces'],
    queryFn: ({ signal }) => api.get<Page<Province>>('/provinces', { signal, query: { perPage: LIST_PAGE_SIZE, main: true } }),
    select: (p) => p.items,
    ...forever,
  });
}

export function useCities(province: number | null) {
  return useQuery({
    queryKey: ['account', 'cities', province],
    queryFn: ({ signal }) =>
      api.get<Page<City>>('/cities', { signal, query: { province: province ?? undefined, perPage: LOOKUP_PAGE_SIZE } }),
    select: (p) => p.items,
    enabled: province != null,
    ...forever,
  });
}

export function useEmployees() {
  return useQuery({
    queryKey: ['account', 'employees'],
    queryFn: ({ signal }) => api.get<Page<EmployeeRange>>('/employees', { signal, query: { perPage: LOOKUP_PAGE_SIZE } }),
    select: (p) => p.items,
    ...forever,
  });
}

export function useBuildings() {
  return useQuery({
    queryKey: ['account', 'buildings'],
    queryFn: ({ signal }) => api.get<Page<Ref>>('/buildings', { signal, query: { perPage: LOOKUP_PAGE_SIZE } }),
    select: (p) => p.items,
    ...forever,
  });
}

export function useConstructions() {
  return useQuery({
    queryKey: ['account', 'constructiontypes'],
    queryFn: ({ signal }) => api.get<Page<Ref>>('/constructiontypes', { signal, query: { perPage: LOOKUP_PAGE_SIZE } }),
    select: (p) => p.items,
    ...forever,
  });
}

/** Main activities offered to a company type (the fixed type sees its own four, SPEC.md §9). */
export function useMainActivities(companyType: number | null) {
  return useQuery({
    queryKey: ['account', 'activities', companyType],
    queryFn: ({ signal }) =>
      api.get<Page<Activity>>('/activities', {
        signal,
        query: { main: true, companyType: companyType ?? undefined, perPage: LIST_PAGE_SIZE },
      }),
    select: (p) => p.items,
    enabled: companyType != null,
    ...forever,
  });
}

export function useSubActivities(companyType: number | null, parent: number | null) {
  return useQuery({
    queryKey: ['account', 'activities', companyType, parent],
    queryFn: ({ signal }) =>
      api.get<Page<Activity>>('/activities', {
        signal,
        query: { companyType: companyType ?? undefined, parent: parent ?? undefined, perPage: LIST_PAGE_SIZE },
      }),
    select: (p) => p.items,
    enabled: companyType != null && parent != null,
    ...forever,
  });
}

export const toOptions = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
