/**
 * The chunks a route loads before it can render, from the Vite manifest: the entry chunk and its
 * static imports (what every page loads), plus the route's lazily loaded page chunk with its
 * static imports. Shared by `measure-routes.ts` (budgets) and `chunk-modules.ts` (what they hold).
 */
import { ISLANDS } from '../src/islands/table.ts';

export type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, Chunk>;

/**
 * What a page's islands load at a visitor's page load, from the islands' table: only the starts
 * (`when: 'run'`, no React; an island's name starts with its page's: `results-…` are /companies').
 * The others load when seen or touched.
 */
const atLoad = (prefix: string) => [
  ...new Set(
    Object.entries(ISLANDS)
      .filter(([name, island]) => name.startsWith(prefix) && island.when === 'run')
      .map(([, island]) => island.module),
  ),
];

/** The measured routes → the source modules of their lazy page (a layout and its screen: both). */
export const ROUTE_PAGES = {
  // Rendered as islands (issue 21): the islands' entry and what runs at load (no React), not the app's entry.
  home: { page: 'src/features/home/home-page.tsx', islands: atLoad('home-') },
  companies: { page: 'src/features/companies/companies-page.tsx', islands: atLoad('results-') },
  company: { page: 'src/features/company-detail/company-page.tsx', islands: atLoad('company-') },
  landing: { page: 'src/features/landing/landing-page.tsx', islands: atLoad('landing-') },
  // The account screens also load the account routes' declarations first (app/account-routes.tsx, issue 21).
  login: ['src/app/account-routes.tsx', 'src/features/auth/sign-in-page.tsx'],
  // /my-profile: its shell, first screen and profile request (issue 22, the cold /my-profile).
  profile: [
    'src/app/account-routes.tsx',
    'src/lib/prefetch-profile.ts',
    'src/features/profile/profile-layout.tsx',
    'src/features/profile/admin-screen.tsx',
  ],
} satisfies Record<string, string | readonly string[] | { page: string; islands: readonly string[] }>;
export type Route = keyof typeof ROUTE_PAGES;

function collect(manifest: Manifest, key: string, js: Set<string>, css: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} not in the manifest`);
  if (js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const i of chunk.imports ?? []) collect(manifest, i, js, css);
}

/** The islands' entry (vite.config.ts; apps/api/src/web/html.ts preloads it for a page rendered as islands). */
const ISLANDS_ENTRY = 'src/islands.tsx';

export function routeChunks(
  manifest: Manifest,
  page: string | readonly string[] | { page: string; islands: readonly string[] },
): { js: Set<string>; css: Set<string> } {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k !== ISLANDS_ENTRY);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const js = new Set<string>();
  const css = new Set<string>();
  if (typeof page === 'object' && 'islands' in page) {
    // The CSS is the app's and the page's (the HTML is the same); the JS is the islands'.
    const appJs = new Set<string>();
    collect(manifest, entry, appJs, css);
    collect(manifest, page.page, appJs, css);
    for (const p of [ISLANDS_ENTRY, ...page.islands]) collect(manifest, p, js, css);
    return { js, css };
  }
  collect(manifest, entry, js, css);
  for (const p of typeof page === 'string' ? [page] : page) collect(manifest, p, js, css);
  return { js, css };
}
