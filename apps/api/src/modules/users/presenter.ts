/** The user's own profile (SPEC.md §7 `GET /users`): never the password hash. */
import type { Company, User } from '@cimenta/shared';
import type * as t from '../../db/schema';

export function presentUser(u: typeof t.users.$inferSelect, company: Company | null): User {
  return { id: u.id, name: u.name, lastname: u.lastname, email: u.email, roles: u.roles, company };
}
