/** Statistics SQL: the day's salt, the batched flush of seen visitors, and the weekly series. */
import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type InboundSource, inboundRows } from './sources';

/** A visitor seen for a company on a day: 0 a profile view, 1 an appearance in results. */
export type SeenRow = { day: string; companyId: string; kind: 0 | 1; hash: string };

const rowsOf = (res: { rows: unknown[] }) => res.rows as Record<string, unknown>[];

export function statisticsRepo(db: Db) {
  return {
    /** The salt of `day`, created by the first instance that asks (the others read the same one). */
    async salt(day: string): Promise<string> {
      const fresh = randomBytes(16).toString('base64url');
      await db.execute(sql`INSERT INTO stat_salts (day, salt) VALUES (${day}::date, ${fresh}) ON CONFLICT (day) DO NOTHING`);
      const [row] = rowsOf(await db.execute(sql`SELECT salt FROM stat_salts WHERE day = ${day}::date`));
      return String(row?.salt ?? fresh);
    },

    /**
     * Inserts the visitors not seen yet (the primary key drops those another flush or instance
     * already wrote) and adds only the inserted ones to the daily counts, in one statement.
     * Companies deleted meanwhile are skipped (the join). Rows come sorted, so two instances
     * flushing overlapping batches take their locks in the same order.
     */
    async add(rows: SeenRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const values = sql.join(
        rows.map((r) => sql`(${r.day}::date, ${r.companyId}::uuid, ${r.kind}::smallint, ${r.hash})`),
        sql`, `,
      );
      const res = await db.execute(sql`
        WITH seen (day, company_id, kind, hash) AS (VALUES ${values}),
        added AS (
          INSERT INTO stat_visitors (day, company_id, kind, hash)
          SELECT s.day, s.company_id, s.kind, s.hash FROM seen s JOIN companies c ON c.id = s.company_id
          ORDER BY 1, 2, 3, 4
          ON CONFLICT DO NOTHING
          RETURNING day, company_id, kind
        ),
        counted AS (
          INSERT INTO company_stats_daily (company_id, day, views, appearances)
          SELECT company_id, day, count(*) FILTER (WHERE kind = 0), count(*) FILTER (WHERE kind = 1)
          FROM added GROUP BY company_id, day ORDER BY 1, 2
          ON CONFLICT (company_id, day) DO UPDATE SET
            views = company_stats_daily.views + excluded.views,
            appearances = company_stats_daily.appearances + excluded.appearances
          RETURNING views
        )
        SELECT count(*)::int AS n FROM added`);
      return Number(rowsOf(res)[0]?.n ?? 0);
    },

    /** Forgets the visitors and salts of days before `keepFrom`: their hashes can no longer be linked to anyone. */
    async prune(keepFrom: string) {
      await db.execute(sql`DELETE FROM stat_visitors WHERE day < ${keepFrom}::date`);
      await db.execute(sql`DELETE FROM stat_salts WHERE day < ${keepFrom}::date`);
    },

    /** Views and appearances per week (Monday) from `from` (a Monday). */
    async audience(companyId: string, from: string): Promise<{ week: string; views: number; appearances: number }[]> {
      const res = await db.execute(sql`
        SELECT to_char(date_trunc('week', day), 'YYYY-MM-DD') AS week, sum(views)::int AS views, sum(appearances)::int AS appearances
        FROM company_stats_daily WHERE company_id = ${companyId}::uuid AND day >= ${from}::date
        GROUP BY 1`);
      return rowsOf(res).map((r) => ({ week: String(r.week), views: Number(r.views), appearances: Number(r.appearances) }));
    },

    /**
     * Per week of reception (Spain's calendar) from `from`: the messages of some sources
     * (sources.ts) received, those answered and the median hours to the first answer.
     */
    async inbound(
      sources: InboundSource[],
      companyId: string,
      from: string,
    ): Promise<{ week: string; received: number; answered: number; medianHours: number | null }[]> {
      const rows: SQL = inboundRows(
        sources,
        sql`company_id = ${companyId}::uuid AND received_at >= (${from}::date::timestamp AT TIME ZONE 'Europe/Madrid')`,
      );
      const res = await db.execute(sql`
        SELECT to_char(date_trunc('week', received_at AT TIME ZONE 'Europe/Madrid'), 'YYYY-MM-DD') AS week,
          count(*)::int AS received,
          count(answered_at)::int AS answered,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - received_at) / 3600) AS median
        FROM (${rows}) x GROUP BY 1`);
      return rowsOf(res).map((r) => ({
        week: String(r.week),
        received: Number(r.received),
        answered: Number(r.answered),
        medianHours: r.median === null || r.median === undefined ? null : Number(r.median),
      }));
    },
  };
}
export type StatisticsRepo = ReturnType<typeof statisticsRepo>;
