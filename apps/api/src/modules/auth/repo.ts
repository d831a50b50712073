/** Refresh tokens, password-reset tokens and email-change links: stored hashed, single use. */
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { type Db, pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import * as t from '../../db/schema';

const freshReset = (tokenHash: string) =>
  and(
    eq(t.passwordResetTokens.tokenHash, tokenHash),
    isNull(t.passwordResetTokens.usedAt),
    gt(t.passwordResetTokens.expiresAt, sql`now()`),
  );

export function tokensRepo(db: Db) {
  return {
    // Refresh tokens: rotated on use, grouped in families.
    async addRefresh(r: { userId: string; familyId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(t.refreshTokens).values(r);
    },
    /**
     * Rotates a refresh token in one transaction: marks it used (only if it is still fresh:
     * unused, unrevoked, unexpired) and stores its successor in the same family. Answers the
     * used row, or nothing when the token was not fresh.
     */
    async rotate(tokenHash: string, next: { tokenHash: string; expiresAt: Date }, now: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(t.refreshTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(t.refreshTokens.tokenHash, tokenHash),
              isNull(t.refreshTokens.usedAt),
              isNull(t.refreshTokens.revokedAt),
              gt(t.refreshTokens.expiresAt, now),
            ),
          )
          .returning();
        if (!row) return undefined;
        await tx.insert(t.refreshTokens).values({ userId: row.userId, familyId: row.familyId, ...next });
        return row;
      });
    },
    async findRefresh(tokenHash: string) {
      const [row] = await db.select().from(t.refreshTokens).where(eq(t.refreshTokens.tokenHash, tokenHash));
      return row;
    },
    async revokeFamily(familyId: string) {
      await db
        .update(t.refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(t.refreshTokens.familyId, familyId), isNull(t.refreshTokens.revokedAt)));
    },
    /** Whether the session (refresh-token family) still has a live token: not revoked, not expired. */
    async sessionLive(familyId: string, now: Date) {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(t.refreshTokens)
        .where(and(eq(t.refreshTokens.familyId, familyId), isNull(t.refreshTokens.revokedAt), gt(t.refreshTokens.expiresAt, now)))
        .limit(1);
      return !!row;
    },
    /** Ends every session of the user, but the family `keep` when given. */
    async revokeUser(userId: string, keep?: string) {
      await db
        .update(t.refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(eq(t.refreshTokens.userId, userId), isNull(t.refreshTokens.revokedAt), ...(keep ? [ne(t.refreshTokens.familyId, keep)] : [])),
        );
    },
    // Throttles (failed password checks, email changes): counters keyed by what they count.
    /** The latest time any of `keys` is locked until, if one is locked now. */
    async lockedUntil(keys: string[], now: Date) {
      const [row] = await db
        .select({ until: sql<Date | null>`max(${t.loginThrottles.lockedUntil})` })
        .from(t.loginThrottles)
        .where(and(inArray(t.loginThrottles.key, keys), gt(t.loginThrottles.lockedUntil, now)));
      return row?.until ?? null;
    },
    /**
     * Counts one hit atomically (one upsert): a window older than `windowMs` starts again at 1;
     * reaching `max` locks the key for `lockMs`. Answers whether this hit locked it and whether
     * the owner still has to be told (once per lock).
     */
    async hit(key: string, now: Date, o: { windowMs: number; max: number; lockMs: number }) {
      const windowStart = new Date(now.getTime() - o.windowMs);
      const lockUntil = new Date(now.getTime() + o.lockMs);
      const fresh = sql`${t.loginThrottles.windowStartedAt} < ${windowStart}`;
      const [row] = await db
        .insert(t.loginThrottles)
        .values({ key, failures: 1, windowStartedAt: now, lockedUntil: o.max <= 1 ? lockUntil : null })
        .onConflictDoUpdate({
          target: t.loginThrottles.key,
          set: {
            failures: sql`case when ${fresh} then 1 else ${t.loginThrottles.failures} + 1 end`,
            windowStartedAt: sql`case when ${fresh} then ${now} else ${t.loginThrottles.windowStartedAt} end`,
            lockedUntil: sql`case when (case when ${fresh} then 1 else ${t.loginThrottles.failures} + 1 end) >= ${o.max} then ${lockUntil}::timestamptz else ${t.loginThrottles.lockedUntil} end`,
          },
        })
        .returning();
      const locked = row.lockedUntil !== null && row.lockedUntil.getTime() > now.getTime();
      const notify = locked && (row.notifiedAt === null || row.notifiedAt.getTime() < windowStart.getTime());
      if (notify) await db.update(t.loginThrottles).set({ notifiedAt: now }).where(eq(t.loginThrottles.key, key));
      return { locked, notify, hits: row.failures };
    },
    async clearThrottles(keys: string[]) {
      await db.delete(t.loginThrottles).where(inArray(t.loginThrottles.key, keys));
    },
    /** Every throttle key of an account's email: the account's own and each `email source` pair. */
    async clearThrottlesOf(email: string) {
      await db
        .delete(t.loginThrottles)
        .where(or(eq(t.loginThrottles.key, email), sql`starts_with(${t.loginThrottles.key}, ${`${email} `})`));
    },
    async addReset(r: { tokenHash: string; userId: string; expiresAt: Date }) {
      await db.insert(t.passwordResetTokens).values(r);
    },
    /** The reset token's row if it is unused and unexpired, without using it. */
    async findReset(tokenHash: string) {
      const [row] = await db.select().from(t.passwordResetTokens).where(freshReset(tokenHash));
      return row;
    },
    /** Uses the reset token, atomically; answers its row only if it was still usable. */
    async useReset(tokenHash: string) {
      const [row] = await db.update(t.passwordResetTokens).set({ usedAt: new Date() }).where(freshReset(tokenHash)).returning();
      return row;
    },
    // Email changes.
    /** Starts a change; any earlier change of the user still waiting for its confirmation is dropped. */
    async addEmailChange(c: {
      userId: string;
      oldEmail: string;
      newEmail: string;
      confirmHash: string;
      undoHash: string;
      confirmExpiresAt: Date;
      undoExpiresAt: Date;
    }) {
      await db.transaction(async (tx) => {
        await tx
          .update(t.emailChanges)
          .set({ cancelledAt: new Date() })
          .where(and(eq(t.emailChanges.userId, c.userId), isNull(t.emailChanges.confirmedAt), isNull(t.emailChanges.cancelledAt)));
        await tx.insert(t.emailChanges).values(c);
      });
    },
    /**
     * Confirms a change, atomically: the link must be unused, not cancelled, unexpired, and the
     * account must still have the address the change started from. Answers the change, nothing
     * when the link is not usable, or 'taken' when another account got the new address meanwhile.
     */
    async confirmEmailChange(confirmHash: string, now: Date) {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(t.emailChanges)
            .where(
              and(
                eq(t.emailChanges.confirmHash, confirmHash),
                isNull(t.emailChanges.confirmedAt),
                isNull(t.emailChanges.cancelledAt),
                gt(t.emailChanges.confirmExpiresAt, now),
              ),
            )
            .for('update');
          if (!row) return undefined;
          const [changed] = await tx
            .update(t.users)
            .set({ email: row.newEmail, updatedAt: now })
            .where(and(eq(t.users.id, row.userId), eq(t.users.email, row.oldEmail)))
            .returning({ id: t.users.id });
          if (!changed) return undefined;
          await tx.update(t.emailChanges).set({ confirmedAt: now }).where(eq(t.emailChanges.id, row.id));
          return row;
        });
      } catch (e) {
        if (pgErrorCode(e) === UNIQUE_VIOLATION) return 'taken' as const;
        throw e;
      }
    },
    /**
     * Undoes a change with the link sent to the old address, atomically: the account gets its old
     * address back, and every other change of the user (waiting or confirmed) is cancelled, so no
     * link of a chain of changes works any more. Answers the change, nothing when the link is not
     * usable, or 'taken' when another account has the old address now.
     */
    async undoEmailChange(undoHash: string, now: Date) {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(t.emailChanges)
            .set({ cancelledAt: now })
            .where(and(eq(t.emailChanges.undoHash, undoHash), isNull(t.emailChanges.cancelledAt), gt(t.emailChanges.undoExpiresAt, now)))
            .returning();
          if (!row) return undefined;
          await tx
            .update(t.emailChanges)
            .set({ cancelledAt: now })
            .where(and(eq(t.emailChanges.userId, row.userId), isNull(t.emailChanges.cancelledAt)));
          await tx.update(t.users).set({ email: row.oldEmail, updatedAt: now }).where(eq(t.users.id, row.userId));
          return row;
        });
      } catch (e) {
        if (pgErrorCode(e) === UNIQUE_VIOLATION) return 'taken' as const;
        throw e;
      }
    },
    /** Spends every outstanding reset link of the user. */
    async useAllResets(userId: string) {
      await db
        .update(t.passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(t.passwordResetTokens.userId, userId), isNull(t.passwordResetTokens.usedAt)));
    },
  };
}
export type TokensRepo = ReturnType<typeof tokensRepo>;
