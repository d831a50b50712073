/** Builds the Fastify app: plugins in a fixed order (external → app → routes). */
import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { constants as zlib } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_MESSAGES, MSG } from '@cimenta/shared';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import './context';
import type { Database } from './db/client';
import type { Config } from './infra/config';
import { createImageStore } from './infra/images';
import { createMailer, type Mailer } from './infra/mailer';
import { bearer, createTokens } from './lib/auth';
import { assertContractImplemented, serializerCompiler, validatorCompiler } from './lib/contract-routes';
import { AuthError, registerErrorHandler } from './lib/errors';
import { BODY_LIMIT_JSON, registerJsonGuard } from './lib/json-guard';
import { clientErrorHandler, frameworkErrors, REDACT_PATHS, serializeError } from './lib/log';
import { authRoutes } from './modules/auth/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { companyRoutes } from './modules/companies/routes';
import { landingRoutes } from './modules/landing/routes';
import { projectRoutes } from './modules/projects/routes';
import { seoRoutes } from './modules/seo/routes';
import { userRoutes } from './modules/users/routes';
import { createServices, type Infra } from './services';
import { registerSecurityHeaders } from './web/security';
import { registerFormPosts } from './web/form-posts';
import { registerWeb } from './web/ssr';

export type BuildOptions = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: boolean;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: Writable;
};

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false && !opts.logStream
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACT_PATHS, censor: '[redactado]' },
            serializers: { err: serializeError },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    frameworkErrors,
    clientErrorHandler,
    // The search read model loads in `onReady`: about 1 minute a million companies (Fastify's
    // default allows 10 s for any start hook).
    pluginTimeout: 10 * 60_000,
    // Per call: small for plain JSON, large only where images are uploaded (lib/json-guard.ts).
    bodyLimit: BODY_LIMIT_JSON,
    // Off by default: a client could otherwise pick its own IP (and rate-limit key) with X-Forwarded-For.
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Under test every answer is also checked against its zod schema.
  app.setSerializerCompiler(serializerCompiler({ strict: config.env === 'test' }));
  registerErrorHandler(app);
  registerJsonGuard(app);
  // CSP (with a nonce per answer), HSTS, Referrer-Policy, Permissions-Policy… (web/security.ts).
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  // Every answer, API, uploads and docs alike: browsers never guess a content type.
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });

  const infra: Infra = {
    config,
    database,
    jwt: createTokens(config.jwtSecret),
    mailer: opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom }),
    images: createImageStore(config.uploadsDir),
    log: app.log,
  };
  app.decorate('infra', infra);
  app.decorate('services', createServices(infra));
  app.decorate('implementedCalls', new Set<string>());
  app.decorateRequest('user', null);
  app.decorate('requireUser', async (req) => {
    const token = bearer(req);
    if (!token) throw new AuthError(AUTH_MESSAGES.notFound);
    req.user = await infra.jwt.verify(token);
  });
  app.addHook('onClose', async () => {
    // Mails started after an answer are sent before the mailer closes.
    await app.services.auth.settled();
    infra.mailer.close();
  });

  await app.register(rateLimit, {
    global: false,
    // Tests and benchmarks switch it off; one process keeps counts in memory
    // (several processes behind a balancer would use a Redis store).
    ...(config.rateLimit ? {} : { max: Number.MAX_SAFE_INTEGER, allowList: () => true }),
    errorResponseBuilder: () => ({ statusCode: 429, errors: MSG.tooManyRequests }),
  });

  // Brotli or gzip for every compressible answer made at request time (API JSON, HTML rendered by
  // the server, SVG uploads); the built app's files are compressed at build time and sent as they
  // are (`preCompressed` below, which this leaves alone: they already carry content-encoding).
  // Brotli quality 4: near gzip's speed, smaller output; 11 would cost ~100 ms a large answer.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  if (config.apiDocs) await registerDocs(app);

  await app.register(
    async (api) => {
      api.addHook('onSend', async (req, reply, payload) => {
        reply.header('content-language', 'es');
        // Tokens and private data are never kept by a browser or a proxy: every write (login,
        // refresh, register, account and company changes) and every answer to a signed request.
        if (req.method !== 'GET' || req.headers.authorization) reply.header('cache-control', 'no-store');
        return payload;
      });
      for (const routes of [catalogRoutes, companyRoutes, userRoutes, authRoutes, projectRoutes, landingRoutes]) routes(api);
    },
    { prefix: '/api/v1' },
  );
  assertContractImplemented(app);
  seoRoutes(app);

  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
  });

  // Forms the browser posts itself, before or without JavaScript (web/form-posts.ts).
  await registerFormPosts(app);

  // The web app: its files, and every other GET/HEAD answered with HTML, rendered on the server
  // for the public pages (web/ssr.ts).
  const webDist = config.webDist ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  await registerWeb(app, { webDist, publicUrl: config.publicUrl, dataVersion: () => app.services.search.stats().version });
  app.setNotFoundHandler((req, reply) => {
    // An image uploaded before responsive copies existed: its `-<width>w.webp` copy is the image.
    const copy = /^\/uploads\/([\w/-]+)-\d+w\.webp$/.exec(req.url.split('?')[0] ?? '');
    if (copy && !copy[1]?.includes('..') && existsSync(join(config.uploadsDir, `${copy[1]}.webp`))) {
      return reply.header('cache-control', 'public, max-age=86400').redirect(`/uploads/${copy[1]}.webp`, 302);
    }
    return reply.code(404).send({ errors: `${MSG.notFound}: ${req.method} ${req.url.split('?')[0]}` });
  });
  return app;
}

async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cimenta API', version: '1.0.0', description: 'Directorio de empresas de construcción. Errores 4xx: `{errors}`.' },
      servers: [{ url: '/api' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // Its own CSP for its pages (inline scripts), in place of the site's.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
