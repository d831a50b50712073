import { defineConfig } from 'vitest/config';

// `npm run test:unit`. The API suite has its own run (`npm run test:api`, apps/api/vitest.config.ts:
// PGlite and PostgreSQL projects in one pool).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/web/vitest.config.ts', 'apps/web/vitest.process.config.ts'],
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, which left
    // a core idle through the unit phase.
    maxWorkers: 2,
  },
});
