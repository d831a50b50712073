/** The user's own account: registration, profile, password change. */
import { randomUUID } from 'node:crypto';
import { FIELD_LABELS, MSG } from '@cimenta/shared';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuthService } from '../auth/service';
import type { CompaniesService } from '../companies/service';
import { presentUser } from './presenter';
import type { UsersRepo } from './repo';

/** Spanish field labels of the `{field, message}` errors (shared catalogue). */
const L = FIELD_LABELS as Record<string, string>;

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
    async register(input: { id?: string; name: string; lastname: string; email: string; password: string; consent?: boolean }) {
      // Hash first: a taken email answers its 409 in the same time as a new one (no enumeration by timing).
      const passwordHash = await auth.hashPassword(input.password);
      if (await repo.byEmail(input.email)) throw conflict(MSG.emailTaken);
      const id = input.id ?? randomUUID();
      const consentAt = input.consent ? new Date() : null;
      if (!(await repo.insert({ id, name: input.name, lastname: input.lastname, email: input.email, passwordHash, consentAt })))
        throw conflict(MSG.emailTaken);
      return auth.issue({ id, email: input.email, roles: ['ROLE_USER'] });
    },
    /**
     * Name and last name change at once. A different email needs the current password and only
     * starts a change: the address changes when the link mailed to it is opened (issue 8).
     */
    async update(id: string, input: { name: string; lastname: string; email: string; password?: string }, ip: string) {
      const user = await repo.byId(id);
      if (!user) throw notFound();
      const changingEmail = input.email !== user.email;
      if (changingEmail) {
        if (!input.password) throw badRequest([{ field: L.actual, message: MSG.emailChangeNeedsPassword }]);
        // Guesses count like failed logins (issue 23 §2), and changes are limited per account and address (§4).
        if (!(await auth.checkPassword(user.email, user.passwordHash, input.password, ip, user.name)))
          throw badRequest([{ field: L.actual, message: MSG.wrongCurrentPassword }]);
        await auth.throttleEmailChange(id, input.email);
      }
      await repo.setName(id, { name: input.name, lastname: input.lastname });
      if (changingEmail) auth.requestEmailChange({ id, name: input.name, email: user.email }, input.email);
      return { message: changingEmail ? MSG.emailChangePending : MSG.profileUpdated, user: await profile(id) };
    },
    /** Sets a new password and ends every other session of the user (`keep`: the one making the change). */
    async changePassword(id: string, actual: string, next: string, ip: string, keep?: string) {
      const user = await repo.byId(id);
      if (!user) throw notFound();
      if (!(await auth.checkPassword(user.email, user.passwordHash, actual, ip, user.name)))
        throw badRequest([{ field: L.actual, message: MSG.wrongCurrentPassword }]);
      await repo.setPassword(id, await auth.hashPassword(next));
      await auth.endOtherSessions(id, keep);
    },
  };
}
