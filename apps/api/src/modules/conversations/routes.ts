/** The relayed conversation (issue 20): the company's answer, the client's follow page and replies, the inbox's mail preferences. */
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/contract-routes';

export function conversationRoutes(app: FastifyInstance) {
  const { conversations } = app.services;
  implement(app, 'POST /inbox/quotes/:id/messages', ({ user, params, body }) => conversations.answer(user.id, params.id, body.body));
  implement(app, 'GET /inbox/preferences', ({ user }) => conversations.prefs(user.id));
  implement(app, 'PUT /inbox/preferences', ({ user, body }) => conversations.savePrefs(user.id, body));
  implement(app, 'POST /quotes/follow', ({ body }) => conversations.follow(body.token));
  implement(app, 'POST /quotes/follow/messages', ({ body }) => conversations.reply(body.token, body.company, body.body));
  implement(app, 'POST /quotes/follow/phone', ({ body }) => conversations.sharePhone(body.token, body.company));
}
