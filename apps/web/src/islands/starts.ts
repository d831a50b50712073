/**
 * What the home and /companies do as their page loads (islands `home-start`, `results-start`:
 * `when: 'run'`, issue 21), without React: the islands' entry runs these before anything is hydrated,
 * as the app's pages do in their effects (features/home/home-page.tsx, features/companies/url-state.ts).
 */
import { companiesHref, hasCompaniesQuery, parseCompaniesQuery } from '@cimenta/shared/companies-url';
import { clearStoredFilter, getStoredFilter, setStoredFilter } from '../lib/storage';
import type { IslandName } from './table';

/** The home starts every visit with a clean search (SPEC §2), before any link to the results is followed. */
function homeStart(): void {
  clearStoredFilter();
}

/**
 * /companies keeps the stored filter and the address in step (SPEC: the stored filter): a URL that
 * describes a search is saved as the stored filter; a bare `/companies` (which the server, without
 * storage, rendered unfiltered) is replaced by the stored filter's URL, a page load.
 */
function resultsStart(search: string): void {
  if (hasCompaniesQuery(search)) {
    const { filter } = parseCompaniesQuery(search);
    if (JSON.stringify(filter) !== JSON.stringify(getStoredFilter())) setStoredFilter(filter);
    return;
  }
  const href = companiesHref({ filter: getStoredFilter() });
  if (href.includes('?')) window.location.replace(href);
}

export const STARTS: Partial<Record<IslandName, (location: { pathname: string; search: string }) => void>> = {
  'home-start': homeStart,
  'results-start': ({ search }) => resultsStart(search),
};
