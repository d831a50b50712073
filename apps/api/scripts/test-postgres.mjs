// Runs the API suite a second time on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL no está definida: la suite de la API solo se ha ejecutado sobre PGlite.');
  process.exit(0);
}
// The fuzz test's 50,000 requests ran on PGlite; here 10,000 (test/fuzz.test.ts says why).
const env = { ...process.env, TEST_DB: 'postgres', FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000' };
const r = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit', env });
process.exit(r.status ?? 1);
