import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.TEST_DB === 'postgres' ? 'api-postgres' : 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated, reference-seeded database every test app copies (test/global-setup.ts).
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file opens its own database; two at a time fit 2 cores.
    maxWorkers: 2,
    env: { NODE_ENV: 'test' },
  },
});
