/** `npm start`: config → database (locked, migrated, seeded) → HTTP server; SIGTERM drains. */
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { seed } from './db/seed';
import { ConfigError, loadConfig } from './infra/config';
import { openPrivateStorage, openStorage } from './infra/storage';

const SHUTDOWN_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  const log = (m: string) => console.log(m);
  // The demo images go where the uploads go (the bucket in a fleet): every instance serves them.
  const storage = openStorage(config);
  const privateStorage = openPrivateStorage(config);
  try {
    // Instances starting together on one PostgreSQL take turns (an advisory lock).
    await database.exclusive(async () => {
      await database.migrate();
      await seed(database, { demo: config.seedDemo, count: config.demoCompanies, storage, privateStorage, log });
    });
  } catch (e) {
    storage.close();
    privateStorage.close();
    await database.close();
    throw e;
  }
  const app = await buildApp({ config, database, storage, privateStorage });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // /readyz answers 503 at once; the server stops accepting, lets the requests in flight and
    // the running jobs end, and closes the database. Whatever still runs after 10 s is cut.
    app.lifecycle.draining = true;
    app.log.info(`${signal}: cerrando`);
    setTimeout(() => {
      console.error(`${signal}: el cierre tarda más de ${SHUTDOWN_MS / 1000} s; se corta`);
      process.exit(1);
    }, SHUTDOWN_MS).unref();
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL';
  console.log(`Cimenta escuchando en http://localhost:${config.port} (${where})`);
}

main().catch((e) => {
  if (e instanceof ConfigError || e instanceof DataDirLockedError) {
    console.error(e.message);
    process.exit(1);
  }
  console.error(e);
  process.exit(1);
});
