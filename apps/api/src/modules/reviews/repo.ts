/** Reviews SQL: invitations, reviews, answers, reports. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Db, pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import * as t from '../../db/schema';

export type ReviewRow = { review: typeof t.reviews.$inferSelect; workName: string };
export type InvitationRow = typeof t.reviewInvitations.$inferSelect & { companyName: string };
/** Whom a company is: what a review of itself would be sent from. */
export type CompanyIdentity = {
  id: string;
  name: string;
  email: string;
  website: string | null;
  ownerEmail: string | null;
  /** A moderator hid it (issue 19): its reviews are out of the public reads. */
  hidden: boolean;
};

const reviewColumns = { review: t.reviews, workName: t.activities.name };
const published = eq(t.reviews.status, 'published');

export function reviewsRepo(db: Db) {
  const selectReviews = () => db.select(reviewColumns).from(t.reviews).innerJoin(t.activities, eq(t.activities.id, t.reviews.activityId));

  return {
    /** A contact with the company it was sent to; undefined when either is gone. */
    async contact(contactId: number) {
      const [row] = await db
        .select({
          id: t.contactMessages.id,
          companyId: t.contactMessages.companyId,
          name: t.contactMessages.name,
          email: t.contactMessages.email,
        })
        .from(t.contactMessages)
        .where(eq(t.contactMessages.id, contactId));
      return row;
    },
    /** The client of a confirmed quote request sent to this company; undefined otherwise. */
    async quoteClient(requestId: string, companyId: string) {
      const [row] = await db
        .select({ companyId: t.quoteRequestCompanies.companyId, name: t.quoteRequests.name, email: t.quoteRequests.email })
        .from(t.quoteRequestCompanies)
        .innerJoin(t.quoteRequests, eq(t.quoteRequests.id, t.quoteRequestCompanies.requestId))
        .where(
          and(
            eq(t.quoteRequestCompanies.requestId, requestId),
            eq(t.quoteRequestCompanies.companyId, companyId),
            sql`${t.quoteRequests.confirmedAt} IS NOT NULL`,
          ),
        );
      return row;
    },
    async company(id: string): Promise<CompanyIdentity | undefined> {
      const [row] = await db
        .select({
          id: t.companies.id,
          name: t.companies.name,
          email: t.companies.email,
          website: t.companies.website,
          ownerEmail: t.users.email,
          hidden: sql<boolean>`${t.companies.hiddenAt} IS NOT NULL`,
        })
        .from(t.companies)
        .leftJoin(t.users, eq(t.users.id, t.companies.ownerId))
        .where(eq(t.companies.id, id));
      return row;
    },
    async activityIdsOf(companyId: string): Promise<number[]> {
      const rows = await db
        .select({ id: t.companyActivities.activityId })
        .from(t.companyActivities)
        .where(eq(t.companyActivities.companyId, companyId));
      return rows.map((r) => r.id);
    },
    /** Has this address been invited to review this company already (any contact)? */
    async invited(companyId: string, email: string) {
      const [row] = await db
        .select({ id: t.reviewInvitations.id })
        .from(t.reviewInvitations)
        .where(and(eq(t.reviewInvitations.companyId, companyId), eq(t.reviewInvitations.email, email)))
        .limit(1);
      return !!row;
    },
    /**
     * Stores an invitation and, in the same transaction, queues its mail. False when this contact
     * already has one (a job run twice): nothing is stored or sent.
     */
    async addInvitation(inv: typeof t.reviewInvitations.$inferInsert, alsoInTx: (tx: Db) => Promise<unknown>) {
      return db.transaction(async (tx) => {
        const rows = await tx.insert(t.reviewInvitations).values(inv).onConflictDoNothing().returning({ id: t.reviewInvitations.id });
        if (!rows.length) return false;
        await alsoInTx(tx as unknown as Db);
        return true;
      });
    },
    async invitationByHash(tokenHash: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select({ inv: t.reviewInvitations, companyName: t.companies.name })
        .from(t.reviewInvitations)
        .innerJoin(t.companies, eq(t.companies.id, t.reviewInvitations.companyId))
        .where(eq(t.reviewInvitations.tokenHash, tokenHash));
      return row && { ...row.inv, companyName: row.companyName };
    },
    async reviewedBy(companyId: string, email: string) {
      const [row] = await db
        .select({ id: t.reviews.id })
        .from(t.reviews)
        .where(and(eq(t.reviews.companyId, companyId), eq(t.reviews.email, email)));
      return !!row;
    },
    /**
     * Marks the invitation used and stores the review, in one transaction; 'used' when the link
     * was used meanwhile, 'reviewed' when this address reviewed the company meanwhile.
     */
    async insertReview(invitationId: string, review: typeof t.reviews.$inferInsert): Promise<'ok' | 'used' | 'reviewed'> {
      try {
        return await db.transaction(async (tx) => {
          const used = await tx
            .update(t.reviewInvitations)
            .set({ usedAt: sql`now()` })
            .where(and(eq(t.reviewInvitations.id, invitationId), sql`${t.reviewInvitations.usedAt} IS NULL`))
            .returning({ id: t.reviewInvitations.id });
          if (!used.length) return 'used';
          await tx.insert(t.reviews).values(review);
          return 'ok';
        });
      } catch (err) {
        if (pgErrorCode(err) === UNIQUE_VIOLATION) return 'reviewed';
        throw err;
      }
    },
    async get(id: string): Promise<ReviewRow | undefined> {
      const [row] = await selectReviews().where(and(eq(t.reviews.id, id), published));
      return row;
    },
    page(companyId: string, limit: number, offset: number): Promise<ReviewRow[]> {
      return selectReviews()
        .where(and(eq(t.reviews.companyId, companyId), published))
        .orderBy(desc(t.reviews.createdAt), desc(t.reviews.id))
        .limit(limit)
        .offset(offset);
    },
    async summary(companyId: string) {
      const avg = (c: AnyPgColumn) => sql<string | null>`round(avg(${c}), 1)`;
      const [row] = await db
        .select({
          count: count(),
          average: avg(t.reviews.rating),
          quality: avg(t.reviews.quality),
          deadlines: avg(t.reviews.deadlines),
          price: avg(t.reviews.price),
        })
        .from(t.reviews)
        .where(and(eq(t.reviews.companyId, companyId), published));
      const num = (v: string | null | undefined) => (v == null ? null : Number(v));
      return {
        count: Number(row?.count ?? 0),
        average: num(row?.average),
        quality: num(row?.quality),
        deadlines: num(row?.deadlines),
        price: num(row?.price),
      };
    },
    /** Sets the answer if there is none yet; false when it was answered meanwhile. */
    async answer(id: string, text: string) {
      const rows = await db
        .update(t.reviews)
        .set({ answer: text, answeredAt: sql`now()` })
        .where(and(eq(t.reviews.id, id), published, sql`${t.reviews.answer} IS NULL`))
        .returning({ id: t.reviews.id });
      return rows.length > 0;
    },
    async report(r: typeof t.reviewReports.$inferInsert) {
      await db.insert(t.reviewReports).values(r);
    },
  };
}
export type ReviewsRepo = ReturnType<typeof reviewsRepo>;
