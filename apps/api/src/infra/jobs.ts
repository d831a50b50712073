/**
 * Durable jobs in the database, PGlite included: pg-boss 10 (the last major that runs on Node 20)
 * over the app's own connections (`Database.sql`). A job is a row: queued in the transaction of
 * the write it belongs to when the caller passes `tx`, retried with exponential backoff, delayed
 * with `startAfter`, taken by one instance at a time (`FOR UPDATE SKIP LOCKED`), taken again when
 * the instance that held it died (`expireInSeconds`), and kept, once it has failed for good, with
 * state `failed` (ARCHITECTURE.md "Jobs"). Adding a kind of job: a line in `JobTypes` and
 * `QUEUES`, and a `handle()` call where the app is built.
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { type Database, type Db, transactionSql } from '../db/client';
import type { VariantsJob } from './images';
import type { Mail } from './mailer';

/** Every kind of job and the data it carries (JSON). */
export type JobTypes = {
  mail: Mail;
  'image-variants': VariantsJob;
  /**
   * Invite the sender of a contact, or the client of a quote request the company answered, to review
   * the company (issue 19); due some days after the contact or the company's first answer.
   */
  'review-invite': { contactId: number } | { requestId: string; companyId: string };
  /** The daily look for verified credentials expiring in 30 days (issue 19); `day` is when it is due. */
  'credential-expiry': { day: string };
  /** The daily look for last week's summaries still to send (issue 20, modules/inbox/weekly-summary.ts). */
  'weekly-summary': { day: string };
  /** The daily purge of quote requests never confirmed within the link's lifetime (issue 20). */
  'quote-purge': { day: string };
};
export type QueueName = keyof JobTypes;
export type JobHandler<Q extends QueueName> = (data: JobTypes[Q], job: { id: string }) => Promise<void>;

/**
 * Mail: retried 12 times, each wait doubling from 15–30 s (pg-boss adds up to 100 % jitter): the
 * last try comes 17 to 34 hours after the first, so an SMTP server down for hours loses nothing.
 * A send that hangs counts as failed after 2 minutes.
 */
