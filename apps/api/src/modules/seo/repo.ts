/** Sitemap SQL: the companies in primary-key order, read in keyset batches. */
import { and, asc, count, gt, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

/** Companies a moderator hid are in no sitemap (issue 19). */
const visible = isNull(t.companies.hiddenAt);

export type SitemapCompany = { id: string; updatedAt: Date };

export function seoRepo(db: Db) {
  return {
    async companyCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(t.companies).where(visible);
      return Number(row?.n ?? 0);
    },
    /** The id that starts the chunk of companies at this position (an index-only walk of the key). */
    async companyAt(position: number): Promise<string | undefined> {
      const [row] = await db
        .select({ id: t.companies.id })
        .from(t.companies)
        .where(visible)
        .orderBy(asc(t.companies.id))
        .offset(position)
        .limit(1);
      return row?.id;
    },
    /** The next `limit` companies from `from` (included) or after `after` (excluded), by id. */
    companyBatch(cursor: { from: string } | { after: string }, limit: number): Promise<SitemapCompany[]> {
      return db
        .select({ id: t.companies.id, updatedAt: t.companies.updatedAt })
        .from(t.companies)
        .where(and(visible, 'from' in cursor ? gte(t.companies.id, cursor.from) : gt(t.companies.id, cursor.after)))
        .orderBy(asc(t.companies.id))
        .limit(limit);
    },
  };
}
export type SeoRepo = ReturnType<typeof seoRepo>;
