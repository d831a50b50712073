import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { mantineComponentCss } from './scripts/mantine-css.ts';

/**
 * The toast container alone, without the package barrel: the barrel is imported eagerly for
 * `notifications.show`, and importing the container through it would drag the container (and
 * its transition library) into the first load as well.
 */
export const notificationsContainer = {
  find: '@mantine/notifications/container',
  replacement: fileURLToPath(new URL('../../node_modules/@mantine/notifications/esm/Notifications.mjs', import.meta.url)),
};

/**
 * Mantine's `useId` replaced by one stable across server rendering and hydration
 * (src/lib/mantine-use-id.ts says why), in the browser build (the server build loads Mantine
 * from node_modules, whose first render gives the same id).
 */
export const mantineStableId = {
  name: 'mantine-stable-id',
  enforce: 'pre' as const,
  resolveId(source: string, importer?: string) {
    if (importer?.includes('@mantine/hooks') && source.endsWith('/use-id/use-id.mjs')) {
      return fileURLToPath(new URL('./src/lib/mantine-use-id.ts', import.meta.url));
    }
    return null;
  },
};

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
  { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
  { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
  { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
];

/**
 * Two builds (`npm run build`): the browser app into dist/, then the server renderer
 * (`vite build --ssr src/entry-server.tsx`) into dist/server, which the API loads (issue 9).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    mantineStableId,
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
  resolve: { alias: [notificationsContainer] },
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', copyPublicDir: false, emptyOutDir: true }
    : {
        // Read by scripts/measure-routes.ts and by the server (CSS and JS of a rendered page).
        manifest: true,
        // index.html preloads only the entry's own imports; a lazy route's chunks are fetched when
        // the router needs them (React Router's lazy routes), never announced up front.
        modulePreload: { polyfill: false },
        rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
      },
}));
