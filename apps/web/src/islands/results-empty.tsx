/** /companies with nothing to show as an island (issue 21): its ways out are page loads; the names of its filter's parts are the server's. */
import { ResultsEmpty } from '../features/companies/results-parts';
import { SeededScope } from './query-scope';
import type { IslandProps } from './table';

export default function ResultsEmptyIsland({ state, corrected, queries }: IslandProps['results-empty']) {
  return (
    <SeededScope queries={queries}>
      <ResultsEmpty state={state} corrected={corrected} />
    </SeededScope>
  );
}
