/** The user's own account: registration, profile, password change. */
import { randomUUID } from 'node:crypto';
import { MSG } from '@cimenta/shared';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuthService } from '../auth/service';
import type { CompaniesService } from '../companies/service';
import { presentUser } from './presenter';
import type { UsersRepo } from './repo';

export function usersService({ repo, auth, companies }: { repo: UsersRepo; auth: AuthService; companies: CompaniesService }) {
  async function profile(id: string) {
    const u = await repo.byId(id);
    if (!u) throw notFound();
    const companyId = await companies.companyIdOf(id);
    return presentUser(u, companyId ? await companies.get(companyId) : null);
  }

  return {
    profile,
    /** Registers and signs in (SPEC.md §7: status 200 logs in). */
    async register(input: { id?: string; name: string; lastname: string; email: string; password: string }) {
      // Hash first: a taken email answers its 409 in the same time as a new one (no enumeration by timing).
      const passwordHash = await auth.hashPassword(input.password);
      if (await repo.byEmail(input.email)) throw conflict(MSG.emailTaken);
      const id = input.id ?? randomUUID();
      if (!(await repo.insert({ id, name: input.name, lastname: input.lastname, email: input.email, passwordHash })))
        throw conflict(MSG.emailTaken);
      return auth.issue({ id, email: input.email, roles: ['ROLE_USER'] });
    },
    async update(id: string, input: { name: string; lastname: string; email: string }) {
      if (!(await repo.update(id, input))) throw conflict(MSG.emailTaken);
      return profile(id);
    },
    /** Sets a new password and ends every other session of the user (`keep`: the one making the change). */
    async changePassword(id: string, actual: string, next: string, keep?: string) {
      const user = await repo.byId(id);
      if (!user) throw notFound();
      if (!(await auth.passwordMatches(user.passwordHash, actual)))
        throw badRequest([{ field: 'Contraseña actual', message: MSG.wrongCurrentPassword }]);
      await repo.setPassword(id, await auth.hashPassword(next));
      await auth.endOtherSessions(id, keep);
    },
  };
}
