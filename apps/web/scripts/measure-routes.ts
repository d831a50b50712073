/**
 * Byte budgets per route (issue 9): the gzipped JavaScript and CSS a route loads before it can
 * render — the entry chunk and its static imports (what index.html links), plus the route's
 * lazily loaded page chunk with its static imports — summed from the Vite manifest. Machine
 * speed plays no part, so CI can hold them. Chunks loaded later (dialogs, carousels below the
 * fold, lazily shown sections) are not counted.
 * Run after `vite build`: `npm run size -w @cimenta/web` (exits 1 when a route is over budget;
 * VERBOSE=1 lists the files).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

type Budget = { js: number; css: number };
/** KB gzipped. Today's figures plus a little room; lower them as pages get lighter. */
const BUDGETS: Record<string, { page: string; budget: Budget }> = {
  home: { page: 'src/features/home/home-page.tsx', budget: { js: 180, css: 17 } },
  companies: { page: 'src/features/companies/companies-page.tsx', budget: { js: 190, css: 19 } },
  company: { page: 'src/features/company-detail/company-page.tsx', budget: { js: 195, css: 14 } },
  landing: { page: 'src/features/landing/landing-page.tsx', budget: { js: 178, css: 16 } },
  login: { page: 'src/features/auth/sign-in-page.tsx', budget: { js: 259, css: 20 } },
};

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
const dist = resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;

function collect(key: string, js: Set<string>, css: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} not in the manifest`);
  if (js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const i of chunk.imports ?? []) collect(i, js, css);
}

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
let over = false;
const rows: string[] = [];
for (const [route, { page, budget }] of Object.entries(BUDGETS)) {
  const js = new Set<string>();
  const css = new Set<string>();
  collect(entry, js, css);
  collect(page, js, css);
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
