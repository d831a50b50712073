/**
 * /companies' «¿Qué necesitas?» box and searcher as an island (issue 21), hydrated only when it is
 * touched (pointed at, focused, typed into): what was typed and the focus are kept (WhatBox), a
 * click on a tab or a select waits for it and is replayed (src/islands.tsx). The company types,
 * provinces and activities it shows are the server's, in its props; a change of province,
 * activity or sub-activity searches at once (SPEC §4), a page load.
 */
import { Searcher } from '../features/search/searcher';
import { WhatBox } from '../features/search/what-box/what-box';
import { GuidedScope } from './guided';
import { SeededScope } from './query-scope';
import type { IslandProps } from './table';

export default function ResultsSearchIsland({ text, queries }: IslandProps['results-search']) {
  return (
    <SeededScope queries={queries}>
      <GuidedScope>
        <WhatBox text={text} />
        <Searcher />
      </GuidedScope>
    </SeededScope>
  );
}
