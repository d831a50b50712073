import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The toast container alone, without the package barrel: the barrel is imported eagerly for
 * `notifications.show`, and importing the container through it would drag the container (and
 * its transition library) into the first load as well.
 */
export const notificationsContainer = {
  find: '@mantine/notifications/container',
  replacement: fileURLToPath(new URL('../../node_modules/@mantine/notifications/esm/Notifications.mjs', import.meta.url)),
};

const api = 'http://localhost:3000';

/**
 * The shared package builds its zod schemas at module level. Bundlers must assume those calls
 * have side effects, so all of zod (~25 KB gzipped) would ship with the home route even though
 * it uses no schema. The calls are pure; saying so lets unused schemas (and zod) drop out.
 */
function pureSharedSchemas(): Plugin {
  return {
    name: 'cimenta:pure-shared-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/packages[\\/]shared[\\/]src[\\/][^/\\]+\.ts$/.test(id)) return null;
      // Schemas are built from `z.…` calls and from other schemas of the same file (`idList.optional()`).
      const names = new Set(['z']);
      for (const m of code.matchAll(/const\s+(\w+)\s*=\s*(?:\([^)]*\)\s*=>\s*)?z\s*\./g)) names.add(m[1] as string);
      const pattern = new RegExp(`(?<![\\w.$])(${[...names].join('|')})(?=\\s*[.(])`, 'g');
      return { code: code.replace(pattern, '/* @__PURE__ */ $1'), map: null };
    },
  };
}

export default defineConfig({
  plugins: [pureSharedSchemas(), react()],
  resolve: { alias: [notificationsContainer] },
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
    },
  },
  build: {
    // Read by scripts/measure-home-js.ts to sum what the home route loads.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // zod's only module-level effect is installing its English error texts; ours are Spanish
        // and passed explicitly, so the locale may drop out with the rest.
        moduleSideEffects: [
          { test: /packages[\\/]shared[\\/]src/, sideEffects: false },
          { test: /node_modules[\\/]zod[\\/]/, sideEffects: false },
        ],
      },
    },
  },
});
