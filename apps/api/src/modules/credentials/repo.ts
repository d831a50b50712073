/** Credentials SQL: a company's credentials, the moderators' queue and decisions, the expiry mail. */
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export type CredentialRow = typeof t.companyCredentials.$inferSelect;
export type CredentialWithCompany = { credential: CredentialRow; companyName: string; companyCif: string; ownerId: string | null };

const withCompany = {
  credential: t.companyCredentials,
  companyName: t.companies.name,
  companyCif: t.companies.cif,
  ownerId: t.companies.ownerId,
};

export function credentialsRepo(db: Db) {
  const joined = () =>
    db.select(withCompany).from(t.companyCredentials).innerJoin(t.companies, eq(t.companies.id, t.companyCredentials.companyId));

  return {
    ofCompany(companyId: string) {
      return db
        .select()
        .from(t.companyCredentials)
        .where(eq(t.companyCredentials.companyId, companyId))
        .orderBy(desc(t.companyCredentials.createdAt), desc(t.companyCredentials.id));
    },
    async countOf(companyId: string) {
      const [row] = await db.select({ n: count() }).from(t.companyCredentials).where(eq(t.companyCredentials.companyId, companyId));
      return Number(row?.n ?? 0);
    },
    /** Verified and not expired on `today` (`YYYY-MM-DD`): what the company page shows. */
    publicOf(companyId: string, today: string) {
      return db
        .select()
        .from(t.companyCredentials)
        .where(
          and(
            eq(t.companyCredentials.companyId, companyId),
            eq(t.companyCredentials.status, 'verified'),
            or(isNull(t.companyCredentials.expiresOn), gte(t.companyCredentials.expiresOn, today)),
          ),
        )
        .orderBy(asc(t.companyCredentials.kind), asc(t.companyCredentials.createdAt));
    },
    async insert(row: typeof t.companyCredentials.$inferInsert) {
      await db.insert(t.companyCredentials).values(row);
    },
    async get(id: string): Promise<CredentialWithCompany | undefined> {
      const [row] = await joined().where(eq(t.companyCredentials.id, id));
      return row;
    },
    /** Deletes a company's credential; answers its document key (null: none), undefined when nothing was deleted. */
    async remove(id: string, companyId: string) {
      const [row] = await db
        .delete(t.companyCredentials)
        .where(and(eq(t.companyCredentials.id, id), eq(t.companyCredentials.companyId, companyId)))
        .returning({ key: t.companyCredentials.documentKey });
      return row ? row.key : undefined;
    },
    pending(limit: number) {
      return joined().where(eq(t.companyCredentials.status, 'pending')).orderBy(asc(t.companyCredentials.createdAt)).limit(limit);
    },
    /**
     * Decides a pending credential and records the decision, with `alsoInTx` (the mail to the
     * company), in one transaction; false when it was no longer pending.
     */
    async decide(
      id: string,
      change: { status: 'verified' | 'rejected'; reason: string | null; decidedBy: string },
      decision: Omit<typeof t.moderationDecisions.$inferInsert, 'id' | 'createdAt'>,
      alsoInTx: (tx: Db) => Promise<unknown>,
    ) {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(t.companyCredentials)
          .set({ ...change, decidedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(t.companyCredentials.id, id), eq(t.companyCredentials.status, 'pending')))
          .returning({ id: t.companyCredentials.id });
        if (!done.length) return false;
        await tx.insert(t.moderationDecisions).values(decision);
        await alsoInTx(tx as unknown as Db);
        return true;
      });
    },
    /**
     * Claims the verified credentials expiring between `today` and `until` whose mail has not
     * gone, and runs `mail` for each in the same transaction: each is mailed once, whoever runs it.
     */
    async claimExpiring(today: string, until: string, mail: (row: CredentialWithCompany & { to: string }, tx: Db) => Promise<unknown>) {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(t.companyCredentials)
          .set({ expiryMailedAt: sql`now()` })
          .where(
            and(
              eq(t.companyCredentials.status, 'verified'),
              isNull(t.companyCredentials.expiryMailedAt),
              gte(t.companyCredentials.expiresOn, today),
              lte(t.companyCredentials.expiresOn, until),
            ),
          )
          .returning({ id: t.companyCredentials.id });
        if (!claimed.length) return 0;
        // Read in the transaction (PGlite has one connection: a read outside it would wait for it).
        const rows = await (tx as unknown as Db)
          .select({ ...withCompany, to: sql<string>`coalesce(${t.users.email}, ${t.companies.email})` })
          .from(t.companyCredentials)
          .innerJoin(t.companies, eq(t.companies.id, t.companyCredentials.companyId))
          .leftJoin(t.users, eq(t.users.id, t.companies.ownerId))
          .where(
            inArray(
              t.companyCredentials.id,
              claimed.map((c) => c.id),
            ),
          );
        for (const row of rows) await mail(row, tx as unknown as Db);
        return rows.length;
      });
    },
    async ownerEmail(companyId: string) {
      const [row] = await db
        .select({ owner: t.users.email, company: t.companies.email })
        .from(t.companies)
        .leftJoin(t.users, eq(t.users.id, t.companies.ownerId))
        .where(eq(t.companies.id, companyId));
      return row;
    },
  };
}
export type CredentialsRepo = ReturnType<typeof credentialsRepo>;
