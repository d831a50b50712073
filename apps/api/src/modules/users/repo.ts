/** Users, refresh tokens and reset tokens SQL. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export function usersRepo(db: Db) {
  return {
    async byEmail(email: string) {
      const [u] = await db.select().from(t.users).where(eq(t.users.email, email));
      return u;
    },
    async byId(id: string) {
      const [u] = await db.select().from(t.users).where(eq(t.users.id, id));
      return u;
    },
    /** False when the email or id is taken (unique violation), without throwing. */
    async insert(u: { id: string; name: string; lastname: string; email: string; passwordHash: string }): Promise<boolean> {
      const rows = await db.insert(t.users).values(u).onConflictDoNothing().returning({ id: t.users.id });
      return rows.length === 1;
    },
    async update(id: string, u: { name: string; lastname: string; email: string }): Promise<boolean> {
      const rows = await db.execute(sql`
        UPDATE users SET name = ${u.name}, lastname = ${u.lastname}, email = ${u.email}, updated_at = now()
         WHERE id = ${id}::uuid AND NOT EXISTS (SELECT 1 FROM users o WHERE o.email = ${u.email} AND o.id <> ${id}::uuid)
        RETURNING id`);
      return rows.rows.length === 1;
    },
    async setPassword(id: string, passwordHash: string) {
      await db.update(t.users).set({ passwordHash, updatedAt: new Date() }).where(eq(t.users.id, id));
    },

    // Refresh tokens: stored hashed, rotated on use, grouped in families.
    async addRefresh(r: { userId: string; familyId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(t.refreshTokens).values(r);
    },
    /** Marks the token used, atomically; answers its row only if it was still fresh. */
    async useRefresh(tokenHash: string) {
      const rows = await db
        .update(t.refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(t.refreshTokens.tokenHash, tokenHash), isNull(t.refreshTokens.usedAt), isNull(t.refreshTokens.revokedAt)))
        .returning();
      return rows[0];
    },
    async findRefresh(tokenHash: string) {
      const [r] = await db.select().from(t.refreshTokens).where(eq(t.refreshTokens.tokenHash, tokenHash));
      return r;
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
    /** An unused, unexpired reset token; read only (the update below consumes it). */
    async findUsableReset(tokenHash: string) {
      const [row] = await db
        .select({ userId: t.passwordResetTokens.userId })
        .from(t.passwordResetTokens)
        .where(
          and(
            eq(t.passwordResetTokens.tokenHash, tokenHash),
            isNull(t.passwordResetTokens.usedAt),
            sql`${t.passwordResetTokens.expiresAt} > now()`,
          ),
        );
      return row;
    },
    async useReset(tokenHash: string) {
      const rows = await db
        .update(t.passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(t.passwordResetTokens.tokenHash, tokenHash),
            isNull(t.passwordResetTokens.usedAt),
            sql`${t.passwordResetTokens.expiresAt} > now()`,
          ),
        )
        .returning();
      return rows[0];
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
