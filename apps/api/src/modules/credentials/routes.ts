/**
 * HTTP of the credential calls (contract-credentials.ts), and the private document: a file served
 * only to its company and the moderators, never cached, never from `/uploads`.
 */
import { MSG } from '@cimenta/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { implement } from '../../lib/contract-routes';
import { badRequest } from '../../lib/errors';

export function credentialRoutes(app: FastifyInstance) {
  const { credentials } = app.services;
  implement(app, 'GET /company/credentials', ({ user }) => credentials.mine(user.id));
  implement(app, 'POST /company/credentials', ({ user, body }) => credentials.submit(user.id, body));
  implement(app, 'DELETE /company/credentials/:id', ({ user, params }) => credentials.remove(user.id, params.id));
  implement(app, 'GET /admin/credentials', ({ user }) => credentials.pending(user.id));
  implement(app, 'POST /admin/credentials/:id/decision', ({ user, params, body }) => credentials.decide(user.id, params.id, body));

  app.get<{ Params: { id: string } }>(
    '/credentials/:id/document',
    { onRequest: app.requireUser, schema: { hide: true } },
    async (req, reply) => {
      if (!z.uuid().safeParse(req.params.id).success) throw badRequest([{ field: 'Identificador', message: MSG.invalidId }]);
      const user = req.user;
      if (!user) throw new Error('requireUser dejó pasar una petición sin sesión');
      const doc = await credentials.document(user.id, req.params.id);
      reply
        .header('cache-control', 'private, no-store')
        .header('content-type', doc.type)
        .header('content-disposition', `attachment; filename="${doc.name}"`)
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (doc.object.length !== undefined) reply.header('content-length', doc.object.length);
      return reply.send(doc.object.body);
    },
  );
}