export const QUEUES: Record<QueueName, PgBoss.Queue & { name: QueueName }> = {
  mail: { name: 'mail', retryLimit: 12, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 },
  /**
   * The responsive copies of an uploaded image, made after its save answered (infra/images.ts):
   * 3 more tries 5–10 s apart; until they exist a copy's URL redirects to the image.
   */
  'image-variants': { name: 'image-variants', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  // Only database work (the mail itself is its own job): a few tries cover a database restart.
  'review-invite': { name: 'review-invite', retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  'credential-expiry': { name: 'credential-expiry', retryLimit: 8, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 },
  'weekly-summary': { name: 'weekly-summary', retryLimit: 8, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 },
  'quote-purge': { name: 'quote-purge', retryLimit: 8, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 },
};

/**
 * Jobs that run once a day at this hour (UTC), each queueing the next when it ends (`daily`).
 * Not pg-boss's cron (`schedule`): its timekeeper works its own queue through pg-boss's `work()`,
 * whose unawaited complete/fail calls ended the process when the database went away (see
 * `settle`). A duplicate run (two instances starting at once) is harmless: each daily job claims
 * its rows with a conditional UPDATE.
 */
export const DAILY: Partial<Record<QueueName, { hourUtc: number }>> = {
  'credential-expiry': { hourUtc: 6 },
  // Daily, not weekly: the run after a week ends sends its summaries (Monday 07:00 UTC, or the
  // next day after an outage); the runs after it find every company claimed.
  'weekly-summary': { hourUtc: 7 },
  'quote-purge': { hourUtc: 3 },
};

/** The next `hourUtc`:00 UTC strictly after `from`. */
export function nextDailyRun(hourUtc: number, from: Date = new Date()): Date {
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), hourUtc));
  if (at.getTime() <= from.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

export type SendOptions = {
  /** The Drizzle transaction of the write this job belongs to: both commit or neither. */
  tx?: Db;
  /** Not before this moment (scheduled jobs, e.g. a review invitation a week after a contact). */
  startAfter?: Date;
};

export type FailedJob = { id: string; queue: string; data: unknown; retryCount: number; error: unknown; failedAt: Date };

export type JobsOptions = {
  database: Database;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Poll and run jobs in the background (off in the API tests, which `drain()`). */
  work: boolean;
  pollingSeconds?: number;
};

export function createJobs({ database, log, work, pollingSeconds = 1 }: JobsOptions) {
  const boss = new PgBoss({
    db: database.sql as PgBoss.Db,
    schema: 'pgboss',
    // Maintenance (expiring jobs of dead instances, archiving) runs in every instance, under
    // pg-boss's advisory lock; no cron schedules yet.
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: 60,
    // Done jobs hold mail text (links included): archived after an hour, deleted a week later.
    // Failed ones stay in the job table, visible, for 30 days.
    archiveCompletedAfterSeconds: 3600,
    archiveFailedAfterSeconds: 30 * 24 * 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => log.error({ err }, 'cola de trabajos'));
  const handlers = new Map<QueueName, JobHandler<QueueName>>();
  const inFlight = new Set<Promise<unknown>>();
  let started: Promise<void> | undefined;
  let stopping = false;
  const loops: Promise<void>[] = [];
  const wakers = new Set<() => void>();

  /** Runs one job with its handler; a failure is logged here and thrown to pg-boss (which retries). */
  function run(queue: QueueName, job: PgBoss.Job<unknown>) {
    const handler = handlers.get(queue);
    const p = (async () => {
      if (!handler) throw new Error(`sin manejador para la cola ${queue}`);
      try {
        await handler(job.data as JobTypes[QueueName], { id: job.id });
      } catch (err) {
        log.warn({ err, queue, jobId: job.id }, 'trabajo fallido; se reintentará si le quedan intentos');
        throw err;
      }
    })();
    const tracked = p.catch(() => {}).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return p;
  }

  async function start() {
    // Under the start-up lock: two instances creating the queues at once deadlocked in pg-boss's
    // create_queue (found by the fleet test).
    await database.exclusive(async () => {
      await boss.start();
      for (const q of Object.values(QUEUES)) {
        // Both idempotent: a queue made by an earlier start stays, and a changed policy applies.
        await boss.createQueue(q.name, q);
        await boss.updateQueue(q.name, q);
      }
      for (const name of Object.keys(DAILY) as QueueName[]) await queueDaily(name);
    });
    if (work) for (const name of handlers.keys()) loops.push(loop(name));
  }

  /**
   * Runs one job and records how it ended. Not pg-boss's `work()`: pg-boss 10 does not wait for
   * its own complete/fail calls, so a database going away mid-job became an unhandled rejection
   * that ended the process (found by the fleet test). A job whose end cannot be recorded stays
   * active and is tried again after its expiry: mail is delivered at least once.
   */
  async function settle(queue: QueueName, job: PgBoss.Job<unknown>) {
    let failure: unknown = null;
    try {
      await run(queue, job);
    } catch (err) {
      failure = err;
    }
    const record = failure
      ? boss.fail(queue, job.id, { message: failure instanceof Error ? failure.message : String(failure) })
      : boss.complete(queue, job.id);
    await record.catch((err: unknown) => log.warn({ err, queue, jobId: job.id }, 'no se pudo anotar el final del trabajo'));
    if (!failure && DAILY[queue])
      await queueDaily(queue).catch((err: unknown) => log.warn({ err, queue }, 'no se pudo programar el siguiente'));
  }

  /** Queues the next run of a daily job unless one is already waiting (see `DAILY`). */
  async function queueDaily(queue: QueueName) {
    const daily = DAILY[queue];
    if (!daily) return;
    const at = nextDailyRun(daily.hourUtc);
    const day = at.toISOString().slice(0, 10);
    // One waiting at a time, and one per day whatever its state (a run ahead of its time, by
    // `drain({ all })`, does not queue the same day again).
    const { rows } = await database.sql.executeSql(
      `SELECT 1 FROM pgboss.job WHERE name = $1 AND (state IN ('created', 'retry') OR data->>'day' = $2) LIMIT 1`,
      [queue, day],
    );
    if (rows.length) return;
    await boss.send(queue, { day }, { startAfter: at });
  }

  /** The background worker of a queue: one job at a time, a pause when there is none or the database is away. */
  async function loop(queue: QueueName) {
    while (!stopping) {
      let jobs: PgBoss.Job<unknown>[] = [];
      try {
        jobs = await boss.fetch<unknown>(queue, { batchSize: 1 });
      } catch (err) {
        log.warn({ err, queue }, 'no se pudo leer la cola');
      }
      for (const job of jobs) await settle(queue, job);
      if (!jobs.length && !stopping) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            wakers.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, pollingSeconds * 1000);
          wakers.add(wake);
        });
      }
    }
  }

  return {
    /** Registers the code that runs a queue's jobs (before `start`). */
    handle<Q extends QueueName>(queue: Q, handler: JobHandler<Q>) {
      handlers.set(queue, handler as unknown as JobHandler<QueueName>);
    },
    /** Creates pg-boss's schema and the queues (once, whichever instance comes first), then works. */
    start() {
      started ??= start();
      return started;
    },
    /** Queues a job; resolves once it is stored (in `tx` when given). */
    async send<Q extends QueueName>(queue: Q, data: JobTypes[Q], opts: SendOptions = {}): Promise<string> {
      await started;
      const id = await boss.send(queue, data as object, {
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
        ...(opts.tx ? { db: transactionSql(opts.tx) as PgBoss.Db } : {}),
      });
      if (!id) throw new Error(`la cola ${queue} no aceptó el trabajo`);
      // A job sent outside a transaction is visible now: this instance's idle workers look at once.
      if (!opts.tx && !opts.startAfter) for (const wake of [...wakers]) wake();
      return id;
    },
    /**
     * Runs every job that is due (and, with `all`, every job waiting for a retry or a date) in this
     * process until none is left: tests, and a script that empties the queue by hand.
     */
    async drain(opts: { all?: boolean } = {}) {
      await started;
      for (;;) {
        await Promise.allSettled([...inFlight]);
        let ran = 0;
        for (const queue of handlers.keys()) {
          const jobs = await boss.fetch<unknown>(queue, { batchSize: 10, ignoreStartAfter: opts.all ?? false });
          for (const job of jobs) {
            ran++;
            await settle(queue, job);
          }
        }
        if (!ran && !inFlight.size) return;
      }
    },
    /** Jobs that used every try, newest first: what an operator retries or deletes. */
    async failed(queue?: QueueName): Promise<FailedJob[]> {
      const { rows } = await database.sql.executeSql(
        `SELECT id, name, data, retry_count, output, completed_on FROM pgboss.job
          WHERE state = 'failed' AND ($1::text IS NULL OR name = $1) ORDER BY completed_on DESC LIMIT 1000`,
        [queue ?? null],
      );
      return rows.map((r) => ({
        id: String(r.id),
        queue: String(r.name),
        data: r.data,
        retryCount: Number(r.retry_count),
        error: r.output,
        failedAt: new Date(r.completed_on as string),
      }));
    },
    /** Puts failed jobs back in the queue, due now. */
    retry: (queue: QueueName, ids: string[]) => boss.retry(queue, ids),
    /** Jobs per queue and state (metrics, readiness). */
    async counts(): Promise<{ queue: string; state: string; count: number }[]> {
      const { rows } = await database.sql.executeSql(
        'SELECT name, state::text AS state, count(*)::int AS count FROM pgboss.job GROUP BY 1, 2',
      );
      return rows.map((r) => ({ queue: String(r.name), state: String(r.state), count: Number(r.count) }));
    },
    /** Stops taking jobs and waits for the running ones (at most `timeoutMs`). */
    async stop(timeoutMs = 8000) {
      if (!started) return;
      await started.catch(() => {});
      stopping = true;
      for (const wake of wakers) wake();
      // The loops end after their current job (bounded by the transport's timeouts).
      await Promise.race([Promise.allSettled(loops), new Promise((r) => setTimeout(r, timeoutMs).unref())]);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      await Promise.allSettled([...inFlight]);
    },
  };
}
export type Jobs = ReturnType<typeof createJobs>;
