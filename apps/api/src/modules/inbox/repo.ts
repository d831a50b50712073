/** The company's inbox SQL (issue 20): its contact messages and the quote requests sent to it. Every read names the company. */
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { InboxStatus } from '@cimenta/shared';

const SUMMARY_CHARS = 160;

export function inboxRepo(db: Db) {
  const qc = t.quoteRequestCompanies;
  const sentTo = (companyId: string) => and(eq(qc.companyId, companyId), isNotNull(qc.sentAt));
  const contacts = (companyId: string, status?: InboxStatus) =>
    db
      .select({
        kind: sql<'contact' | 'quote'>`'contact'`.as('kind'),
        id: sql<string>`${t.contactMessages.id}::text`.as('id'),
        name: t.contactMessages.name,
        summary: sql<string>`left(${t.contactMessages.message}, ${SUMMARY_CHARS})`.as('summary'),
        status: t.contactMessages.status,
        receivedAt: sql<Date>`${t.contactMessages.createdAt}`.as('received_at'),
      })
      .from(t.contactMessages)
      .where(and(eq(t.contactMessages.companyId, companyId), status ? eq(t.contactMessages.status, status) : undefined));
  const quotes = (companyId: string, status?: InboxStatus) =>
    db
      .select({
        kind: sql<'contact' | 'quote'>`'quote'`.as('kind'),
        id: sql<string>`${t.quoteRequests.id}::text`.as('id'),
        name: t.quoteRequests.name,
        summary: sql<string>`left(${t.quoteRequests.description}, ${SUMMARY_CHARS})`.as('summary'),
        status: qc.status,
        receivedAt: sql<Date>`${qc.sentAt}`.as('received_at'),
      })
      .from(qc)
      .innerJoin(t.quoteRequests, eq(t.quoteRequests.id, qc.requestId))
      .where(and(sentTo(companyId), status ? eq(qc.status, status) : undefined));

  return {
    /** One page of both kinds, newest first. */
    async page(companyId: string, status: InboxStatus | undefined, limit: number, offset: number) {
      const rows = await contacts(companyId, status)
        .unionAll(quotes(companyId, status))
        .orderBy(sql`received_at desc`, sql`id`)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...r, receivedAt: new Date(r.receivedAt) }));
    },

    async counts(companyId: string): Promise<Record<InboxStatus, number>> {
      const out: Record<InboxStatus, number> = { nueva: 0, vista: 0, respondida: 0, archivada: 0 };
      const [a, b] = await Promise.all([
        db
          .select({ status: t.contactMessages.status, n: count() })
          .from(t.contactMessages)
          .where(eq(t.contactMessages.companyId, companyId))
          .groupBy(t.contactMessages.status),
        db.select({ status: qc.status, n: count() }).from(qc).where(sentTo(companyId)).groupBy(qc.status),
      ]);
      for (const r of [...a, ...b]) out[r.status as InboxStatus] += Number(r.n);
      return out;
    },

    async contact(companyId: string, id: number) {
      const [row] = await db
        .select()
        .from(t.contactMessages)
        .where(and(eq(t.contactMessages.id, id), eq(t.contactMessages.companyId, companyId)));
      return row;
    },

    async quote(companyId: string, id: string) {
      const [row] = await db
        .select({ request: t.quoteRequests, status: qc.status, receivedAt: qc.sentAt, phoneSharedAt: qc.phoneSharedAt })
        .from(qc)
        .innerJoin(t.quoteRequests, eq(t.quoteRequests.id, qc.requestId))
        .where(and(eq(qc.requestId, id), sentTo(companyId)));
      if (!row) return undefined;
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(qc)
        .where(and(eq(qc.requestId, id), isNotNull(qc.sentAt)));
      return { ...row, receivedAt: row.receivedAt as Date, companies: Number(n) };
    },

    /** Sets a contact's state; `from` only moves it from that state (opening marks only a new one seen). */
    async setContactStatus(companyId: string, id: number, status: InboxStatus, from?: InboxStatus) {
      const rows = await db
        .update(t.contactMessages)
        .set({ status })
        .where(
          and(
            eq(t.contactMessages.id, id),
            eq(t.contactMessages.companyId, companyId),
            from ? eq(t.contactMessages.status, from) : undefined,
          ),
        )
        .returning({ id: t.contactMessages.id });
      return rows.length > 0;
    },

    async setQuoteStatus(companyId: string, id: string, status: InboxStatus, from?: InboxStatus) {
      const rows = await db
        .update(qc)
        .set({ status })
        .where(and(eq(qc.requestId, id), sentTo(companyId), from ? eq(qc.status, from) : undefined))
        .returning({ id: qc.requestId });
      return rows.length > 0;
    },
  };
}
export type InboxRepo = ReturnType<typeof inboxRepo>;
