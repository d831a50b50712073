/** HTTP of the portfolio calls; everything else is in the service. */
import { MSG } from '@cimenta/shared';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/contract-routes';
import { pageOf } from '../../lib/pagination';

export function projectRoutes(app: FastifyInstance) {
  const { projects } = app.services;

  implement(app, 'GET /projects', async ({ user }) => {
    const all = await projects.list(user.id);
    return pageOf(all, 1, Math.max(all.length, 1));
  });
  implement(app, 'POST /projects', ({ user, body }) => projects.create(user.id, body.id, body.project));
  implement(app, 'PATCH /projects/:id', ({ user, params, body }) => projects.update(user.id, params.id, body.project));
  implement(app, 'DELETE /projects/:id', async ({ user, params }) => {
    await projects.remove(user.id, params.id);
    return { message: MSG.projectDeleted };
  });
}
