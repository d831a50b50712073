// Runs the API suite a second time on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL no está definida: la suite de la API solo se ha ejecutado sobre PGlite.');
  process.exit(0);
}
const r = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit', env: { ...process.env, TEST_DB: 'postgres' } });
process.exit(r.status ?? 1);
