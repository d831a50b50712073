/** Refresh tokens and password-reset tokens: stored hashed, single use. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
    /** Marks the token used, atomically; answers its row only if it was still fresh. */
    async useRefresh(tokenHash: string) {
      const [row] = await db
        .update(t.refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(t.refreshTokens.tokenHash, tokenHash), isNull(t.refreshTokens.usedAt), isNull(t.refreshTokens.revokedAt)))
        .returning();
      return row;
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
    async revokeUser(userId: string) {
      await db
        .update(t.refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(t.refreshTokens.userId, userId), isNull(t.refreshTokens.revokedAt)));
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
  };
}
export type TokensRepo = ReturnType<typeof tokensRepo>;
