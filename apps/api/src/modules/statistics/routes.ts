/** HTTP of the statistics (issue 20), and who is counted as a visitor. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { implement } from '../../lib/contract-routes';
import { NOT_A_VISIT_HEADER, type Seen } from './seen-pages';
import type { SeenKind, VisitCounter } from './visitors';

/** Counts the visitor of `req` as having seen these companies (an API read by a browser). */
export function countSeen(visits: VisitCounter, req: FastifyRequest, kind: SeenKind, companyIds: readonly string[]) {
  if (req.headers[NOT_A_VISIT_HEADER]) return;
  visits.seen({ ip: req.ip, userAgent: req.headers['user-agent'] }, kind, companyIds);
}

/** Counts the visitor of a server-rendered page (web/ssr.ts) as having seen what the page shows. */
export function countPage(visits: VisitCounter, req: FastifyRequest, seen: readonly Seen[]) {
  for (const s of seen) visits.seen({ ip: req.ip, userAgent: req.headers['user-agent'] }, s.kind, s.ids);
}

export function statisticsRoutes(app: FastifyInstance) {
  const { statistics, visits } = app.services;
  // What is still in memory is written before the database closes (server.ts closes it after the app).
  app.addHook('onClose', () => visits.close());
  implement(app, 'GET /my-profile/statistics', ({ user }) => statistics.ofOwner(user.id));
}
