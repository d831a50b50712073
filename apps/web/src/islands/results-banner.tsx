/** What the server made of /companies' text as an island (issue 21): the text as typed and a chip's removal are page loads. */
import { ResultsBanner } from '../features/companies/results-parts';
import { MantineScope } from './mantine';
import type { IslandProps } from './table';

export default function ResultsBannerIsland({ state, search, relaxed }: IslandProps['results-banner']) {
  return (
    <MantineScope>
      <ResultsBanner state={state} search={search} relaxed={relaxed} />
    </MantineScope>
  );
}
