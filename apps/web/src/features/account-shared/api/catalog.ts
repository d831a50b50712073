/**
 * Reference lists the account forms need: the same queryOptions (and so the same cache
 * entries) as the public side, kept for the session here since they barely change.
 */
import { useQuery } from '@tanstack/react-query';
import { activitiesQueryOptions } from '../../../api/activities';
import { buildingsQueryOptions } from '../../../api/buildings';
import { citiesQueryOptions } from '../../../api/cities';
import { companyTypesQueryOptions } from '../../../api/company-types';
import { constructionTypesQueryOptions } from '../../../api/construction-types';
import { employeesQueryOptions } from '../../../api/employees';
import { provincesQueryOptions } from '../../../api/provinces';

const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60_000 };

export const useCompanyTypes = () => useQuery({ ...companyTypesQueryOptions(), ...forever });

export const useProvinces = () => useQuery({ ...provincesQueryOptions(), ...forever });

export const useCities = (province: number | null) => useQuery({ ...citiesQueryOptions(province), enabled: province != null, ...forever });

export const useEmployees = () => useQuery({ ...employeesQueryOptions(), ...forever });

export const useBuildings = () => useQuery({ ...buildingsQueryOptions(), ...forever });

export const useConstructions = () => useQuery({ ...constructionTypesQueryOptions(), ...forever });

/** Main activities offered to a company type (the fixed type sees its own four, SPEC.md §9). */
export const useMainActivities = (companyType: number | null) =>
  useQuery({ ...activitiesQueryOptions({ companyType }), enabled: companyType != null, ...forever });

export const useSubActivities = (companyType: number | null, parent: number | null) =>
  useQuery({ ...activitiesQueryOptions({ companyType, parent }), enabled: companyType != null && parent != null, ...forever });

export const toOptions = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
