/** The relayed conversations' SQL (issue 20): messages between a client and each company of a request, and the inbox's mail preferences. */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

const qc = t.quoteRequestCompanies;
export type MessageRow = typeof t.quoteMessages.$inferSelect;
export type MailPrefsRow = Omit<typeof t.companyMailPrefs.$inferSelect, 'companyId'>;
const ALL_ON: MailPrefsRow = { newContact: true, newRequest: true, newMessage: true, weeklySummary: true };

export function conversationsRepo(db: Db) {
  const conversationColumns = {
    requestId: qc.requestId,
    companyId: qc.companyId,
    replyToken: qc.replyToken,
    phoneSharedAt: qc.phoneSharedAt,
    clientName: t.quoteRequests.name,
    clientEmail: t.quoteRequests.email,
    clientPhone: t.quoteRequests.phone,
    companyName: t.companies.name,
    companyEmail: t.companies.email,
  };
  const conversations = () =>
    db
      .select(conversationColumns)
      .from(qc)
      .innerJoin(t.quoteRequests, eq(t.quoteRequests.id, qc.requestId))
      .innerJoin(t.companies, eq(t.companies.id, qc.companyId));

  return {
    /** A conversation of a request that reached this company (confirmed), or undefined. */
    async conversation(requestId: string, companyId: string) {
      const [row] = await conversations().where(and(eq(qc.requestId, requestId), eq(qc.companyId, companyId), isNotNull(qc.sentAt)));
      return row;
    },
    async byReplyToken(token: string) {
      const [row] = await conversations().where(and(eq(qc.replyToken, token), isNotNull(qc.sentAt)));
      return row;
    },
    /** The conversation's reply token, made now if it has none (a concurrent answer keeps the first). */
    async replyToken(requestId: string, companyId: string, fresh: string): Promise<string> {
      const [row] = await db
        .update(qc)
        .set({ replyToken: sql`coalesce(${qc.replyToken}, ${fresh})` })
        .where(and(eq(qc.requestId, requestId), eq(qc.companyId, companyId)))
        .returning({ token: qc.replyToken });
      return row?.token as string;
    },
    async messages(requestId: string, companyId?: string): Promise<MessageRow[]> {
      return db
        .select()
        .from(t.quoteMessages)
        .where(and(eq(t.quoteMessages.requestId, requestId), companyId ? eq(t.quoteMessages.companyId, companyId) : undefined))
        .orderBy(asc(t.quoteMessages.id));
    },
    /** Stores a message and moves the company's inbox state, with `alsoInTx` (its mail) in the same transaction. */
    async add(
      m: { requestId: string; companyId: string; author: 'company' | 'client'; body: string; via: 'web' | 'mail' },
      alsoInTx: (tx: Db) => Promise<unknown>,
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(t.quoteMessages).values(m);
        await tx
          .update(qc)
          .set({ status: m.author === 'company' ? 'respondida' : 'nueva' })
          .where(and(eq(qc.requestId, m.requestId), eq(qc.companyId, m.companyId)));
        await alsoInTx(tx as unknown as Db);
      });
    },
    async sharePhone(requestId: string, companyId: string) {
      await db
        .update(qc)
        .set({ phoneSharedAt: sql`coalesce(${qc.phoneSharedAt}, now())` })
        .where(and(eq(qc.requestId, requestId), eq(qc.companyId, companyId)));
    },
    async prefs(companyId: string): Promise<MailPrefsRow> {
      const [row] = await db.select().from(t.companyMailPrefs).where(eq(t.companyMailPrefs.companyId, companyId));
      if (!row) return ALL_ON;
      const { companyId: _, ...prefs } = row;
      return prefs;
    },
    async savePrefs(companyId: string, prefs: MailPrefsRow) {
      await db
        .insert(t.companyMailPrefs)
        .values({ companyId, ...prefs })
        .onConflictDoUpdate({ target: t.companyMailPrefs.companyId, set: prefs });
    },
  };
}
export type ConversationsRepo = ReturnType<typeof conversationsRepo>;
