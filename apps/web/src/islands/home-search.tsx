/**
 * The home's «¿Qué necesitas?» box and searcher as an island (issue 21), hydrated when it is
 * pointed at, focused or typed into (`when: 'touched'`): what was typed and the focus are kept
 * (WhatBox), a click on a tab or the search button waits for it and is replayed (src/islands.tsx).
 * The company types and provinces the searcher shows are the server's, in its props.
 */
import { Searcher } from '../features/search/searcher';
import { WhatBox } from '../features/search/what-box/what-box';
import { GuidedScope } from './guided';
import { SeededScope } from './query-scope';
import type { IslandProps } from './table';

export default function HomeSearchIsland({ queries }: IslandProps['home-search']) {
  return (
    <SeededScope queries={queries}>
      <GuidedScope>
        <WhatBox size="lg" onDark />
        <Searcher />
      </GuidedScope>
    </SeededScope>
  );
}
