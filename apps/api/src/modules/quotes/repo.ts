/** Quote requests SQL: the request, its picked companies, the confirmation. */
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export type QuoteRequestRow = typeof t.quoteRequests.$inferSelect;
/** A company a request may go to: its public name and contact email, and whether a moderator hid it. */
export type QuoteCompany = { id: string; name: string; email: string; hidden: boolean };

export function quotesRepo(db: Db) {
  const companyColumns = { id: t.companies.id, name: t.companies.name, email: t.companies.email, hiddenAt: t.companies.hiddenAt };
  const toCompany = (r: { id: string; name: string; email: string; hiddenAt: Date | null }): QuoteCompany => ({
    id: r.id,
    name: r.name,
    email: r.email,
    hidden: r.hiddenAt !== null,
  });

  return {
    async companies(ids: string[]): Promise<QuoteCompany[]> {
      if (!ids.length) return [];
      return (await db.select(companyColumns).from(t.companies).where(inArray(t.companies.id, ids))).map(toCompany);
    },

    /** A city with its province, or undefined for an unknown city. */
    async place(cityId: number) {
      const [row] = await db
        .select({ provinceId: t.cities.provinceId, city: t.cities.name, province: t.provinces.name })
        .from(t.cities)
        .innerJoin(t.provinces, eq(t.provinces.id, t.cities.provinceId))
        .where(eq(t.cities.id, cityId));
      return row;
    },

    /** Stores a pending request and its companies, and runs `alsoInTx` (its mail) in the same transaction. */
    async create(request: typeof t.quoteRequests.$inferInsert, companyIds: string[], alsoInTx: (tx: Db) => Promise<unknown>) {
      await db.transaction(async (tx) => {
        await tx.insert(t.quoteRequests).values(request);
        await tx.insert(t.quoteRequestCompanies).values(companyIds.map((companyId) => ({ requestId: request.id, companyId })));
        await alsoInTx(tx as unknown as Db);
      });
    },

    async get(id: string): Promise<QuoteRequestRow | undefined> {
      const [row] = await db.select().from(t.quoteRequests).where(eq(t.quoteRequests.id, id));
      return row;
    },

    /** The request's companies (hidden ones included: the caller decides). */
    async companiesOf(requestId: string): Promise<QuoteCompany[]> {
      const rows = await db
        .select(companyColumns)
        .from(t.quoteRequestCompanies)
        .innerJoin(t.companies, eq(t.companies.id, t.quoteRequestCompanies.companyId))
        .where(eq(t.quoteRequestCompanies.requestId, requestId))
        .orderBy(t.companies.name);
      return rows.map(toCompany);
    },

    /**
     * Confirms a pending request once: false when it was confirmed already (a second click, or
     * two at once: only one UPDATE finds `confirmed_at` null). Marks the companies it goes to as
     * sent, and drops those that cannot receive it any more, with `alsoInTx` (their mails).
     */
    async confirm(id: string, sendTo: string[], alsoInTx: (tx: Db) => Promise<unknown>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(t.quoteRequests)
          .set({ confirmedAt: new Date() })
          .where(and(eq(t.quoteRequests.id, id), isNull(t.quoteRequests.confirmedAt)))
          .returning({ id: t.quoteRequests.id });
        if (!done.length) return false;
        const mine = eq(t.quoteRequestCompanies.requestId, id);
        if (sendTo.length) {
          await tx
            .update(t.quoteRequestCompanies)
            .set({ sentAt: new Date() })
            .where(and(mine, inArray(t.quoteRequestCompanies.companyId, sendTo)));
        }
        await tx.delete(t.quoteRequestCompanies).where(and(mine, isNull(t.quoteRequestCompanies.sentAt)));
        await alsoInTx(tx as unknown as Db);
        return true;
      });
    },

    /** Up to `limit` requests still unconfirmed that were made before `before`, oldest first. */
    async pendingBefore(before: Date, limit: number): Promise<string[]> {
      const pending = and(isNull(t.quoteRequests.confirmedAt), lt(t.quoteRequests.createdAt, before));
      const rows = await db
        .select({ id: t.quoteRequests.id })
        .from(t.quoteRequests)
        .where(pending)
        .orderBy(asc(t.quoteRequests.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Deletes these requests (their companies go with them) if they are still unconfirmed and made before `before`. */
    async deletePending(ids: string[], before: Date): Promise<number> {
      if (!ids.length) return 0;
      const gone = await db
        .delete(t.quoteRequests)
        .where(and(inArray(t.quoteRequests.id, ids), isNull(t.quoteRequests.confirmedAt), lt(t.quoteRequests.createdAt, before)))
        .returning({ id: t.quoteRequests.id });
      return gone.length;
    },
  };
}
export type QuotesRepo = ReturnType<typeof quotesRepo>;
