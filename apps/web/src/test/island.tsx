/** An island as the server renders it (a root of its own, to a string), then hydrated on that HTML as src/islands.tsx does. */
import { act } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IslandRoot } from '../islands/root';

export async function renderIsland(
  Component: ComponentType<never>,
  props: unknown,
  location: { pathname: string; search: string },
  /** What the visitor does to the server's HTML before the island's code has loaded. */
  beforeHydration?: (container: HTMLElement) => void,
): Promise<HTMLElement> {
  const root = <IslandRoot Component={Component} props={props} mobile={false} location={location} />;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(root);
  beforeHydration?.(container);
  await act(async () => void hydrateRoot(container, root));
  return container;
}
