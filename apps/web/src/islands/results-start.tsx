/**
 * /companies' start as an island hydrated at load (issue 21; in the app, features/companies/url-state.ts):
 * renders nothing and keeps the stored filter and the address in step (SPEC: the stored filter). A
 * URL that describes a search is saved as the stored filter; a bare `/companies` (which the server,
 * without storage, rendered unfiltered) is replaced by the stored filter's URL, a page load.
 */
import { companiesHref, hasCompaniesQuery, parseCompaniesQuery } from '@cimenta/shared/companies-url';
import { useEffect } from 'react';
import { useAppLocation, useAppNavigate } from '../lib/app-link';
import { getStoredFilter, setStoredFilter } from '../lib/storage';

export default function ResultsStartIsland() {
  const { search } = useAppLocation();
  const navigate = useAppNavigate();
  useEffect(() => {
    if (hasCompaniesQuery(search)) {
      const { filter } = parseCompaniesQuery(search);
      if (JSON.stringify(filter) !== JSON.stringify(getStoredFilter())) setStoredFilter(filter);
      return;
    }
    const href = companiesHref({ filter: getStoredFilter() });
    if (href.includes('?')) navigate(href, { replace: true });
  }, [search, navigate]);
  return null;
}
