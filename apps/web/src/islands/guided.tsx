/** The guided search's context for an island: its dialog loads on the first opening, inside the islands' query client. */
import type { ReactNode } from 'react';
import { GuidedSearchProvider } from '../features/search/guided/guided-search-context';
import { lazyWithQuery } from './lazy';

const GuidedDialog = lazyWithQuery(() => import('../features/search/guided/guided-search-dialog').then((m) => m.default));

export function GuidedScope({ children }: { children: ReactNode }) {
  return <GuidedSearchProvider Dialog={GuidedDialog}>{children}</GuidedSearchProvider>;
}
