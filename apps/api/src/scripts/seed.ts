/** `npm run db:seed`: reference data, and demo companies when the table is empty (SEED_DEMO). */
import { seed } from '../db/seed';
import { openPrivateStorage, openStorage } from '../infra/storage';
import { openConfigured, run } from './open';

run(async () => {
  const { config, database } = await openConfigured();
  const storage = openStorage(config);
  const privateStorage = openPrivateStorage(config);
  try {
    await seed(database, { demo: config.seedDemo, count: config.demoCompanies, storage, privateStorage, log: console.log });
  } finally {
    storage.close();
    privateStorage.close();
    await database.close();
  }
});
