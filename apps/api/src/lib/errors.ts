/** HTTP errors with the bodies of DESIGN.md §3: `{errors}` on 4xx, `{code, message}` on 401. */
import { FIELD_LABELS, MSG } from '@cimenta/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

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
export class AuthError extends Error {
  constructor(message: string) {
    super(message);
  }
}

export const badRequest = (errors: string | FieldError[]) => new HttpError(400, errors);
export const notFound = (msg: string = MSG.notFound) => new HttpError(404, msg);
export const forbidden = (msg: string = MSG.forbidden) => new HttpError(403, msg);
export const conflict = (msg: string) => new HttpError(409, msg);

export function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.filter((p): p is string => typeof p === 'string');
  const last = keys.at(-1);
  if (!last) return FIELD_LABELS.filter ?? 'Campo';
  const label = FIELD_LABELS[last] ?? last;
  // min/max read better with their parent: 'Superficie mínima'.
  if ((last === 'min' || last === 'max') && keys.length > 1) {
    const parent = FIELD_LABELS[keys.at(-2) as string] ?? keys.at(-2);
    return `${parent} (${label.toLowerCase()})`;
  }
  return label;
}

export function zodFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldError[] {
  return issues.map((i) => ({ field: fieldLabel(i.path), message: i.message }));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AuthError) return reply.code(401).send({ code: 401, message: err.message });
    if (err instanceof HttpError) return reply.code(err.status).send({ errors: err.errors });
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send({
        errors: err.validation.map((v) => ({
          field: fieldLabel((v.instancePath || '').split('/').filter(Boolean)),
          message: v.message ?? MSG.required,
        })),
      });
    }
    if (err instanceof ZodError) return reply.code(400).send({ errors: zodFieldErrors(err.issues) });
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response does not match its schema');
      return reply.code(500).send({ errors: MSG.serverError });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ errors: MSG.bodyTooLarge });
    if (status === 429) return reply.code(429).send({ errors: MSG.tooManyRequests });
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, bad content type…): a Spanish message, no internals.
      return reply.code(status).send({ errors: MSG.invalidBody });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ errors: MSG.serverError });
  });
}
