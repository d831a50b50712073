/**
 * /companies' facets as an island (issue 21), hydrated when they come near the screen or are
 * touched: the phone's fold, "Ver más" and the search a value starts (it saves the filter, then
 * loads its results). Before that the values are links to the same results. The names they show
 * are the server's answers, put in the query cache first, so hydration fetches nothing.
 */
import { ResultsFacets } from '../features/companies/results-parts';
import { SeededScope } from './query-scope';
import type { IslandProps } from './table';

export default function ResultsFacetsIsland({ state, facets, queries }: IslandProps['results-facets']) {
  return (
    <SeededScope queries={queries}>
      <ResultsFacets state={state} facets={facets} />
    </SeededScope>
  );
}
