/**
 * `<Island>` marks an interactive part of a page (issue 21). Inside the app (the browser's router,
 * the server rendering a page that is hydrated whole) it renders its children as they are. On the
 * server, for a page rendered as islands (`IslandServerProvider`), it renders an empty container
 * and records the island's props; entry-server.tsx then renders the island as a root of its own
 * (its own ids) into that container (`islandContainer`), and the browser hydrates that container
 * alone (src/islands.tsx).
 */
import { createContext, type ReactNode, useContext, useId } from 'react';
import { ISLAND_ATTR, type IslandName, type IslandProps } from './table';

/** The islands a server render met, by id (entry-server.tsx renders each after the page, as a root of its own). */
type IslandServer = Map<string, { name: IslandName; props: unknown }>;

const IslandContext = createContext<IslandServer | null>(null);
export const IslandServerProvider = IslandContext.Provider;

export function Island<N extends IslandName>({ name, props, children }: { name: N; props: IslandProps[N]; children: ReactNode }) {
  const server = useContext(IslandContext);
  const id = useId();
  if (!server) return children;
  server.set(id, { name, props });
  return <div {...{ [ISLAND_ATTR]: id }} style={{ display: 'contents' }} />;
}

/** The empty container `<Island>` rendered on the server for `id`, as React writes it. */
export const islandContainer = (id: string) => `<div ${ISLAND_ATTR}="${id}" style="display:contents"></div>`;
