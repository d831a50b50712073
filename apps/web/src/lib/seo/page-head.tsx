/**
 * Per-page `<head>`: title, description, canonical, robots, Open Graph, Twitter card and JSON-LD.
 *
 * A page renders `<PageHead … />` once. On the server the tags are collected through the
 * context (`HeadProvider` with a `collect` callback) and written into the document's head
 * by the server (`renderHeadHtml`); in the browser an effect rewrites the head's `[data-seo]`
 * elements when the page changes. The same `headTags` builds both, so a hydrated page keeps
 * exactly what the server sent. JSON-LD goes in the head as data (`application/ld+json`),
 * never in the React tree: it is not executable and needs no CSP nonce.
 */
import { useContext, useEffect } from 'react';
import { HeadContext } from './context';
import type { JsonLd, UrlOf } from './json-ld';

export type Crumb = { name: string; path: string };

export type PageHeadProps = {
  /** The whole `<title>` (include the site name). */
  title: string;
  description: string;
  /** Canonical path, e.g. `/company/abc` (made absolute with PUBLIC_URL). */
  path: string;
  /** Open Graph / Twitter image: an absolute URL or a path (`/uploads/…`). */
  image?: string | null;
  /** `og:type`: `website` by default. */
  ogType?: string;
  /** `noindex` robots tag (not-found pages). */
  noindex?: boolean;
  /** HTTP status the server answers this page with (404 for a missing page); 200 by default. */
  status?: number;
  /** Breadcrumbs after "Inicio" (added first); the last one is this page. Rendered as `BreadcrumbList`. */
  breadcrumbs?: Crumb[];
  /** More JSON-LD nodes (the company, an item list, the web site), built with absolute URLs. */
  jsonLd?: (url: UrlOf) => JsonLd[];
};

/** Absolute URL builder for an origin: paths get the origin, absolute URLs stay. */
export function urlOf(origin: string): UrlOf {
  return (path) => (/^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? path : `/${path}`}`);
}

/** The page's head. Renders nothing in the page itself. In the browser the tag code loads on first use (head.ts). */
export function PageHead(props: PageHeadProps) {
  const ctx = useContext(HeadContext);
  // Server: hand the head to the renderer (render is the only phase that runs there).
  ctx?.collect?.(props);
  const origin = ctx?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const key = JSON.stringify({ ...props, jsonLd: props.jsonLd?.(urlOf(origin)) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the props
  useEffect(() => {
    let live = true;
    void import('./head').then((m) => {
      if (live) m.applyHead(m.headTags(props, origin));
    });
    return () => {
      live = false;
    };
  }, [key, origin]);
  return null;
}
