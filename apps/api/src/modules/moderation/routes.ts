/** HTTP of the moderators' calls (contract-admin.ts). */
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/contract-routes';

export function moderationRoutes(app: FastifyInstance) {
  const { moderation } = app.services;
  implement(app, 'GET /admin/reports', ({ user }) => moderation.reports(user.id));
  implement(app, 'POST /admin/reviews/:id/decision', ({ user, params, body }) => moderation.decideReview(user.id, params.id, body));
  implement(app, 'GET /admin/companies', ({ user, query }) => app.services.companyModeration.find(user.id, query.search));
  implement(app, 'POST /admin/companies/:id/decision', ({ user, params, body }) =>
    app.services.companyModeration.decide(user.id, params.id, body),
  );
  implement(app, 'GET /admin/decisions', ({ user, query }) => moderation.decisions(user.id, query.page));
}
