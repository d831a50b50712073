/**
 * Where `<PageHead>` (page-head.tsx) hands a page's head: the public origin (canonical and Open
 * Graph URLs) and, on the server, the collector. Its own small module: the client entry needs
 * only this, the head code itself loads with the pages.
 */
import { createContext, type ReactNode } from 'react';
import type { PageHeadProps } from './page-head';

type HeadContextValue = {
  /** PUBLIC_URL without a trailing slash. */
  origin: string;
  /** Server only: receives the page's head while rendering. */
  collect?: (head: PageHeadProps) => void;
};

export const HeadContext = createContext<HeadContextValue | null>(null);

export function HeadProvider({ origin, collect, children }: HeadContextValue & { children: ReactNode }) {
  return <HeadContext.Provider value={{ origin: origin.replace(/\/+$/, ''), collect }}>{children}</HeadContext.Provider>;
}
