/**
 * The visitor's current selection (company type, activity, sub-activity) shared by the navbar
 * mega-menu, the searcher and the results page, mirrored in local storage (SPEC §4, §9).
 * The saved filter itself lives in storage; /companies reads it from there.
 */
import type { CompanyFilter, Ref } from '@cimenta/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { paths } from '../../config/paths';
import { navigateTo } from '../../lib/navigation';
import {
  clearStoredFilter,
  getStoredActivity,
  getStoredFilterRaw,
  getStoredSubActivity,
  getStoredType,
  normalizeFilter,
  setStoredActivity,
  setStoredFilter,
  setStoredSubActivity,
  setStoredType,
  subscribeFilter,
  subscribeTokens,
} from '../../lib/storage';

export type Selection = { type: number | null; activity: Ref | null; subActivity: Ref | null };

let state: Selection = readStored();
const listeners = new Set<() => void>();

function readStored(): Selection {
  return { type: getStoredType(), activity: getStoredActivity(), subActivity: getStoredSubActivity() };
}

function set(next: Partial<Selection>): void {
  state = { ...state, ...next };
  if ('type' in next) setStoredType(state.type);
  if ('activity' in next) setStoredActivity(state.activity);
  if ('subActivity' in next) setStoredSubActivity(state.subActivity);
  for (const l of listeners) l();
}

// Logging out clears all storage; drop the in-memory copy with it.
subscribeTokens(() => {
  const stored = readStored();
  if (stored.type !== state.type || stored.activity?.id !== state.activity?.id || stored.subActivity?.id !== state.subActivity?.id) {
    state = stored;
    for (const l of listeners) l();
  }
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSelection(): Selection {
  return state;
}

export function useSelection(): Selection {
  return useSyncExternalStore(subscribe, getSelection, getSelection);
}

export const selectionActions = {
  /** Start-up: keep the stored type if it still exists, else take the first one (SPEC §4). */
  ensureType(typeIds: number[]): void {
    if (!typeIds.length) return;
    if (state.type !== null && typeIds.includes(state.type)) return;
    set({ type: typeIds[0] ?? null, activity: null, subActivity: null });
  },
  /** Selecting a company type clears activity and sub-activity. */
  selectType(type: number | null): void {
    set({ type, activity: null, subActivity: null });
  },
  /** Clicking the already selected activity unselects it; any change resets the sub-activity. */
  selectActivity(activity: Ref | null): void {
    const next = activity && state.activity?.id === activity.id ? null : activity;
    set({ activity: next, subActivity: null });
  },
  selectSubActivity(subActivity: Ref | null): void {
    set({ subActivity });
  },
  /** Company-type tab change: select it and save a filter with only the type (SPEC §4). */
  changeTypeTab(type: number): void {
    set({ type, activity: null, subActivity: null });
    setStoredFilter({ type });
  },
  /** Puts a saved selection back as it was, without the clearing rules of the user actions. */
  restore(next: Selection): void {
    set(next);
  },
};

/** Saves the filter and opens the results (the way every search ends). */
export function searchCompanies(filter: CompanyFilter): void {
  setStoredFilter(filter);
  // On /companies the results follow the stored filter; no new history entry needed.
  if (window.location.pathname !== paths.companies) navigateTo(paths.companies);
}

/** 'All' company types: no filter at all. */
export function searchAllCompanies(): void {
  clearStoredFilter();
  if (window.location.pathname !== paths.companies) navigateTo(paths.companies);
}

/** The saved filter, re-read whenever it changes. */
export function useSavedFilter(): CompanyFilter {
  const raw = useSyncExternalStore(subscribeFilter, getStoredFilterRaw, () => '');
  return useMemo(() => {
    try {
      return raw ? normalizeFilter(JSON.parse(raw)) : {};
    } catch {
      return {};
    }
  }, [raw]);
}
