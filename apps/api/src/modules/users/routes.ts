/** HTTP of the user's own account calls. */
import { MSG } from '@cimenta/shared';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/contract-routes';

export function userRoutes(app: FastifyInstance) {
  const { users, auth } = app.services;

  implement(app, 'POST /users', ({ body }) => users.register(body));
  implement(app, 'GET /users', ({ user }) => users.profile(user.id));
  // Credentials change only from a session that is still live (issue 23 §10), not from an access
  // token that outlived its logout.
  implement(app, 'PUT /users', async ({ user, body, raw }) => {
    await auth.assertSessionLive(user);
    return users.update(user.id, body, raw.ip);
  });
  implement(app, 'PUT /users/password', async ({ user, body, raw }) => {
    await auth.assertSessionLive(user);
    await users.changePassword(user.id, body.actual, body.new, raw.ip, user.sid);
    return { message: MSG.passwordUpdated };
  });
}
