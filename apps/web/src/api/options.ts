/** Option hooks for `RemoteSelect`: each lookup's answer as `{value, label}` pairs. */
import type { OptionsHook } from '../components/remote-select';
import { useActivities, useSubActivities } from './activities';
import { useProvinces } from './provinces';

/** Provinces by name (the filter's `provinceName`). */
export const useProvinceOptions: OptionsHook<null> = (search) => {
  const q = useProvinces(search);
  return { options: q.data?.map((p) => ({ value: p.name, label: p.name })), loading: q.isFetching };
};

/** Main activities of a company type. */
export const useActivityOptions: OptionsHook<{ type: number | null }> = (search, { type }) => {
  const q = useActivities(type, search);
  return { options: q.data?.map((a) => ({ value: String(a.id), label: a.name })), loading: q.isFetching };
};

/** Sub-activities of an activity for a company type. */
export const useSubActivityOptions: OptionsHook<{ type: number | null; activity: number | null }> = (search, { type, activity }) => {
  const q = useSubActivities(type, activity, search);
  return { options: q.data?.map((a) => ({ value: String(a.id), label: a.name })), loading: q.isFetching };
};
