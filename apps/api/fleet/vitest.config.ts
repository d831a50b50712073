import { defineConfig } from 'vitest/config';

// `npm run test:fleet`: the fleet test alone (it starts its own processes; one file, one worker).
export default defineConfig({
  test: {
    name: 'fleet',
    include: ['fleet/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 600_000,
    maxWorkers: 1,
    env: { NODE_ENV: 'test' },
  },
});
