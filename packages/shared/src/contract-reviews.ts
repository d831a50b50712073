/** The calls of reviews (issue 19), spread into `contract` (contract.ts). */
import { z } from 'zod';
import { endpoint, intParam } from './contract-endpoint';
import { messageSchema, pageSchema } from './entities';
import {
  answerReviewSchema,
  createReviewSchema,
  ratingSummarySchema,
  reportReviewSchema,
  reviewInvitationSchema,
  reviewSchema,
  reviewTokenSchema,
} from './reviews';
import { uuidSchema } from './schemas';

const REVIEWS = 'Opiniones';
const idParams = z.object({ id: uuidSchema });

export const reviewCalls = {
  'GET /companies/:id/reviews': endpoint({
    tag: REVIEWS,
    summary: 'Opiniones publicadas de una empresa, las más recientes primero, con la media y el número',
    params: idParams,
    query: z.object({ page: intParam }),
    ok: pageSchema(reviewSchema).extend({ summary: ratingSummarySchema }),
    errors: [404],
  }),
  // The token travels in the body, never in a path or query that logs and Referer headers keep.
  'POST /reviews/invitation': endpoint({
    tag: REVIEWS,
    summary: 'Comprobar un enlace para valorar (la empresa y cómo se firmará la opinión)',
    rateLimit: 'recovery',
    body: reviewTokenSchema,
    ok: reviewInvitationSchema,
    errors: [403, 404, 409],
  }),
  'POST /reviews': endpoint({
    tag: REVIEWS,
    summary: 'Publicar una opinión con el enlace de un solo uso enviado a quien contactó con la empresa',
    rateLimit: 'contact',
    uploads: true,
    body: createReviewSchema,
    ok: messageSchema.extend({ review: reviewSchema }),
    errors: [403, 404, 409],
  }),
  'PUT /reviews/:id/answer': endpoint({
    tag: REVIEWS,
    summary: 'Responder públicamente a una opinión de mi empresa (una vez)',
    auth: true,
    params: idParams,
    body: answerReviewSchema,
    ok: messageSchema.extend({ review: reviewSchema }),
    errors: [403, 404, 409],
  }),
  'POST /reviews/:id/reports': endpoint({
    tag: REVIEWS,
    summary: 'Denunciar una opinión; sigue publicada hasta que un moderador decida',
    rateLimit: 'contact',
    params: idParams,
    body: reportReviewSchema,
    ok: messageSchema,
    errors: [404],
  }),
} as const;
