import { type ComponentType, lazy } from 'react';

/** A lazily loaded component inside the islands' query client (query-scope.tsx, loaded with it). */
export function lazyWithQuery<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => Promise.all([load(), import('./query-scope')]).then(([C, q]) => ({ default: q.withQuery(C) })));
}
