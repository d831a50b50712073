/**
 * What a route's first-load JavaScript is made of (issue 21, "measure first"): builds the browser
 * app once more into a temporary folder with source maps, attributes every byte of each chunk a
 * route loads before it can render (the same set as `measure-routes.ts`) to the package or app
 * folder it came from through the chunk's source map, and prints the gzipped share of each.
 * `npm run size:modules -w @cimenta/web` (ROUTES=home,company to pick routes, TOP=30 lines a route,
 * BY_FILE=1 a line per source file of the app instead of per folder).
 * Nothing is written outside the temporary folder.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { build } from 'vite';
import { ROUTE_PAGES, routeChunks, type Manifest } from './route-chunks.ts';

const web = resolve(import.meta.dirname, '..');
const out = mkdtempSync(join(tmpdir(), 'cimenta-chunks-'));
const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

/** `…/node_modules/@mantine/core/esm/…` → `@mantine/core`; an app file → its folder. */
function owner(source: string): string {
  // BY_FILE=1: each source file on its own line (the app's and packages/shared's; packages stay whole).
  if (process.env.BY_FILE && !source.includes('node_modules/')) return source.replace(/^(\.\.\/)+/, '');
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [a, b] = source.slice(nm + 13).split('/');
    return a?.startsWith('@') ? `${a}/${b}` : (a ?? source);
  }
  const app = /(apps\/web\/src|packages\/shared\/src)\/(?:([^/]+)\/)?(?:([^/]+)\/)?/.exec(source);
  if (!app) return source.replace(/^(\.\.\/)+/, '');
  const [, base, dir, sub] = app;
  if (dir === 'features' && sub) return `${base}/features/${sub}`;
  return dir && !dir.includes('.') ? `${base}/${dir}` : `${base}`;
}

/** Bytes of one minified chunk per owner, read from its source map (unmapped bytes — imports, exports, Vite's preload list — are "(chunk glue)"). */
function attribute(file: string): Map<string, string> {
  const code = readFileSync(join(out, file), 'utf8');
  if (!existsSync(join(out, `${file}.map`))) return new Map([['(chunk glue)', code]]);
  const map = JSON.parse(readFileSync(join(out, `${file}.map`), 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  const parts = new Map<string, string[]>();
  const add = (who: string, text: string) => {
    const list = parts.get(who) ?? [];
    list.push(text);
    parts.set(who, list);
  };
  lines.forEach((line, i) => {
    const segments = decoded[i] ?? [];
    let at = 0;
    let who = '(chunk glue)';
    for (const seg of segments) {
      if (seg[0] > at) add(who, line.slice(at, seg[0]));
      at = seg[0];
      who = seg.length > 1 ? owner(map.sources[seg[1] as number] ?? '') : '(chunk glue)';
    }
    add(who, `${line.slice(at)}\n`);
  });
  return new Map([...parts].map(([k, v]) => [k, v.join('')]));
}

await build({
  root: web,
  configFile: join(web, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  build: { outDir: out, emptyOutDir: true, sourcemap: true },
});
try {
  const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Manifest;
  const wanted = process.env.ROUTES?.split(',');
  const top = Number(process.env.TOP ?? 25);
  for (const [route, page] of Object.entries(ROUTE_PAGES)) {
    if (wanted && !wanted.includes(route)) continue;
    const { js } = routeChunks(manifest, page);
    const byOwner = new Map<string, { raw: number; gz: number }>();
    let total = 0;
    for (const file of js) {
      const chunkGz = gz(readFileSync(join(out, file)));
      total += chunkGz;
      const parts = attribute(file);
      // Each owner's share of the chunk's gzipped size: its code gzipped alone, scaled so the
      // shares add up to the chunk (gzip of a part alone is a little larger than inside the chunk).
      const alone = [...parts].map(([who, text]) => [who, text.length, gz(text)] as const);
      const sum = alone.reduce((n, [, , g]) => n + g, 0) || 1;
      for (const [who, raw, g] of alone) {
        const o = byOwner.get(who) ?? { raw: 0, gz: 0 };
        o.raw += raw;
        o.gz += (g / sum) * chunkGz;
        byOwner.set(who, o);
      }
    }
    const rows = [...byOwner].sort((a, b) => b[1].gz - a[1].gz);
    console.log(`\n${route}: ${(total / 1024).toFixed(1)} KB gzipped in ${js.size} files`);
    for (const [who, { raw, gz: g }] of rows.slice(0, top)) {
      console.log(`  ${(g / 1024).toFixed(1).padStart(6)} KB gz ${(raw / 1024).toFixed(1).padStart(7)} KB min  ${who}`);
    }
    const rest = rows.slice(top).reduce((n, [, o]) => n + o.gz, 0);
    if (rest) console.log(`  ${(rest / 1024).toFixed(1).padStart(6)} KB gz in ${rows.length - top} more`);
  }
} finally {
  if (!process.env.KEEP) rmSync(out, { recursive: true, force: true });
  else console.log(out);
}
