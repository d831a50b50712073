/**
 * Audience statistics (issue 20): profile views and appearances in results, counted without
 * cookies (modules/statistics). Re-exported by schema.ts (drizzle-kit reads that file).
 *
 * Nothing here is written by the public read path itself: views are buffered in memory and
 * flushed in batches; none of these tables feeds `companies` or its change feed.
 */
import { date, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './schema';

/** The salt of a day (Spain's day), shared by every instance; deleted once the day is over. */
export const statSalts = pgTable('stat_salts', {
  day: date().primaryKey(),
  salt: text().notNull(),
});

/**
 * One visitor (a salted hash of IP and user agent, never the raw values) seen for a company on a
 * day, per kind (0: profile view, 1: appearance in results). The primary key is the fleet's
 * de-duplication: two instances flushing the same visitor insert one row. Rows of past days are
 * deleted with their salt.
 */
export const statVisitors = pgTable(
  'stat_visitors',
  {
    day: date().notNull(),
    /** No foreign key: its check would lock the company's row; the flush joins `companies` instead. */
    companyId: uuid('company_id').notNull(),
    kind: smallint().notNull(),
    hash: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.companyId, t.kind, t.hash] })],
);

/** Per company and day: distinct visitors who opened its page, and who saw its card in results. */
export const companyStatsDaily = pgTable(
  'company_stats_daily',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    views: integer().notNull().default(0),
    appearances: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);
