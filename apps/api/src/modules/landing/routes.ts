/** HTTP of the landing calls (issue 9); rules live in the service. */
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/contract-routes';
import { countSeen } from '../statistics/routes';

export function landingRoutes(app: FastifyInstance) {
  const { landing, visits } = app.services;
  implement(app, 'GET /landing', async ({ query }) => ({ items: await landing.index(query) }));
  implement(app, 'GET /landing/:kind/:service/:province', async ({ params, query, raw }) => {
    const page = await landing.page(params.kind, params.service, params.province, query.page);
    countSeen(
      visits,
      raw,
      'appearance',
      page.companies.items.map((c) => c.id),
    );
    return page;
  });
}
