/**
 * Hydrates one island (issue 21): loaded by the islands' entry (src/islands.tsx) the first time an
 * island is seen or touched, never at a visitor's page load, with React DOM and the islands' root.
 */
import { type ComponentType, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot, islandIdPrefix } from './root';
import type { IslandName, IslandsPayload } from './table';

// One module for the results' pick boxes and their banner and bar (one import, one preload list).
const resultsPicks = () => import('./results-picks');

const MODULES: Record<Exclude<IslandName, 'home-start' | 'results-start'>, () => Promise<{ default: ComponentType<never> }>> = {
  navbar: () => import('./navbar'),
  'company-contact': () => import('./company-contact'),
  'company-projects': () => import('./company-projects'),
  'company-quick-contact': () => import('./company-quick-contact'),
  'company-reviews': () => import('./company-reviews'),
  'landing-facets': () => import('./landing-facets'),
  'home-search': () => import('./home-search'),
  'home-section': () => import('./home-sections'),
  'results-search': () => import('./results-search'),
  'results-order': () => import('./results-order'),
  'results-banner': () => import('./results-banner'),
  'results-facets': () => import('./results-facets'),
  'results-empty': () => import('./results-empty'),
  'results-pick': resultsPicks,
  'results-picks': resultsPicks,
};

/** Resolves once React has taken `container` over (its effects run). */
export async function hydrate(
  island: IslandsPayload['islands'][number],
  container: Element,
  payload: Pick<IslandsPayload, 'mobile' | 'location'>,
): Promise<void> {
  const load = MODULES[island.name as keyof typeof MODULES];
  if (!load) return;
  const { default: Component } = await load();
  await new Promise<void>((ready) => {
    const root = (
      <IslandRoot Component={Component} props={island.props} mobile={payload.mobile} location={payload.location} onReady={ready} />
    );
    // Time-sliced, as the whole page's hydration was (main.tsx).
    startTransition(() => void hydrateRoot(container, root, { identifierPrefix: islandIdPrefix(island.id) }));
  });
}
