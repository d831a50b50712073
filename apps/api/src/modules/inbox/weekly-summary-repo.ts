/** The weekly summary's SQL (issue 20, weekly-summary.ts): the claim of a week's companies and their figures. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Companies claimed and mailed per transaction. */
const BATCH = 500;

export type WeekSummary = {
  companyId: string;
  name: string;
  email: string;
  requests: number;
  contacts: number;
  unanswered: number;
  views: number;
  appearances: number;
};

const rowsOf = (res: { rows: unknown[] }) => res.rows as Record<string, unknown>[];

/**
 * Claims up to `BATCH` companies with activity in the week from `monday` (not claimed yet, owned,
 * summary on) and reads their figures, in `tx`.
 */
async function claimBatch(tx: Db, monday: string, next: string): Promise<WeekSummary[]> {
  const from = sql`(${monday}::date::timestamp AT TIME ZONE 'Europe/Madrid')`;
  const to = sql`(${next}::date::timestamp AT TIME ZONE 'Europe/Madrid')`;
  const res = await tx.execute(sql`
    WITH aud AS (
      SELECT company_id, sum(views)::int AS views, sum(appearances)::int AS appearances FROM company_stats_daily
      WHERE day >= ${monday}::date AND day < ${next}::date GROUP BY 1
    ),
    con AS (SELECT company_id, count(*)::int AS n FROM contact_messages WHERE created_at >= ${from} AND created_at < ${to} GROUP BY 1),
    req AS (SELECT company_id, count(*)::int AS n FROM quote_request_companies WHERE sent_at >= ${from} AND sent_at < ${to} GROUP BY 1),
    active AS (
      SELECT company_id FROM aud WHERE views + appearances > 0 UNION SELECT company_id FROM con UNION SELECT company_id FROM req
    ),
    claimed AS (
      INSERT INTO company_weekly_summaries (company_id, week)
      SELECT a.company_id, ${monday}::date FROM active a
      JOIN companies c ON c.id = a.company_id
      LEFT JOIN company_mail_prefs p ON p.company_id = a.company_id
      WHERE c.owner_id IS NOT NULL AND coalesce(p.weekly_summary, true)
        AND NOT EXISTS (SELECT 1 FROM company_weekly_summaries w WHERE w.company_id = a.company_id AND w.week = ${monday}::date)
      ORDER BY 1 LIMIT ${BATCH}
      ON CONFLICT DO NOTHING
      RETURNING company_id
    )
    SELECT cl.company_id, c.name, c.email,
      coalesce(req.n, 0) AS requests, coalesce(con.n, 0) AS contacts,
      coalesce(aud.views, 0) AS views, coalesce(aud.appearances, 0) AS appearances,
      (SELECT count(*) FROM contact_messages m WHERE m.company_id = cl.company_id AND m.status IN ('nueva', 'vista'))
        + (SELECT count(*) FROM quote_request_companies q
            WHERE q.company_id = cl.company_id AND q.sent_at IS NOT NULL AND q.status IN ('nueva', 'vista')) AS unanswered
    FROM claimed cl JOIN companies c ON c.id = cl.company_id
    LEFT JOIN aud ON aud.company_id = cl.company_id
    LEFT JOIN con ON con.company_id = cl.company_id
    LEFT JOIN req ON req.company_id = cl.company_id`);
  return rowsOf(res).map((r) => ({
    companyId: String(r.company_id),
    name: String(r.name),
    email: String(r.email),
    requests: Number(r.requests),
    contacts: Number(r.contacts),
    unanswered: Number(r.unanswered),
    views: Number(r.views),
    appearances: Number(r.appearances),
  }));
}

export function weeklySummaryRepo(db: Db) {
  return {
    /**
     * Claims every company to summarise for the week from `monday` to `next`, `BATCH` at a time,
     * each batch in one transaction with its mails (`mail` queues in `tx`); answers how many.
     */
    async claim(monday: string, next: string, mail: (s: WeekSummary, tx: Db) => Promise<unknown>): Promise<number> {
      let total = 0;
      for (;;) {
        const n = await db.transaction(async (tx) => {
          const batch = await claimBatch(tx as unknown as Db, monday, next);
          for (const s of batch) await mail(s, tx as unknown as Db);
          return batch.length;
        });
        total += n;
        if (n < BATCH) return total;
      }
    },
    async forgetBefore(week: string) {
      await db.execute(sql`DELETE FROM company_weekly_summaries WHERE week < ${week}::date`);
    },
  };
}
export type WeeklySummaryRepo = ReturnType<typeof weeklySummaryRepo>;
