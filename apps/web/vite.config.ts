import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { mantineComponentCss } from './scripts/mantine-css.ts';

/**
 * Mantine's `useId` replaced by one stable across server rendering and hydration
 * (src/lib/mantine-use-id.ts says why), in the browser build (the server build loads Mantine
 * from node_modules, whose first render gives the same id). Works around mantinedev/mantine#8898
 * (its `useId` sets a random id in a layout effect after mounting; #8925 made that happen once per
 * instance, but still after hydration). Mantine exports no way to replace its hook, so this matches
 * the module @mantine/hooks imports it from: if an upgrade moves it, the build fails here instead
 * of shipping the random ids (`buildEnd`), and e2e/public-ssr.spec.ts ("the ids the server wrote
 * are kept by hydration") fails if the ids change after hydration.
 */
export function mantineStableId(): Plugin {
  let swapped = 0;
  let check = false;
  return {
    name: 'mantine-stable-id',
    enforce: 'pre',
    configResolved(config) {
      check = config.command === 'build' && !config.build.ssr;
    },
    resolveId(source, importer) {
      if (importer?.includes('@mantine/hooks') && source.endsWith('/use-id/use-id.mjs')) {
        swapped++;
        return fileURLToPath(new URL('./src/lib/mantine-use-id.ts', import.meta.url));
      }
      return null;
    },
    buildEnd(error) {
      if (check && !error && swapped === 0) {
        this.error(
          "mantine-stable-id: @mantine/hooks no longer imports './use-id/use-id.mjs'; find its useId again (src/lib/mantine-use-id.ts)",
        );
      }
    },
  };
}

/**
 * The HTML document is the server's (apps/api/src/web/html.ts): it takes apps/web/index.html as
 * it is written, with no script in it, and adds the scripts, preloads and stylesheets of the page
 * it sends from the build's manifest. So the browser build's input is the entry module, not
 * index.html (Vite would write its own tags into it); the template is copied into dist/ untouched,
 * and the dev server (`vite`, no server rendering) adds the entry script itself.
 */
const TEMPLATE = fileURLToPath(new URL('./index.html', import.meta.url));
const ENTRY = 'src/main.tsx';
/** The entry of the pages rendered as islands (issue 21: src/islands.tsx). */
const ISLANDS_ENTRY = 'src/islands.tsx';
function documentTemplate(): Plugin[] {
  return [
    {
      name: 'cimenta:dev-entry',
      apply: 'serve',
      transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: `/${ENTRY}` }, injectTo: 'body' }],
    },
    {
      name: 'cimenta:template',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'index.html', source: readFileSync(TEMPLATE, 'utf8') });
      },
    },
  ];
}

const api = 'http://localhost:3000';

/**
 * The frameworks every page needs, each in a chunk of its own (issue 21, ARCHITECTURE.md
 * "JavaScript weight"): the browser compiles each chunk in its own task as it arrives, instead of
 * one 430 KB entry chunk in one long task; and a change to the app's code leaves them cached.
 * Only packages the entry loads whole: a group takes every module it matches, lazily loaded ones
 * too, so Mantine (most of its components load with the page or dialog that uses them) stays split
 * by use.
 */
const VENDOR_GROUPS = [
  // What the islands' entry imports (issue 21: no React at a visitor's page load): the islands'
  // table, the shared constants, the phone's width and Vite's preload helper; and what the home's and /companies'
  // starts import (the stored filter, the results' URLs). Left to the groups below, they went into
  // the `shell` chunk with the bar, which imports React DOM.
  {
    name: 'page-table',
    test: /(vite\/preload-helper\.js|src[\\/]islands[\\/]table\.ts|src[\\/]lib[\\/](guided-quote-key|phone-width|modified-click)\.ts|packages[\\/]shared[\\/]src[\\/]constants\.ts)$/,
    priority: 5,
  },
  {
    name: 'stored-filter',
    test: /(src[\\/]lib[\\/]storage\.ts|packages[\\/]shared[\\/]src[\\/](companies-url|query)\.ts)$/,
    priority: 5,
  },
  { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
  { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/, priority: 3 },
  { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
  // Mantine's core (its provider, theme and styles system) and the few components nearly every
  // page shows at once (Box, Button, Container, Group, Loader, Paper, Stack, Text, Transition,
  // UnstyledButton), with the theme: one chunk, loaded by every page hydrated whole and by an
  // islands page only when an island shown at load uses Mantine (the navigation bar does not:
  // islands/mantine.tsx). Left to the default splitting, they were cut into some twenty small
  // chunks, +9 KB gzipped on every page hydrated whole (issue 21).
  {
    name: 'mantine-core',
    test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Box|Button|Container|Group|Loader|Paper|Stack|Text|Transition|UnstyledButton))[\\/]/,
    priority: 1,
  },
  // The navigation bar island and what it imports statically (the bar, the islands' providers): one
  // chunk, which the app's entry imports too. Not the islands' table: the islands' entry imports it,
  // and nothing with React (issue 21).
  { name: 'shell', test: /src[\\/]islands[\\/](navbar|root|island|providers)\.tsx?$/, priority: 0 },
];

/**
 * Two builds (`npm run build`): the browser app into dist/, then the server renderer
 * (`vite build --ssr src/entry-server.tsx`) into dist/server, which the API loads (issue 9).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    mantineStableId(),
    ...documentTemplate(),
    // Each Mantine component's CSS in the chunk that uses it (scripts/mantine-css.ts).
    mantineComponentCss(),
    // Brotli and gzip copies of every text asset of the browser build, served by @fastify/static (`preCompressed`).
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: ['brotliCompress', 'gzip'],
            include: /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/,
            threshold: 512,
          }),
        ]),
  ],
  // The server renderer takes its dependencies in its bundle, built for production: imported from
  // node_modules, React picked its development build wherever NODE_ENV was unset (`npm start`, the
  // browser tests' server): a cold company page's median render was 157 ms against 84 ms
  // (BENCHMARKS.md, side by side).
  // One copy of React either way: everything that imports it is bundled with it.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', copyPublicDir: false, emptyOutDir: true }
    : {
        // Read by scripts/measure-routes.ts and by the server: the scripts, preloads and CSS of each page.
        manifest: true,
        // Vite's loader still preloads a lazy chunk's imports and CSS when it is imported; no polyfill.
        modulePreload: { polyfill: false },
        rolldownOptions: { input: { index: ENTRY, islands: ISLANDS_ENTRY }, output: { codeSplitting: { groups: VENDOR_GROUPS } } },
      },
}));
