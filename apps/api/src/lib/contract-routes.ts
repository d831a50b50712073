/**
 * Registers the calls of the shared contract on Fastify: validation with Spanish messages,
 * serialisation through the response schemas (fast-json-stringify; unknown fields never leave),
 * the OpenAPI document, auth and rate limits all come from the declaration.
 */
import {
  type CallKey,
  contract,
  type Endpoint,
  humanIssue,
  MSG,
  type NeedsAuth,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  type ResponseOf,
  splitCallKey,
} from '@cimenta/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { RATE_LIMITS } from '../infra/rate-limits';
import type { AuthUser } from './auth';
import { RequestValidationError } from './errors';
import { BODY_LIMIT_JSON, BODY_LIMIT_UPLOADS } from './json-guard';

export type CallRequest<K extends CallKey> = {
  params: ParsedParams<K>;
  query: ParsedQuery<K>;
  body: ParsedBody<K>;
  /** The signed-in user; always set on calls declared with `auth`. */
  user: NeedsAuth<K> extends true ? AuthUser : AuthUser | null;
  raw: FastifyRequest;
};
export type CallHandler<K extends CallKey> = (req: CallRequest<K>, reply: FastifyReply) => Promise<ResponseOf<K>> | ResponseOf<K>;

/**
 * The path of the first string holding a NUL character (U+0000), which PostgreSQL cannot store.
 * The body was bounded before it was parsed (lib/json-guard.ts), so this walks a few thousand
 * values at most; the path is built only for the string found.
 */
export function nulPath(data: unknown): PropertyKey[] | null {
  const path: PropertyKey[] = [];
  const walk = (v: unknown): boolean => {
    if (typeof v === 'string') return v.includes('\u0000');
    if (v === null || typeof v !== 'object') return false;
    const array = Array.isArray(v);
    for (const k in v) {
      if (!Object.hasOwn(v, k)) continue;
      path.push(array ? Number(k) : k);
      if (k.includes('\u0000') || walk((v as Record<string, unknown>)[k])) return true;
      path.pop();
    }
    return false;
  };
  return walk(data) ? path : null;
}

/** Zod validation with the human Spanish messages of the shared catalogue; no NUL in any text. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const nul = nulPath(data);
    if (nul) return { error: new RequestValidationError([{ path: nul, message: MSG.nulCharacter }], httpPart) };
    const r = schema.safeParse(data, { error: humanIssue });
    return r.success ? { value: r.data } : { error: new RequestValidationError(r.error.issues, httpPart) };
  };

/**
 * fast-json-stringify's writer of each response schema, made once a process: a pure function of the
 * schema (the contract's schemas are module constants), and making it was about a third of the CPU
 * of building an app, which the API tests do many times in one process (test/helper.ts).
 */
const writers = new WeakMap<z.ZodType, (data: unknown) => string>();
function writerOf(schema: z.ZodType): (data: unknown) => string {
  let w = writers.get(schema);
  if (!w) {
    w = fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as object) as (
      data: unknown,
    ) => string;
    writers.set(schema, w);
  }
  return w;
}

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each zod response schema.
 * Under test they are also checked against the zod schema, so a presenter that drifts fails loudly.
 * An answer object served again from a cache (a listing page, a landing page, a company, the
 * suggestions of a keystroke: kept per read-model version and never changed once kept) is
 * written once per schema: its text is kept beside it, and goes with it.
 */
export function serializerCompiler(opts: { strict: boolean }) {
  return ({ schema }: { schema: unknown }) => {
    if (!(schema instanceof z.ZodType)) return (data: unknown) => JSON.stringify(data);
    const stringify = writerOf(schema);
    const written = new WeakMap<object, string>();
    return (data: unknown) => {
      if (opts.strict) {
        const r = schema.safeEncode(data);
        if (!r.success) throw new Error(`La respuesta no cumple su esquema: ${JSON.stringify(r.error.issues).slice(0, 500)}`);
      }
      if (data === null || typeof data !== 'object') return stringify(data);
      const kept = written.get(data);
      if (kept !== undefined) return kept;
      const text: string = stringify(data) ?? '';
      written.set(data, text);
      return text;
    };
  };
}

/** Declares the route of one call of the contract. */
export function implement<K extends CallKey>(app: FastifyInstance, key: K, handler: CallHandler<K>): void {
  const e: Endpoint = contract[key];
  const { method, path } = splitCallKey(key);
  app.implementedCalls.add(key);
  app.route({
    method,
    url: path,
    schema: {
      tags: [e.tag],
      summary: e.summary,
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: e.responses,
      ...(e.auth ? { security: [{ bearer: [] }] } : {}),
    },
    bodyLimit: e.uploads ? BODY_LIMIT_UPLOADS : BODY_LIMIT_JSON,
    // JSON answers take the API's fixed security headers (web/security.ts), not a document's.
    helmet: false,
    // The session is checked before the body is read: no anonymous upload-sized bodies.
    ...(e.auth ? { onRequest: app.requireUser } : {}),
    // Every signed write counts against its account (issue 23 §6).
    ...(e.auth && method !== 'GET' ? { preHandler: app.accountWriteLimit } : {}),
    config: { ...(e.rateLimit ? { rateLimit: RATE_LIMITS[e.rateLimit] } : {}), ...(e.uploads ? { uploads: true } : {}) },
    handler: (req, reply) =>
      handler(
        {
          params: req.params as ParsedParams<K>,
          query: req.query as ParsedQuery<K>,
          body: req.body as ParsedBody<K>,
          user: req.user as CallRequest<K>['user'],
          raw: req,
        },
        reply,
      ),
  });
}

/** Every call of the contract must have a route: checked once the app is built. */
export function assertContractImplemented(app: FastifyInstance): void {
  const missing = (Object.keys(contract) as CallKey[]).filter((k) => !app.implementedCalls.has(k));
  if (missing.length) throw new Error(`Llamadas del contrato sin ruta: ${missing.join(', ')}`);
}
