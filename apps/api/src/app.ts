/** Builds the Fastify app: plugins in a fixed order (external → app → routes). */
import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import { constants as zlib } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_MESSAGES, MSG, todayInSpain } from '@cimenta/shared';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController, type preHandlerAsyncHookHandler } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import './context';
import type { Database } from './db/client';
import type { Config } from './infra/config';
import { createImageStore } from './infra/images';
import { type ObjectStorage, openPrivateStorage, openStorage, safeKey } from './infra/storage';
import { createJobs } from './infra/jobs';
import { registerMetrics } from './infra/metrics';
import { startInboundMail } from './infra/inbound-mail';
import { createMailTransport, type MailTransport, queuedMailer } from './infra/mailer';
import { rateLimitStore } from './infra/rate-limit-store';
import { ACCOUNT_WRITE_LIMIT } from './infra/rate-limits';
import { bearer, createTokens } from './lib/auth';
import { assertContractImplemented, serializerCompiler, validatorCompiler } from './lib/contract-routes';
import { AuthError, registerErrorHandler } from './lib/errors';
import { BODY_LIMIT_JSON, registerJsonGuard } from './lib/json-guard';
import { clientErrorHandler, frameworkErrors, REDACT_PATHS, serializeError } from './lib/log';
import { authRoutes } from './modules/auth/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { companyRoutes } from './modules/companies/routes';
import { landingRoutes } from './modules/landing/routes';
import { priceRoutes } from './modules/prices/routes';
import { projectRoutes } from './modules/projects/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { credentialRoutes } from './modules/credentials/routes';
import { seenIn } from './modules/statistics/seen-pages';
import { countPage, statisticsRoutes } from './modules/statistics/routes';
import { conversationRoutes } from './modules/conversations/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { quoteRoutes } from './modules/quotes/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { opsRoutes } from './modules/ops/routes';
import { seoRoutes } from './modules/seo/routes';
import { userRoutes } from './modules/users/routes';
import { registerReadYourWrites } from './modules/search/http';
import type { SearchTimings } from './modules/search/service';
import { createServices, type Infra } from './services';
import { registerSecurityHeaders } from './web/security';
import { registerFormPosts } from './web/form-posts';
import { registerWeb } from './web/ssr';

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Where the mail queue's worker delivers (tests: their SMTP server); from SMTP_URL by default. */
  mailTransport?: MailTransport;
  /** Where uploads are stored; from the config (S3_URL or DATA_DIR/uploads) by default. */
  storage?: ObjectStorage;
  /** Where private documents (credentials) are stored; S3_PRIVATE_BUCKET or DATA_DIR/private by default. */
  privateStorage?: ObjectStorage;
  /** Run queued jobs in the background (default); API tests turn it off and `infra.jobs.drain()`. */
  jobWorker?: boolean;
  logger?: boolean;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: Writable;
  /** The search feed's timings (tests). */
  search?: SearchTimings;
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
    // One line per answer (below), not Fastify's two (issue 23 §11: logging was a tenth of the floor).
    logController: new LogController({ disableRequestLogging: true }),
    // The search read model loads in `onReady`: about 1 minute a million companies (Fastify's
    // default allows 10 s for any start hook).
    pluginTimeout: 10 * 60_000,
    // Per call: small for plain JSON, large only where images are uploaded (lib/json-guard.ts).
    bodyLimit: BODY_LIMIT_JSON,
    // Slow bodies (issue 23 §5): a request sent one byte every few seconds held its connection for
    // minutes (Fastify's default switches Node's request timeout off). Node answers 408 in Spanish
    // (lib/log.ts) once the request or its headers take too long; it checks every second, so a
    // connection is closed within the timeout plus a second (25 s + 1 s by default).
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.ceil(config.requestTimeoutMs * 0.4),
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    // Off by default: a client could otherwise pick its own IP (and rate-limit key) with X-Forwarded-For.
    trustProxy: config.trustProxy,
    // The request id of the log line: the one the proxy sent (X-Request-Id, echoed) or a new one.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Under test every answer is also checked against its zod schema.
  app.setSerializerCompiler(serializerCompiler({ strict: config.env === 'test' }));
  registerErrorHandler(app);
  registerJsonGuard(app);
  app.addHook('onResponse', (req, reply, done) => {
    // The path without its query (which may hold emails); the request id is the line's reqId.
    req.log.info(
      { method: req.method, path: req.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'respuesta',
    );
    done();
  });
  // CSP (with a nonce per answer), HSTS, Referrer-Policy, Permissions-Policy… (web/security.ts).
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  // Every answer, API, uploads and docs alike: browsers never guess a content type.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-request-id', req.id);
    done();
  });

  // A shutdown waits for every open connection (server.ts): an answer finished once it has begun
  // says `Connection: close`, or its keep-alive connection (a balancer's, a client's) stayed open
  // and held the process until the 10 s cut (seen with writes in flight at SIGTERM).
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  const storage = opts.storage ?? openStorage(config);
  const privateStorage = opts.privateStorage ?? openPrivateStorage(config);
  const jobs = createJobs({ database, log: app.log, work: opts.jobWorker ?? true });
  const mailTransport =
    opts.mailTransport ?? createMailTransport({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom });
  jobs.handle('mail', (mail) => mailTransport.send(mail));
  // An upload's responsive copies are made after its save answered (issue 22, "Slow moments").
  const images = createImageStore(storage, { queueVariants: (job) => jobs.send('image-variants', job) });
  jobs.handle('image-variants', async (job) => {
    await images.writeVariantsOf(job);
  });
  const infra: Infra = {
    config,
    database,
    jwt: createTokens(config.jwtSecret),
    jobs,
    mailer: queuedMailer(jobs),
    storage,
    privateStorage,
    images,
    log: app.log,
  };
  app.decorate('infra', infra);
  app.decorate('metrics', registerMetrics(app, { port: config.metricsPort, host: config.host, database, jobs }));
  app.decorate('services', createServices(infra, opts.search));
  jobs.handle('review-invite', (source) => app.services.reviews.invite(source));
  if (config.inboundSmtp) {
    // Replies by mail to a conversation's relayed address (issue 20).
    const { conversations } = app.services;
    const inbound = await startInboundMail({
      ...config.inboundSmtp,
      handlers: { known: (a) => conversations.knownAddress(a), deliver: (a, from, text) => conversations.inbound(a, from, text) },
      log: app.log,
    });
    app.decorate('inboundMail', inbound);
    app.addHook('onClose', () => inbound.close());
  }
  jobs.handle('credential-expiry', async () => {
    await app.services.credentials.mailExpiring();
  });
  // The week before the run's due day (`day`), even when the run comes late.
  jobs.handle('weekly-summary', async ({ day }) => {
    await app.services.weeklySummary.send(Date.parse(`${day}T12:00:00Z`));
  });
  jobs.handle('quote-purge', async () => {
    await app.services.quotes.purgePending();
  });
  // A read after a save shows it, through any process (modules/search/http.ts).
  registerReadYourWrites(app, app.services.search, { secure: config.publicUrl.startsWith('https:') });
  app.decorate('implementedCalls', new Set<string>());
  app.decorate('lifecycle', { draining: false });
  app.decorateRequest('user', null);
  app.decorate('requireUser', async (req) => {
    const token = bearer(req);
    if (!token) throw new AuthError(AUTH_MESSAGES.notFound);
    req.user = await infra.jwt.verify(token);
  });
  // The queue before the routes' own `onReady` hooks: a mail may be queued as soon as the app answers.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    // Work started after an answer (a reset's lookup) queues its mail first; then running jobs end.
    await app.services.auth.settled();
    await jobs.stop();
    mailTransport.close();
    storage.close();
    privateStorage.close();
  });

  // Counts in memory (one process), in PostgreSQL (a fleet), or in Redis (REDIS_URL): infra/rate-limit-store.ts.
  const limits = rateLimitStore({ redisUrl: config.redisUrl, database, log: app.log });
  app.addHook('onClose', () => limits.close());
  await limits.ready;
  await app.register(rateLimit, {
    global: false,
    ...limits.options,
    // Tests and benchmarks switch it off.
    ...(config.rateLimit ? {} : { max: Number.MAX_SAFE_INTEGER, allowList: () => true }),
    errorResponseBuilder: () => ({ statusCode: 429, errors: MSG.tooManyRequests }),
  });
  // One handler, so one counter per account whatever write call it makes (lib/contract-routes.ts).
  app.decorate(
    'accountWriteLimit',
    app.rateLimit({ ...ACCOUNT_WRITE_LIMIT, keyGenerator: (req) => `account:${req.user?.id ?? req.ip}` }) as preHandlerAsyncHookHandler,
  );

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
      api.addHook('onRequest', (req, reply, done) => {
        reply.header('content-language', 'es');
        // Tokens and private data are never kept by a browser or a proxy: every write (login,
        // refresh, register, account and company changes) and every answer to a signed request
        // (a route's own caching skips signed requests: catalog/routes.ts).
        if (req.method !== 'GET' || req.headers.authorization) reply.header('cache-control', 'no-store');
        done();
      });
      for (const routes of [
        catalogRoutes,
        companyRoutes,
        userRoutes,
        authRoutes,
        projectRoutes,
        landingRoutes,
        priceRoutes,
        reviewRoutes,
        quoteRoutes,
        inboxRoutes,
        conversationRoutes,
        moderationRoutes,
        credentialRoutes,
        statisticsRoutes,
      ])
        routes(api);
    },
    { prefix: '/api/v1' },
  );
  assertContractImplemented(app);
  seoRoutes(app);
  opsRoutes(app, { draining: () => app.lifecycle.draining });

  await registerUploads(app, storage, config);

  // Forms the browser posts itself, before or without JavaScript (web/form-posts.ts).
  await registerFormPosts(app);

  // The web app: its files, and every other GET/HEAD answered with HTML, rendered on the server
  // for the public pages (web/ssr.ts).
  const webDist = config.webDist ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  await registerWeb(app, {
    webDist,
    publicUrl: config.publicUrl,
    // A new day counts as a change too: a credential that expired overnight leaves its company's
    // kept page (issue 19; the page is checked again, and rendered again only if it changed).
    dataVersion: () => app.services.search.stats().version * 100_000_000 + Number(todayInSpain().replaceAll('-', '')),
    renderLimit: config.pageRenderLimit,
    pageCacheBytes: () => app.services.search.cacheBudget().of.webPages,
    testFaults: config.testFaults,
    audience: { of: seenIn, seen: (req, seen) => countPage(app.services.visits, req, seen) },
  });
  app.setNotFoundHandler(async (req, reply) => {
    // A copy not made yet (its job runs after the save answered) or an image uploaded before
    // responsive copies existed: the copy is the image, for a minute (the copy may exist by then).
    const copy = /^\/uploads\/([\w/-]+)-\d+w\.webp$/.exec(req.url.split('?')[0] ?? '');
    const key = copy?.[1] ? safeKey(`${copy[1]}.webp`) : null;
    if (key && (await storage.exists(key))) {
      return reply.header('cache-control', 'public, max-age=60').redirect(`/uploads/${key}`, 302);
    }
    return reply.code(404).send({ errors: `${MSG.notFound}: ${req.method} ${req.url.split('?')[0]}` });
  });
  return app;
}

/**
 * `/uploads/*`: from the local folder by @fastify/static (the default); from the bucket through
 * this process, or, with UPLOADS_PUBLIC_URL, by a redirect to the CDN or the bucket's public URL.
 * Names are random and never rewritten: a year, immutable.
 */
async function registerUploads(app: FastifyInstance, storage: ObjectStorage, config: Config) {
  if (storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
    });
    return;
  }
  app.get('/uploads/*', async (req, reply) => {
    const key = safeKey((req.params as { '*': string })['*']);
    if (!key) return reply.callNotFound();
    if (config.uploadsPublicUrl) {
      return reply.header('cache-control', 'public, max-age=31536000, immutable').redirect(`${config.uploadsPublicUrl}/${key}`, 301);
    }
    const object = await storage.get(key);
    if (!object) return reply.callNotFound();
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.type(object.contentType ?? 'application/octet-stream');
    if (object.length !== undefined) reply.header('content-length', object.length);
    return reply.send(object.body);
  });
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
