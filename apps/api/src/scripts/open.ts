/** Opens the configured database for a one-off script (same lock as the server). */
import { openDatabase } from '../db/client';
import { loadConfig } from '../infra/config';

export async function openConfigured() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  await database.migrate();
  return { config, database };
}

export function run(main: () => Promise<void>) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
