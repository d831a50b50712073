import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react()],
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
  },
});
