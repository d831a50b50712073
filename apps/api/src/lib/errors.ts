/** HTTP errors with the bodies of DESIGN.md §3: `{errors}` on 4xx, `{code, message}` on 401. */
import { FIELD_LABELS, MSG } from '@cimenta/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { databaseUnavailable } from '../db/client';

export type FieldError = { field: string; message: string };

export class HttpError extends Error {
  constructor(
    public status: number,
    public errors: string | FieldError[],
  ) {
    super(typeof errors === 'string' ? errors : errors.map((e) => `${e.field}: ${e.message}`).join('; '));
  }
}

/** 401 answered with the exact English message the web app reacts to. */
export class AuthError extends Error {}

type Issue = { path: readonly PropertyKey[]; message: string };

/** A request part (body, querystring, params) that does not match its schema. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: readonly Issue[],
    readonly part?: string,
  ) {
    super(MSG.invalidBody);
  }
}

export const badRequest = (errors: string | FieldError[]) => new HttpError(400, errors);
export const notFound = (msg: string = MSG.notFound) => new HttpError(404, msg);
export const forbidden = (msg: string = MSG.forbidden) => new HttpError(403, msg);
export const conflict = (msg: string) => new HttpError(409, msg);

/** The label of a key sent by the client: own entries only (a key like `constructor` is no label). */
const labelOf = (key: string): string => (Object.hasOwn(FIELD_LABELS, key) ? (FIELD_LABELS[key] as string) : key);

export function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.filter((p): p is string => typeof p === 'string');
  const last = keys.at(-1);
  if (!last) return FIELD_LABELS.filter ?? 'Campo';
  const label = labelOf(last);
  // min/max read better with their parent: 'Superficie (mínimo)'.
  if ((last === 'min' || last === 'max') && keys.length > 1) {
    return `${labelOf(keys.at(-2) as string)} (${label.toLowerCase()})`;
  }
  return label;
}

/** One `{field, message}` per issue; the same field is named once. */
export function zodFieldErrors(issues: readonly Issue[]): FieldError[] {
  const out: FieldError[] = [];
  for (const i of issues) {
    const e = { field: fieldLabel(i.path), message: i.message };
    if (!out.some((o) => o.field === e.field && o.message === e.message)) out.push(e);
  }
  return out;
}

const RANGE_MESSAGES = new Set<string>([MSG.areaMinOverMax, MSG.budgetMinOverMax]);

/** The `errors` of a 400: the spec's min>max sentences as they are (SPEC.md §8), else one entry per field. */
export function validationErrors(issues: readonly Issue[]): string | FieldError[] {
  const sentence = issues.find((i) => RANGE_MESSAGES.has(i.message));
  return sentence ? sentence.message : zodFieldErrors(issues);
}

/** Statuses Fastify itself answers for a malformed request, with a Spanish text each. */
const FRAMEWORK_4XX: Record<number, string> = {
  413: MSG.bodyTooLarge,
  429: MSG.tooManyRequests,
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AuthError) return reply.code(401).send({ code: 401, message: err.message });
    if (err instanceof HttpError) return reply.code(err.status).send({ errors: err.errors });
    if (err instanceof RequestValidationError) return reply.code(400).send({ errors: validationErrors(err.issues) });
    const status = err.statusCode ?? 500;
    // On the upload calls only images can make a body that large: the spec's message (SPEC.md §8).
    if (status === 413 && req.routeOptions.config?.uploads)
      return reply.code(413).send({ errors: [{ field: FIELD_LABELS.content, message: MSG.imageTooBig }] });
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, bad content type, too large…): a Spanish message, no internals.
      return reply.code(status).send({ errors: FRAMEWORK_4XX[status] ?? MSG.invalidBody });
    }
    if (databaseUnavailable(err)) {
      // A fleet behind a proxy: fail fast, say so, and let the client (or the proxy) come back.
      req.log.warn({ err }, 'base de datos no disponible');
      return reply.code(503).header('retry-after', '5').send({ errors: MSG.unavailable });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ errors: MSG.serverError });
  });
}
