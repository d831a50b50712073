/**
 * The shape of a call of the contract (`endpoint`) and the query-string pieces every group of
 * calls uses; the calls themselves are in contract.ts and its `contract-*.ts` parts.
 */
import { z } from 'zod';
import { INT_MAX } from './constants';
import { authErrorBodySchema, errorBodySchema } from './entities';
import { MSG } from './messages';

/** Named rate limits; their numbers live with the server (apps/api/src/infra/rate-limits.ts). */
export type RateLimitName = 'login' | 'register' | 'recovery' | 'refresh' | 'contact' | 'lookup' | 'quote';

/** Error statuses a call may answer besides those implied by its shape (see `endpoint`). */
type ExtraError = 401 | 403 | 404 | 409;

type EndpointSpec = {
  tag: string;
  summary: string;
  /** The call needs `Authorization: Bearer <access token>`. */
  auth?: true;
  rateLimit?: RateLimitName;
  /** The body carries images (data URLs): the server gives it the large body limit, every other call a small one. */
  uploads?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer. */
  ok: z.ZodType;
  errors?: readonly ExtraError[];
};

export type Endpoint = EndpointSpec & { responses: Record<number, z.ZodType> };

/**
 * Adds the answers every call of that shape can give: 400 when it takes input, 401 when it
 * needs a session, 413/415 when it takes a body, 429 when rate-limited, 500 always.
 */
export function endpoint<const S extends EndpointSpec>(spec: S): S & { responses: Record<number, z.ZodType> } {
  const responses: Record<number, z.ZodType> = { 200: spec.ok };
  if (spec.params || spec.query || spec.body) responses[400] = errorBodySchema;
  if (spec.auth) responses[401] = authErrorBodySchema;
  for (const s of spec.errors ?? []) responses[s] = s === 401 ? authErrorBodySchema : errorBodySchema;
  if (spec.body) {
    responses[413] = errorBodySchema;
    responses[415] = errorBodySchema;
  }
  if (spec.rateLimit) responses[429] = errorBodySchema;
  responses[500] = errorBodySchema;
  return { ...spec, responses };
}

// ── Query-string pieces ─────────────────────────────────────────────────────
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A positive integer parameter (ids, pages); '' counts as absent. */
export const intParam = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: MSG.notANumber }).int(MSG.notAWholeNumber).min(1, MSG.invalidValue).max(INT_MAX, MSG.invalidValue).optional(),
);
/** `true`/`false`/`1`/`0`; '' counts as absent. */
export const boolParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], { error: MSG.invalidOption })
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === true || v === 'true' || v === '1'));
