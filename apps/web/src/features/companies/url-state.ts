/**
 * /companies state in the URL (format: `@cimenta/shared/companies-url`), kept in step with the
 * filter in local storage (SPEC §4, §9):
 * - a URL that describes a search wins: its filter is shown and saved to storage (a shared link
 *   opened in a browser with other saved filters shows the sharer's results);
 * - a bare `/companies` shows the stored filter and writes it into the address (replacing the entry),
 *   so the address bar always holds a link to what is on screen.
 * Both sides say the same filter from the first render, so the list is fetched once. A change of
 * the text, order or page is a navigation to its URL (results-nav.ts).
 */
import { type CompaniesUrlState, type CompanyOrder, encodeCompaniesQuery, hasCompaniesQuery, parseCompaniesQuery } from '@cimenta/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { setStoredFilter } from '../../lib/storage';
import { useStoredFilter } from '../search';

export type ResultsUrl = {
  filter: CompaniesUrlState['filter'];
  text: string;
  order: CompanyOrder | undefined;
  page: number;
  /** Search the text as typed (no correction). */
  literal: boolean;
  /** The guided search's results: drop the least important criteria when nothing fits them all. */
  relax: boolean;
};

const key = (v: unknown) => JSON.stringify(v);

export function useResultsUrl(): ResultsUrl {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const described = hasCompaniesQuery(search);
  const fromUrl = useMemo(() => parseCompaniesQuery(search), [search]);
  const stored = useStoredFilter();
  const filter = described ? fromUrl.filter : stored;
  const filterKey = key(filter);
  const storedKey = key(stored);

  // Sync once per address: a later change of storage alone (a search on its way to its URL) is
  // not undone here.
  const synced = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the serialised values
  useEffect(() => {
    if (described) {
      if (synced.current === search) return;
      synced.current = search;
      if (storedKey !== filterKey) setStoredFilter(fromUrl.filter);
      return;
    }
    synced.current = null;
    const query = encodeCompaniesQuery({ filter: stored });
    if (query) setParams(query, { replace: true });
  }, [described, search, storedKey]);

  return {
    filter,
    text: fromUrl.text ?? '',
    order: fromUrl.order,
    page: fromUrl.page ?? 1,
    literal: fromUrl.literal ?? false,
    relax: fromUrl.relax ?? false,
  };
}
