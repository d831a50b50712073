/** The users table. */
import { eq } from 'drizzle-orm';
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
    async insert(u: { id: string; name: string; lastname: string; email: string; passwordHash: string; consentAt: Date | null }): Promise<boolean> {
      const rows = await db.insert(t.users).values(u).onConflictDoNothing().returning({ id: t.users.id });
      return rows.length === 1;
    },
    async setName(id: string, u: { name: string; lastname: string }) {
      await db
        .update(t.users)
        .set({ ...u, updatedAt: new Date() })
        .where(eq(t.users.id, id));
    },
    async setPassword(id: string, passwordHash: string) {
      await db.update(t.users).set({ passwordHash, updatedAt: new Date() }).where(eq(t.users.id, id));
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
