/**
 * The filter in force (reads the location: the router's, or an island's page address): apart from search-store.ts, which the
 * navbar island's menus and the landing page's facets load without the router (issue 21).
 */
import { type CompanyFilter, hasCompaniesQuery, parseCompaniesQuery } from '@cimenta/shared';
import { useMemo } from 'react';
import { useAppLocation } from '../../lib/app-link';
import { paths } from '../../config/paths';
import { useStoredFilter } from './search-store';

/** The filter in force: on /companies the URL's when it describes a search, else the stored one. */
export function useSavedFilter(): CompanyFilter {
  const stored = useStoredFilter();
  const { pathname, search } = useAppLocation();
  const fromUrl = useMemo(
    () => (pathname === paths.companies && hasCompaniesQuery(search) ? parseCompaniesQuery(search).filter : null),
    [pathname, search],
  );
  return fromUrl ?? stored;
}
