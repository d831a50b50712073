/** The users table. */
import { and, eq, ne, sql } from 'drizzle-orm';
import { type Db, pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
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
    /** False when another user has that email. */
    async update(id: string, u: { name: string; lastname: string; email: string }): Promise<boolean> {
      const taken = db
        .select({ one: sql`1` })
        .from(t.users)
        .where(and(eq(t.users.email, u.email), ne(t.users.id, id)));
      try {
        const rows = await db
          .update(t.users)
          .set({ ...u, updatedAt: new Date() })
          .where(and(eq(t.users.id, id), sql`NOT EXISTS ${taken}`))
          .returning({ id: t.users.id });
        return rows.length === 1;
      } catch (e) {
        // Two users taking the same email at once: the unique index decides.
        if (pgErrorCode(e) === UNIQUE_VIOLATION) return false;
        throw e;
      }
    },
    async setPassword(id: string, passwordHash: string) {
      await db.update(t.users).set({ passwordHash, updatedAt: new Date() }).where(eq(t.users.id, id));
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
