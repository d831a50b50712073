/**
 * Byte budgets per route (issue 9): the gzipped JavaScript and CSS a route loads before it can
 * render — the entry chunk and its static imports (what every page loads), plus the route's
 * lazily loaded page chunk with its static imports — summed from the Vite manifest. Machine
 * speed plays no part, so CI can hold them. Chunks loaded later (dialogs, carousels below the
 * fold, lazily shown sections) are not counted.
 * Run after `vite build`: `npm run size -w @cimenta/web` (exits 1 when a route is over budget;
 * VERBOSE=1 lists the files).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Manifest, ROUTE_PAGES, type Route, routeChunks } from './route-chunks.ts';

type Budget = { js: number; css: number };
/**
 * KB gzipped: the figures reached (issue 21, 2026-11-25) plus under 1.5 KB; lower them as pages
 * get lighter. Issue 21's targets (≤ 90 KB on the company and landing pages, ≤ 110 KB on home and
 * `/companies`) are reached on every one since 2026-11-27 (ARCHITECTURE.md "JavaScript weight").
 */
// Issue 20 (the price guide): +0.2 KB on every route, the router's entry for /precios (its pages are
// one lazy chunk); the landing and company pages +0.7 and +1.2 KB: the price links block (and, on
// the company page, the price index query its loader fills). Main was at 179.9 / 189.9 / 202.3 / 176.3.
// Issue 20 (quote requests, inbox, statistics; 2026-11-26): +0.8 KB on every route — the router's
// entries for the request's confirmation and follow pages and the two profile screens, and a
// 0.2 KB Mantine chunk the statistics route split out; the company page +2.2 KB more for the
// "Pedir presupuesto" button and its few texts (the form itself loads on click); then +0.9 KB on
// /companies for the cards' pick boxes (their bar and the dialog load with the first pick) and
// +0.8 KB on the company page, whose request button now shares its texts' chunk with the results.
// Issue 20 (the request from the guided search, 2026-11-26): +0.4 KB on /companies (193.4): the
// store of the guided answers (lib/guided-quote.ts, a 0.2 KB chunk shared with the guided dialog),
// the lazy banner's wrapper and "pick the first 3"; the banner itself loads only after a guided request.
// −2.3 KB on every public page (issue 21, 2026-11-26): the account routes are declared in a chunk
// of their own (app/account-routes.tsx: their definitions and the lists of chunks their lazy
// imports preload), loaded only for an account URL. Home 182.1 → 179.8, /companies 193.6 → 191.3,
// company 190.7 → 188.4, landing 179.0 → 176.6. The account screens load it before they start
// (preloaded beside the entry by the shell's HTML): login 181.5 → 183.5, /my-profile 198.2 → 200.1.
// Issue 21, islands (2026-11-26): the company and landing pages are never hydrated whole; the
// islands' entry (src/islands.tsx) hydrates their interactive parts, without React Router or
// TanStack Query: company 188.5 → 100.8, landing 176.8 → 95.2 KB (targets 90). Every page hydrated
// whole +6.1–6.3 KB (home 179.9 → 186.0, /companies 191.4 → 197.7, login 183.6 → 189.8,
// /my-profile 200.2 → 206.5): the modules its entry shares with the islands' are cut into chunks
// of their own (the `shell` group, vite.config.ts, keeps most of them in one). CSS +0.6–1.4 KB:
// the same CSS in more files (each compressed alone). ARCHITECTURE.md "Islands".
// Issue 21, the home as islands (2026-11-26, fifth session): home 186.0 → 102.6 KB (target 110):
// at load only the navbar, the home's start (clears the stored filter) and the join banner (hidden
// to a signed-in visitor); the search box hydrates when touched, the sections below when near.
// +0.2–0.6 KB on the others: the navigation context the search box reads instead of React Router
// (lib/app-link.tsx, app/router-nav.tsx): /companies 197.7 → 198.2, login 189.8 → 190.2, company
// 100.8 → 101.6, landing 95.2 → 95.9.
// Issue 21, a bar without Mantine (2026-11-27, sixth session): the navigation bar, the brand, the
// guided search's opening panel, the company page's projects and phone bar are plain elements
// (components/plain.ts: Mantine's look from the CSS variables it writes on the page), and the
// islands that use Mantine bring its provider themselves (islands/mantine.tsx): a page whose
// islands at load use none loads none of it. Company 101.6 → 82.8, landing 95.9 → 79.3 KB (targets
// 90 met). Mantine's core and its most used components are one chunk (`mantine-core`,
// vite.config.ts) instead of riding in the bar's: home +1.6 (the join banner brings it), /companies
// −0.6, login +0.7, /my-profile +0.6. CSS +0.3–1.3 KB: the plain parts' own stylesheets.
// Issue 21, /companies as islands (2026-11-27, seventh session): /companies 197.8 → 82.8 KB (target
// 110): at load the navbar, the start (the stored filter and the address in step) and the quote
// picks (the cards' boxes, the guided quote's banner and the picks' bar, which load their code when
// they show); the search box, the order, the search's banner, the facets and the empty state when
// near or touched. The others +0.5–0.6 KB: the islands' entry names 7 more island modules (their
// imports and preload lists: 2.8 → 3.3 KB), and the app's providers and session are two chunks now
// (home 104.2 → 104.7, company 82.8 → 83.4, landing 79.3 → 79.9, login 191.0 → 191.5, /my-profile
// 207.6 → 208.1).
// The home's invitation to join is server HTML hidden by CSS to a signed-in visitor, no longer an
// island at load (2026-11-27): Mantine left the home's first load, 104.7 → 80.1 KB. The company
// page's projects hydrate when near (they start ~1,400 px down on a phone): 83.3 → 81.5 KB.
// No React at a visitor's page load (2026-11-27): the bar, the phone bar and the pick boxes hydrate
// when touched, the starts are plain functions (islands/starts.ts), the islands' entry imports no
// React: home and /companies 80.1 / 82.9 → 6.0 KB (the entry, its table, the start and the stored
// filter), the company and landing pages 81.5 / 79.9 → 3.3 KB. React DOM and an island's code
// (~80 KB) load with the first island seen or touched. Login and /my-profile +0.4 KB: the two
// small chunks the islands' entry and starts import (vite.config.ts).
const BUDGETS: Record<Route, Budget> = {
  // +1 KB on the pages with company cards (2026-11-26, issue 19): stars, average and count and the
  // verified badges on every card, the rating and verified facets.
  // +1 KB at the merge of issues 21 and 22 (2026-11-26): 182.1 KB, each alone 181.9–182.0 — the
  // entry's list of the profile's early-request chunk and the manifest's boot list. Then −2.3 KB
  // (the account routes apart, above).
  home: { js: 7, css: 18 },
  companies: { js: 7, css: 20 },
  // +8 KB with issue 19's reviews section (stars, list, answers) in its first load; −13 KB: the
  // contact form reads its own fields (no react-hook-form, no swap that could lose typing); +1.2 KB
  // the price guide's links block (issue 20) and its query in the loader.
  // Issue 20 (statistics): +0.6–0.8 KB on every route, none of it the charts (recharts and
  // @mantine/charts, 138 KB, load only with /my-profile/estadisticas): the router's entry for the
  // screen (+0.3 KB in the entry: the lazy import's list of chunks and the symbols the charts take
  // from it), a 0.2 KB chunk of Mantine's `useResolvedStylesApi` now shared with the charts, and
  // "Responde rápido" on cards and the company page. Before: 180.2 / 190.2 / 191.4 / 177.2 / 262.7.
  // −3.4 KB (issue 21, 2026-11-26): the contact form's character count no longer loads the account
  // screens' texts (`charCount`, packages/shared/src/format.ts). Before: 195.5.
  // −2.0 KB (issue 21, 2026-11-26): the reviews section's labels alone (texts-reviews-public.ts, 0.5 KB)
  // instead of all of texts-reviews.ts (2.6 KB). 192.7 → 190.7; /my-profile +0.3 (one more chunk).
  // CSS +0.5 KB (2026-11-27): the company cards (its similar companies) are plain elements with
  // their own classes instead of Mantine components: /companies' HTML 290 → 226 KB (style
  // attributes 71 → 20 KB); this page still loads Avatar's and Badge's CSS for its own header.
  company: { js: 4.5, css: 18 },
  landing: { js: 4.5, css: 16.5 },
  // Issue 22 (the cold /my-profile, 2026-11-26): 264.8 → 181.4 KB and 53 → 22 files. The sign-in
  // forms load through account-shared's light door (forms.ts: no company form, so no Select,
  // Combobox, Radio…) and their zod checks after the first paint (`lazyFormChecks`).
  login: { js: 192.5, css: 14 },
  // /my-profile's shell and first screen, with the chunk that asks for the profile (issue 22): the
  // same light door and late checks took it from 279.9 KB in 69 files to 197.6 KB in 42.
  // +0.05 KB (2026-11-27): the layout lets the taps held by /boot.js happen once it has hydrated.
  profile: { js: 209, css: 16 },
};

const dist = resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const gz = (file: string) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;

let over = false;
const rows: string[] = [];
for (const [route, budget] of Object.entries(BUDGETS) as [Route, Budget][]) {
  const { js, css } = routeChunks(manifest, ROUTE_PAGES[route]);
  const jsKb = [...js].reduce((n, f) => n + gz(f), 0) / 1024;
  const cssKb = [...css].reduce((n, f) => n + gz(f), 0) / 1024;
  const fail = jsKb > budget.js || cssKb > budget.css;
  over ||= fail;
  rows.push(
    `${route.padEnd(10)} JS ${jsKb.toFixed(1).padStart(6)} KB / ${budget.js} in ${js.size} files · CSS ${cssKb.toFixed(1).padStart(5)} KB / ${budget.css} in ${css.size} files${fail ? '  OVER BUDGET' : ''}`,
  );
  if (process.env.VERBOSE) for (const f of [...js, ...css]) rows.push(`    ${(gz(f) / 1024).toFixed(1)} KB ${f}`);
}
console.log(`Initial JS and CSS per route, gzipped (budget after the slash):\n${rows.join('\n')}`);
if (over) process.exit(1);
