import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The files that run in a process of their own (vitest.process.config.ts, project `web-process`):
 * they replace `window.location`, which cannot be done where the window is the global itself, or
 * load an ES module shipped in a CommonJS package (recharts' state), which a VM context cannot load.
 */
export const PROCESS_FILES = ['src/lib/api.test.ts', 'src/islands/results.test.tsx', 'src/features/profile/statistics-screen.test.tsx'];

export const webTest: { environment: 'jsdom'; setupFiles: string[]; include: string[]; css: boolean; testTimeout: number } = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  include: ['src/**/*.test.{ts,tsx}'],
  css: false,
  // Mantine dialogs load lazily; the first import in a fresh worker, on a busy machine, can take many seconds.
  testTimeout: 60_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    ...webTest,
    name: 'web',
    exclude: PROCESS_FILES,
    // Each file in a VM context of its own, in workers that stay: jsdom and the test libraries are
    // loaded once a worker instead of once a file, where a process a file spent about two thirds
    // of the unit tests' CPU (BENCHMARKS.md). A file's modules and globals still start afresh.
    pool: 'vmThreads',
  },
});
