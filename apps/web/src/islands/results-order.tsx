/** /companies' «Ordenar por» as an island (issue 21): a choice is a page load of its URL. A tap before it is hydrated is replayed (src/islands.tsx). */
import { ResultsOrder } from '../features/companies/results-order';
import { MantineScope } from './mantine';
import type { IslandProps } from './table';

export default function ResultsOrderIsland({ state }: IslandProps['results-order']) {
  return (
    <MantineScope>
      <ResultsOrder state={state} />
    </MantineScope>
  );
}
