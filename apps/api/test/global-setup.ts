/**
 * Once per run, before any test file: one database migrated and seeded with the reference data,
 * the job queue's tables made, which every test app starts from (test/helper.ts `createTestApp`) instead of creating, migrating
 * and seeding its own — on PGlite a data-directory dump loaded per file (creating a cluster is the
 * slowest part of a file's set-up, ~5 s on a busy machine against ~0.6 s to load a dump), on
 * PostgreSQL a template database each test database is copied from.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../src/db/client';
import { seedReference } from '../src/db/seed/reference';
import { QUEUES } from '../src/infra/jobs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the PGlite dump (PGlite runs). */
    pgliteTemplate: string;
    /** The template database's name (TEST_DB=postgres). */
    pgTemplate: string;
  }
}

/**
 * The job queue's schema and its queues (pg-boss's install script and a partition table with its
 * indexes and keys per queue, ~80 DDL statements), as an app's first start creates them
 * (infra/jobs.ts `start`): every test app's first start did it again on its own copy. The daily
 * jobs that start queues are not sent here: each app queues its own, as before.
 */
async function installJobQueue(database: Database) {
  const boss = new PgBoss({ db: database.sql as PgBoss.Db, schema: 'pgboss', supervise: false, schedule: false });
  await boss.start();
  for (const q of Object.values(QUEUES)) await boss.createQueue(q.name, q);
  await boss.stop({ graceful: false, close: false });
}

async function adminQuery(base: string, text: string) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  // The project's own environment (vitest.config.ts): `api-postgres` sets TEST_DB=postgres.
  if (project.config.env.TEST_DB === 'postgres' && base) {
    const name = `cimenta_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(base, `CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await database.migrate();
    await seedReference(database.db);
    await installJobQueue(database);
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  if (!base) console.log('TEST_DATABASE_URL no está definida: la suite de la API solo se ejecuta sobre PGlite.');
  const database = await openDatabase({});
  await database.migrate();
  await seedReference(database.db);
  await installJobQueue(database);
  const dump = (await database.dump?.()) ?? null;
  await database.close();
  if (!dump) throw new Error('global-setup: the PGlite database could not be dumped');
  const dir = mkdtempSync(join(tmpdir(), 'cimenta-template-'));
  const file = join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
