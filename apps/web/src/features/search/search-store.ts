/**
 * The visitor's current selection (company type, activity, sub-activity) shared by the navbar
 * mega-menu, the searcher and the results page, mirrored in local storage (SPEC §4, §9).
 * The filter lives in the results URL (`@cimenta/shared/companies-url`) and in storage: every
 * search opens its own `/companies?…` address and saves the filter; on /companies a URL that
 * describes a search wins over storage (see features/companies/url-state.ts).
 */
import { type CompanyFilter, companiesHref, parseCompaniesQuery, type Ref } from '@cimenta/shared';
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

/** The server has no storage: a server-rendered page (and its hydration) starts from no selection. */
export const SERVER_SELECTION: Selection = { type: null, activity: null, subActivity: null };
const getServerSelection = () => SERVER_SELECTION;

/**
 * The selection; `onServer` is what the server renders (and the hydration of its HTML starts from):
 * none, or on /companies the one its URL's filter describes (the searcher's tabs and selects).
 */
export function useSelection(onServer?: Selection): Selection {
  return useSyncExternalStore(subscribe, getSelection, onServer ? () => onServer : getServerSelection);
}

export const selectionActions = {
  /**
   * Start-up: keep the stored type if it still exists. Unlike SPEC §4's "or the first one", no type
   * is picked for the visitor (issue 9): "Todas" stays selected until they choose one.
   */
  ensureType(typeIds: number[]): void {
    if (!typeIds.length) return;
    if (state.type !== null && typeIds.includes(state.type)) return;
    if (state.type !== null) set({ type: null, activity: null, subActivity: null });
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
  /**
   * Company-type tab change: select it and save a filter with only the type (SPEC §4); `null` is
   * the "Todas" tab. On /companies the results follow at once.
   */
  changeTypeTab(type: number | null): void {
    set({ type, activity: null, subActivity: null });
    const filter = type ? { type } : {};
    setStoredFilter(filter);
    if (onResults()) navigateTo(resultsHref(filter));
  },
  /** Puts a saved selection back as it was, without the clearing rules of the user actions. */
  restore(next: Selection): void {
    set(next);
  },
};

const onResults = () => window.location.pathname === paths.companies;

/**
 * The results URL of a filter. On /companies the typed text and the order stay (a new filter
 * starts again from page 1); elsewhere a search starts afresh. `relax` (the guided search) lets
 * the results drop the least important criteria when nothing fits them all (issue 10).
 */
export function resultsHref(filter: CompanyFilter, { relax = false, dropText = false } = {}): string {
  if (!onResults()) return companiesHref({ filter, relax });
  const { text, order } = parseCompaniesQuery(window.location.search);
  return companiesHref({ filter, text: dropText ? undefined : text, order, relax });
}

/** Saves the filter and opens its results URL (the way every search ends). */
export function searchCompanies(filter: CompanyFilter, options: { relax?: boolean; dropText?: boolean } = {}): void {
  setStoredFilter(filter);
  navigateTo(resultsHref(filter, options));
}

/** 'All' company types: no filter at all. */
export function searchAllCompanies(): void {
  clearStoredFilter();
  navigateTo(resultsHref({}));
}

/** The filter kept in storage, re-read whenever it changes. */
export function useStoredFilter(): CompanyFilter {
  const raw = useSyncExternalStore(subscribeFilter, getStoredFilterRaw, () => '');
  return useMemo(() => {
    try {
      return raw ? normalizeFilter(JSON.parse(raw)) : {};
    } catch {
      return {};
    }
  }, [raw]);
}
