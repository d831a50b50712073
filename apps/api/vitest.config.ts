import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const include = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * The test files that never open a database: no import of the test helper or the database client,
 * no TEST_DB (the text index, the read model's structures, the seed generators, pure functions).
 * They run once, in the PGlite project; the PostgreSQL project would run the same code again.
 */
function databaseFreeFiles(): string[] {
  const uses = /from '[./]*(test\/)?helper'|db\/client'|TEST_DB|pglite/;
  return ['src', 'test'].flatMap((dir) =>
    readdirSync(join(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => join(dir, f))
      .filter((f) => !uses.test(readFileSync(join(import.meta.dirname, f), 'utf8'))),
  );
}

/** A run of the whole API suite on one database: `env` is what the test files see in process.env. */
function suite(name: string, env: Record<string, string>, exclude: string[] = []) {
  return {
    extends: true as const,
    test: {
      name,
      include,
      exclude,
      // One migrated, reference-seeded database every test app copies (test/global-setup.ts).
      globalSetup: ['./test/global-setup.ts'],
      // A worker keeps the modules it loaded from one file to the next (each file still builds its
      // own app on its own database): the app's imports were ~2 s of every file.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 120_000,
      env: { NODE_ENV: 'test', ...env },
    },
  };
}

/**
 * `vitest run` here is the whole API suite: on PGlite (project `api`) and, when TEST_DATABASE_URL
 * is set, every file that opens a database a second time on PostgreSQL (project `api-postgres`).
 * One run, one pool of two workers: the two databases' files share the cores instead of one run
 * waiting for the other's last file.
 */
export default defineConfig({
  test: {
    // Each file opens its own database; two at a time fit 2 cores.
    maxWorkers: 2,
    projects: [
      suite('api', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? // The fuzz test's 20,000 requests ran on PGlite; here 10,000 (test/fuzz.test.ts says why).
          [suite('api-postgres', { TEST_DB: 'postgres', FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000' }, databaseFreeFiles())]
        : []),
    ],
  },
});
