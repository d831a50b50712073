/** `npm run db:migrate`: applies the committed migrations (the server also does it at start-up). */
import { openConfigured, run } from './open';

run(async () => {
  const { database } = await openConfigured();
  await database.close();
  console.log('Migraciones aplicadas.');
});
