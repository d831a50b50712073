/** The company's inbox (issue 20): signed calls only, each on the caller's own company. */
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/contract-routes';

export function inboxRoutes(app: FastifyInstance) {
  const { inbox } = app.services;
  implement(app, 'GET /inbox', ({ user, query }) => inbox.page(user.id, query.status, query.page));
  implement(app, 'GET /inbox/counts', ({ user }) => inbox.counts(user.id));
  implement(app, 'GET /inbox/contacts/:id', ({ user, params }) => inbox.contact(user.id, params.id));
  implement(app, 'GET /inbox/quotes/:id', ({ user, params }) => inbox.quote(user.id, params.id));
  implement(app, 'PUT /inbox/contacts/:id/status', ({ user, params, body }) => inbox.setContactStatus(user.id, params.id, body.status));
  implement(app, 'PUT /inbox/quotes/:id/status', ({ user, params, body }) => inbox.setQuoteStatus(user.id, params.id, body.status));
}
