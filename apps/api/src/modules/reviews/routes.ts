/** HTTP of the review calls (contract-reviews.ts); everything else is in the service. */
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/contract-routes';

export function reviewRoutes(app: FastifyInstance) {
  const { reviews } = app.services;
  implement(app, 'GET /companies/:id/reviews', ({ params, query }) => reviews.ofCompany(params.id, query.page));
  implement(app, 'POST /reviews/invitation', ({ body }) => reviews.invitation(body.token));
  implement(app, 'POST /reviews', ({ body }) => reviews.create(body.token, body.review));
  implement(app, 'PUT /reviews/:id/answer', ({ user, params, body }) => reviews.answer(user.id, params.id, body.answer));
  implement(app, 'POST /reviews/:id/reports', ({ params, body }) => reviews.report(params.id, body));
}
