/** Sitemap SQL: the companies in primary-key order, read in keyset batches. */
import { asc, count, gt, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export type SitemapCompany = { id: string; updatedAt: Date };

export function seoRepo(db: Db) {
  return {
    async companyCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(t.companies);
      return Number(row?.n ?? 0);
    },
    /** The id that starts the chunk of companies at this position (an index-only walk of the key). */
    async companyAt(position: number): Promise<string | undefined> {
      const [row] = await db.select({ id: t.companies.id }).from(t.companies).orderBy(asc(t.companies.id)).offset(position).limit(1);
      return row?.id;
    },
    /** The next `limit` companies from `from` (included) or after `after` (excluded), by id. */
    companyBatch(cursor: { from: string } | { after: string }, limit: number): Promise<SitemapCompany[]> {
      return db
        .select({ id: t.companies.id, updatedAt: t.companies.updatedAt })
        .from(t.companies)
        .where('from' in cursor ? gte(t.companies.id, cursor.from) : gt(t.companies.id, cursor.after))
        .orderBy(asc(t.companies.id))
        .limit(limit);
    },
  };
}
export type SeoRepo = ReturnType<typeof seoRepo>;
