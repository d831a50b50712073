/** HTTP of the user's own account calls. */
import { MSG } from '@cimenta/shared';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/contract-routes';

export function userRoutes(app: FastifyInstance) {
  const { users } = app.services;

  implement(app, 'POST /users', ({ body }) => users.register(body));
  implement(app, 'GET /users', ({ user }) => users.profile(user.id));
  implement(app, 'PUT /users', ({ user, body }) => users.update(user.id, body));
  implement(app, 'PUT /users/password', async ({ user, body }) => {
    await users.changePassword(user.id, body.actual, body.new, user.sid);
    return { message: MSG.passwordUpdated };
  });
}
