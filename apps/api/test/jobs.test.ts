/**
 * Durable mail (issue 18): every mail goes through the job queue in the database (PGlite or
 * PostgreSQL), so an SMTP outage or a restart loses nothing, and a mail that never goes out stays
 * visible as a failed job. The SMTP server is real (the helper's), stopped and started again.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG } from '@cimenta/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { seedReference } from '../src/db/seed/reference';
import { loadConfig } from '../src/infra/config';
import { QUEUES } from '../src/infra/jobs';
import { createMailTransport } from '../src/infra/mailer';
import { localStorage } from '../src/infra/storage';
import {
  createTestApp,
  freshPostgres,
  pgliteTemplate,
  type ReceivedMail,
  registerUser,
  smtpServer,
  type TestApp,
  usingPostgres,
} from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: 3 });
});
afterAll(() => t.close());

const firstCompany = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/companies?perPage=1' })).json().items[0] as { id: string };
const contact = (id: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${id}/contact`,
    payload: { contact: { name: 'Ana Ruiz', email, message: 'Presupuesto para un tejado.' } },
  });
const jobsOf = async (email: string) =>
  (
    await t.database.db.execute(
      sql`select state::text as state, retry_count, start_after > now() as later from pgboss.job where name = 'mail' and data->>'replyTo' = ${email}`,
    )
  ).rows as { state: string; retry_count: number; later: boolean }[];

describe('mail while SMTP is down', () => {
  it('a contact is stored and acknowledged; its mail waits for a retry and goes out once SMTP is back', async () => {
    const company = await firstCompany();
    const email = `caido.${randomBytes(3).toString('hex')}@example.es`;
    await t.smtp.stop();
    try {
      const r = await contact(company.id, email);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ message: MSG.contactSent });
      const stored = await t.database.db.execute(sql`select count(*)::int as n from contact_messages where email = ${email}`);
      expect((stored.rows[0] as { n: number }).n).toBe(1);
      await t.drain();
      // pg-boss counts a retry when it takes the job again.
      expect(await jobsOf(email)).toEqual([{ state: 'retry', retry_count: 0, later: true }]);
    } finally {
      await t.smtp.start();
    }
    expect(t.mails.some((m) => m.raw.includes(email))).toBe(false);
    // Time passes (the retry is due): the mail to the company goes out, once. (Days later the
    // sender's review invitation is due too: `all` runs it, to the sender's own address.)
    await t.drain({ all: true });
    expect(t.mails.filter((m) => m.raw.includes(email) && !m.to.includes(email))).toHaveLength(1);
    expect((await jobsOf(email)).map((j) => j.state)).toEqual(['completed']);
  });

  it('retries cover an SMTP server down for hours, not minutes', () => {
    const { retryLimit = 0, retryDelay = 0, retryBackoff } = QUEUES.mail;
    expect(retryBackoff).toBe(true);
    // pg-boss waits retryDelay·2^n·(1 + jitter) before try n + 1: the shortest total wait.
    let waited = 0;
    for (let n = 0; n < retryLimit; n++) waited += retryDelay * 2 ** n;
    expect(waited).toBeGreaterThan(3 * 3600);
  });

  it('a mail that fails every try stays visible as a failed job, and can be retried', async () => {
    const u = await registerUser(t.app);
    await t.smtp.stop();
    try {
      const r = await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { email: u.email } });
      expect(r.statusCode).toBe(200);
      await t.drain({ all: true });
    } finally {
      await t.smtp.start();
    }
    const failed = (await t.app.infra.jobs.failed('mail')).filter((j) => (j.data as { to: string }).to === u.email);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.retryCount).toBe(QUEUES.mail.retryLimit);
    await t.app.infra.jobs.retry('mail', [failed[0]?.id ?? '']);
    // `all`: the tries above ran ahead of their dates (drain ignored them), so the last date is ahead.
    await t.drain({ all: true });
    expect(t.mails.filter((m) => m.to.includes(u.email))).toHaveLength(1);
    expect((await t.app.infra.jobs.failed('mail')).some((j) => j.id === failed[0]?.id)).toBe(false);
  });
});

describe('a queued mail survives a restart', () => {
  it('queued by one app, closed with its database, delivered by the next one on the same data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cimenta-jobs-'));
    // From the run's migrated, reference-seeded database (the first start on an empty DATA_DIR is
    // test/process.test.ts's): what is checked here is the restart.
    const pgdb = usingPostgres ? await freshPostgres({ template: true }) : null;
    const open = () =>
      openDatabase({
        databaseUrl: pgdb?.url,
        dataDir: pgdb ? undefined : dataDir,
        poolSize: 2,
        template: pgdb ? undefined : pgliteTemplate(),
      });
    const mails: ReceivedMail[] = [];
    const smtp = await smtpServer(mails);
    const config = loadConfig({ NODE_ENV: 'test' }, { dataDir, jwtSecret: randomBytes(32).toString('hex') });
    const start = async () => {
      const database = await open();
      await database.migrate();
      const mailTransport = createMailTransport({ smtpUrl: smtp.url, outboxDir: config.outboxDir, from: config.mailFrom });
      const app = await buildApp({ config, database, mailTransport, jobWorker: false, logger: false });
      await app.ready();
      return { app, database };
    };
    try {
      const first = await start();
      await seedReference(first.database.db);
      await seedDemo(first.database.db, { count: 1, storage: localStorage(join(dataDir, 'uploads')) });
      await first.app.close();
      await first.database.close();

      await smtp.stop();
      const a = await start();
      const id = (await a.app.inject({ method: 'GET', url: '/api/v1/companies?perPage=1' })).json().items[0].id;
      const r = await a.app.inject({
        method: 'POST',
        url: `/api/v1/companies/${id}/contact`,
        payload: { contact: { name: 'Reinicio', email: 'reinicio@example.es', message: 'Que llegue tras reiniciar.' } },
      });
      expect(r.statusCode).toBe(200);
      await a.app.close();
      await a.database.close();
      await smtp.start();

      const b = await start();
      await b.app.infra.jobs.drain();
      // The company's mail (it names the sender) and the sender's copy (issue 20), each once.
      expect(mails.filter((m) => m.raw.includes('reinicio@example.es'))).toHaveLength(2);
      await b.app.close();
      await b.database.close();
    } finally {
      await smtp.stop();
      await pgdb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
