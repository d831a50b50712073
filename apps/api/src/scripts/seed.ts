/** `npm run db:seed`: reference data, and demo companies when the table is empty (SEED_DEMO). */
import { seed } from '../db/seed';
import { openConfigured, run } from './open';

run(async () => {
  const { config, database } = await openConfigured();
  try {
    await seed(database, { demo: config.seedDemo, count: config.demoCompanies, uploadsDir: config.uploadsDir, log: console.log });
  } finally {
    await database.close();
  }
});
