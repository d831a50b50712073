/**
 * The parts of /companies that change the search (issue 21): each takes the search it shows
 * (`ResultsState`) and goes to the URL of the next one (results-nav.ts), so it renders the same in
 * the app and as an island of the server's page (src/islands/results-*.tsx), without the router.
 */
import type { CompanyFilter, Facets as FacetCounts, Relaxable, SearchInfo } from '@cimenta/shared';
import { companiesHref } from '@cimenta/shared/companies-url';
import type { ResultsState } from '../../islands/table';
// biome-ignore lint/style/noRestrictedImports: the store itself, not features/search's index, which would bring the searcher into these islands
import { searchCompanies } from '../search/search-store';
import { EmptyState } from './empty-state';
import { Facets } from './facets';
import { useResultsUpdate } from './results-nav';
import { SearchBanner } from './search-banner';

/** What the server made of the text, with the way back to the text as typed and the chips to drop. */
export function ResultsBanner({ state, search, relaxed }: { state: ResultsState; search?: SearchInfo; relaxed?: Relaxable[] }) {
  const update = useResultsUpdate(state);
  return (
    <SearchBanner
      search={search}
      relaxed={relaxed}
      onLiteral={() => update({ literal: true, page: 1 })}
      onText={(q) => update({ text: q, page: 1, literal: false, relax: false })}
    />
  );
}

/** The facets: each value a link to its results (the text and order in force kept). */
export function ResultsFacets({ state, facets }: { state: ResultsState; facets?: FacetCounts }) {
  const hrefOf = (f: CompanyFilter) => companiesHref({ filter: f, text: state.text, order: state.order });
  return <Facets facets={facets} filter={state.filter} onFilter={searchCompanies} hrefOf={hrefOf} />;
}

/** Nothing to show: what was asked, the correction, the filters to drop, every company. */
export function ResultsEmpty({ state, corrected }: { state: ResultsState; corrected?: string | null }) {
  const update = useResultsUpdate(state);
  return (
    <EmptyState
      text={state.text}
      corrected={corrected}
      filter={state.filter}
      onText={(q) => update({ text: q, page: 1, literal: false, relax: false })}
      onFilter={searchCompanies}
      // One navigation to the URL without text or filters.
      onSeeAll={() => searchCompanies({}, { dropText: true })}
    />
  );
}
