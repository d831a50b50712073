/** HTTP of the price guide (issue 20); rules live in the service. */
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/contract-routes';

export function priceRoutes(app: FastifyInstance) {
  const { prices } = app.services;
  implement(app, 'GET /prices', async ({ query }) => ({ items: await prices.index(query) }));
  implement(app, 'GET /prices/:activity', ({ params }) => prices.page(params.activity));
  implement(app, 'GET /prices/:activity/:province', ({ params }) => prices.page(params.activity, params.province));
}
