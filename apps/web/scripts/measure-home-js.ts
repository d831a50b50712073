/**
 * Sums the gzipped JavaScript the home route needs before it can render: the entry chunk, its
 * static imports, and the lazily imported home page with its own static imports.
 * Run after `vite build`: `npx tsx scripts/measure-home-js.ts` (exits 1 above the budget).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const dist = resolve(import.meta.dirname, '../dist');
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string };
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const files = new Set<string>();
function collect(key: string) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const i of chunk.imports ?? []) collect(i);
}
const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
const home = Object.keys(manifest).find((k) => k.endsWith('features/home/home-page.tsx'));
if (!entry || !home) throw new Error('entry or home chunk not found in the manifest');
collect(entry);
collect(home);

let total = 0;
for (const f of files) {
  const size = gzipSync(readFileSync(resolve(dist, f)), { level: 9 }).length;
  total += size;
  if (process.env.VERBOSE) console.log(`${(size / 1024).toFixed(1)} KB ${f}`);
}
const kb = total / 1024;
console.log(`Home route initial JS: ${kb.toFixed(1)} KB gzipped in ${files.size} files (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) process.exit(1);
