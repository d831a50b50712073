/** Moderation SQL: the moderators, pending reports, decisions and their log. */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export type DecisionRow = typeof t.moderationDecisions.$inferSelect;

export function moderationRepo(db: Db) {
  return {
    async moderator(userId: string) {
      const [row] = await db.select({ email: t.users.email, roles: t.users.roles }).from(t.users).where(eq(t.users.id, userId));
      return row;
    },
    /** Pending reports, oldest first, at most `limit` reviews' worth. */
    async pendingReports(limit: number) {
      const reviews = await db
        .select({ reviewId: t.reviewReports.reviewId, first: sql<Date>`min(${t.reviewReports.createdAt})` })
        .from(t.reviewReports)
        .innerJoin(t.reviews, eq(t.reviews.id, t.reviewReports.reviewId))
        .where(and(isNull(t.reviewReports.decidedAt), eq(t.reviews.status, 'published')))
        .groupBy(t.reviewReports.reviewId)
        .orderBy(asc(sql`min(${t.reviewReports.createdAt})`))
        .limit(limit);
      if (!reviews.length) return [];
      const ids = reviews.map((r) => r.reviewId);
      const reports = await db
        .select()
        .from(t.reviewReports)
        .where(and(inArray(t.reviewReports.reviewId, ids), isNull(t.reviewReports.decidedAt)))
        .orderBy(asc(t.reviewReports.createdAt));
      return ids.map((id) => ({ reviewId: id, reports: reports.filter((r) => r.reviewId === id) }));
    },
    /** Reviews (whatever their status) with their companies' names, in one query. */
    reviews(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({ review: t.reviews, workName: t.activities.name, companyName: t.companies.name })
        .from(t.reviews)
        .innerJoin(t.activities, eq(t.activities.id, t.reviews.activityId))
        .innerJoin(t.companies, eq(t.companies.id, t.reviews.companyId))
        .where(inArray(t.reviews.id, ids));
    },
    /**
     * Closes the review's pending reports, applies the decision and records it, with `alsoInTx`
     * (the mail to the author), all in one transaction; false when no report was pending (someone
     * decided meanwhile).
     */
    async decideReview(
      reviewId: string,
      remove: boolean,
      decision: Omit<typeof t.moderationDecisions.$inferInsert, 'id' | 'createdAt'>,
      alsoInTx: (tx: Db) => Promise<unknown>,
    ) {
      return db.transaction(async (tx) => {
        const closed = await tx
          .update(t.reviewReports)
          .set({ decidedAt: sql`now()` })
          .where(and(eq(t.reviewReports.reviewId, reviewId), isNull(t.reviewReports.decidedAt)))
          .returning({ id: t.reviewReports.id });
        if (!closed.length) return false;
        if (remove) await tx.update(t.reviews).set({ status: 'removed' }).where(eq(t.reviews.id, reviewId));
        await tx.insert(t.moderationDecisions).values(decision);
        await alsoInTx(tx as unknown as Db);
        return true;
      });
    },
    async decisions(limit: number, offset: number): Promise<{ rows: DecisionRow[]; total: number }> {
      const rows = await db
        .select()
        .from(t.moderationDecisions)
        .orderBy(desc(t.moderationDecisions.createdAt), desc(t.moderationDecisions.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(t.moderationDecisions);
      return { rows, total: Number(total?.n ?? 0) };
    },
    /** Gives a registered user the moderator role (`npm run admin:create`); false when no such user. */
    async grantAdmin(email: string, role: string) {
      const rows = await db
        .update(t.users)
        .set({ roles: sql`(SELECT array_agg(DISTINCT r) FROM unnest(${t.users.roles} || ARRAY[${role}]::text[]) AS r)` })
        .where(eq(sql`lower(${t.users.email})`, email.toLowerCase()))
        .returning({ id: t.users.id });
      return rows.length > 0;
    },
  };
}
export type ModerationRepo = ReturnType<typeof moderationRepo>;
