/** HTTP of the landing calls (issue 9); rules live in the service. */
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/contract-routes';

export function landingRoutes(app: FastifyInstance) {
  const { landing } = app.services;
  implement(app, 'GET /landing', async ({ query }) => ({ items: await landing.index(query) }));
  implement(app, 'GET /landing/:kind/:service/:province', ({ params, query }) =>
    landing.page(params.kind, params.service, params.province, query.page),
  );
}
