/** The moderators' calls (issue 19), spread into `contract` (contract.ts); each answers 403 to anyone else. */
import { z } from 'zod';
import { endpoint, intParam } from './contract-endpoint';
import { messageSchema, pageSchema } from './entities';
import { decisionSchema, reportedReviewSchema, reviewDecisionSchema } from './moderation';
import { uuidSchema } from './schemas';

const ADMIN = 'Moderación';

export const adminCalls = {
  'GET /admin/reports': endpoint({
    tag: ADMIN,
    summary: 'Opiniones con denuncias pendientes, las más antiguas primero',
    auth: true,
    ok: z.object({ items: z.array(reportedReviewSchema) }),
    errors: [403],
  }),
  'POST /admin/reviews/:id/decision': endpoint({
    tag: ADMIN,
    summary: 'Mantener o retirar una opinión denunciada (retirar exige un motivo, que se envía a su autor)',
    auth: true,
    params: z.object({ id: uuidSchema }),
    body: reviewDecisionSchema,
    ok: messageSchema,
    errors: [403, 404, 409],
  }),
  'GET /admin/decisions': endpoint({
    tag: ADMIN,
    summary: 'Registro de decisiones de moderación: quién, cuándo, qué y por qué',
    auth: true,
    query: z.object({ page: intParam }),
    ok: pageSchema(decisionSchema),
    errors: [403],
  }),
} as const;
