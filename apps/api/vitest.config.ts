import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const include = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/** Every test file of `include`, relative to this folder. */
const testFiles = ['src', 'test'].flatMap((dir) =>
  readdirSync(join(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => join(dir, f)),
);

/**
 * The test files that never open a database: no import of the test helper or the database client,
 * no TEST_DB (the text index, the read model's structures, the seed generators, pure functions).
 * They run once, in the PGlite project; the PostgreSQL project would run the same code again.
 */
function databaseFreeFiles(): string[] {
  const uses = /from '[./]*(test\/)?helper'|db\/client'|TEST_DB|pglite/;
  return testFiles.filter((f) => !uses.test(readFileSync(join(import.meta.dirname, f), 'utf8')));
}

/**
 * With a PostgreSQL to test on, the files that open a database run there, and on PGlite only those
 * where the engine makes a difference, with the database-free files: PGlite costs ~1.8× the CPU of
 * PostgreSQL a file (BENCHMARKS.md) and runs the same PostgreSQL code compiled to WebAssembly, so a
 * file whose code takes the same path on both only repeated on PGlite what PostgreSQL had just
 * checked. What `npm start` serves from PGlite (its demo data, trigram search, server-rendered
 * pages, prices and landing pages, the main flows) is run end to end by the browser tests, whose
 * server is `npm start`'s on PGlite. Kept on both, each for a reason of its own:
 * - `feed`, `search`, `snapshot`, `trust`: the read model's change feed, its loader (every answer
 *   checked against SQL), its start-up snapshot and the caches it keeps through writes (issue 17
 *   asks for both databases): positions and snapshots of transactions (`pg_current_snapshot`)
 *   taken on one PGlite connection against PostgreSQL's many;
 * - `jobs`: pg-boss through PGlite's own executor (scripts through `exec`, a job queued inside a
 *   PGlite transaction), and a queued mail kept across a restart on a data directory;
 * - `process`: the server as a process on a PGlite data directory (skipped on PostgreSQL: it is
 *   here only to run on PGlite).
 * Without TEST_DATABASE_URL every file runs on PGlite.
 */
const BOTH_ENGINES = [
  'src/modules/search/feed.test.ts',
  'src/modules/search/search.test.ts',
  'src/modules/search/snapshot.test.ts',
  'src/modules/search/trust.test.ts',
  'test/jobs.test.ts',
  'test/process.test.ts',
];

// A renamed or removed file would silently leave PGlite's run.
for (const f of BOTH_ENGINES) if (!testFiles.includes(f)) throw new Error(`BOTH_ENGINES: ${f} is not a test file`);

/** The files that open a database and run on PostgreSQL alone when it is there. */
function postgresOnlyFiles(): string[] {
  const free = new Set(databaseFreeFiles());
  return testFiles.filter((f) => !free.has(f) && !BOTH_ENGINES.includes(f));
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
 * `vitest run` here is the whole API suite: every file on PGlite (project `api`) or, when
 * TEST_DATABASE_URL is set, every file that opens a database on PostgreSQL (project `api-postgres`)
 * and on PGlite the database-free files and `BOTH_ENGINES`. One run, one pool of two workers: the
 * two databases' files share the cores instead of one run waiting for the other's last file.
 */
export default defineConfig({
  test: {
    // Each file opens its own database; two at a time fit 2 cores.
    maxWorkers: 2,
    projects: [
      suite('api', { TEST_DB: 'pglite' }, process.env.TEST_DATABASE_URL ? postgresOnlyFiles() : []),
      ...(process.env.TEST_DATABASE_URL ? [suite('api-postgres', { TEST_DB: 'postgres' }, databaseFreeFiles())] : []),
    ],
  },
});
