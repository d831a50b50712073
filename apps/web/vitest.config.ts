import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { notificationsContainer } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [notificationsContainer] },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Mantine dialogs load lazily; the first import in a fresh worker, on a busy machine, can take many seconds.
    testTimeout: 60_000,
  },
});
