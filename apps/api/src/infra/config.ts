/** Environment, parsed once at start-up; a bad value stops the process with a clear message. */
import { PAGE_RENDER_LIMIT } from './rate-limits';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v)));

/** An optional variable that may also be set to nothing (`FOO=` in a compose or .env file). */
const unsetIfEmpty = (s: z.ZodString) => s.optional().or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar por postgres:// o postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET debe tener al menos 32 caracteres')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL debe empezar por smtp:// o smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Cimenta <no-responder@cimenta.es>'),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: bool,
  DEMO_COMPANIES: z.coerce.number().int().min(0).max(1_000_000).default(1500),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT: bool,
  TRUST_PROXY: bool,
  API_DOCS: bool,
  SEARCH_SNAPSHOT: bool,
  SEARCH_CARD_STORE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''], 'SEARCH_CARD_STORE debe ser true o false')
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v))),
  CACHE_MEMORY_MB: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number('CACHE_MEMORY_MB debe ser un número de megabytes')
      .int()
      .min(16, 'CACHE_MEMORY_MB debe ser al menos 16')
      .max(65_536)
      .optional(),
  ),
  CIMENTA_TEST_FAULTS: bool,
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  REDIS_URL: unsetIfEmpty(z.string().regex(/^rediss?:\/\//, 'REDIS_URL debe empezar por redis:// o rediss://')),
  S3_URL: unsetIfEmpty(z.string().regex(/^https?:\/\//, 'S3_URL debe empezar por http:// o https://')),
  S3_BUCKET: z.string().optional(),
  /** Credential documents (issue 19): never public; `<S3_BUCKET>-private` by default. */
  S3_PRIVATE_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  UPLOADS_PUBLIC_URL: unsetIfEmpty(z.string().url('UPLOADS_PUBLIC_URL debe ser una URL')),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(25_000),
  /** Seconds between writes of the counted views (modules/statistics); 0: only on shutdown and before a statistics read. */
  STATS_FLUSH_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  REVIEW_INVITE_DAYS: z.coerce.number().min(0, 'REVIEW_INVITE_DAYS debe ser 0 o más').max(365).optional(),
  INBOUND_DOMAIN: unsetIfEmpty(z.string().regex(/^[a-z0-9.-]+$/i, 'INBOUND_DOMAIN debe ser un nombre de dominio')),
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOUND_SMTP_HOST: z.string().default('0.0.0.0'),
  QUOTE_MIN_FILL_SECONDS: z.coerce.number().min(0, 'QUOTE_MIN_FILL_SECONDS debe ser 0 o más').max(3600).default(4),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  seedDemo: boolean;
  demoCompanies: number;
  webDist?: string;
  logLevel: string;
  rateLimit: boolean;
  /** Behind a reverse proxy: take the client IP (rate limits) from X-Forwarded-For. */
  trustProxy: boolean;
  /** The OpenAPI document and its browsable reference at /api/docs. */
  apiDocs: boolean;
  /** Keep the search read model on disk (DATA_DIR/search) and start from it (issue 17); off in tests. */
  searchSnapshot: boolean;
  /** On PostgreSQL, keep presented cards on disk (DATA_DIR/search) behind their LRU (issue 17, search/card-store.ts). */
  searchCardStore: boolean;
  /**
   * Bytes for all the caches that grow with use (search answers, cards, details, rendered pages;
   * infra/cache-budget.ts), from CACHE_MEMORY_MB; unset: as much as the read model's size leaves.
   */
  cacheMemoryBytes?: number;
  /** Test servers only (e2e): lets a request ask for a render that throws (web/ssr.ts `TEST_FAULT_HEADER`). Refused in production. */
  testFaults: boolean;
  /** Server renders of pages per client address (web/page-cache.ts); null: no limit (with RATE_LIMIT off). */
  pageRenderLimit: { max: number; windowMs: number } | null;
  /** Milliseconds between writes of the counted views; 0: no timer. */
  statsFlushMs: number;
  uploadsDir: string;
  /** Private documents (credentials, issue 19): never served from `/uploads` (DATA_DIR/private). */
  privateDir: string;
  outboxDir: string;
  /** Prometheus metrics on this port (`/metrics`), apart from the public one; off when unset. */
  metricsPort?: number;
  /** Rate-limit counters in this Redis instead of PostgreSQL or memory (infra/rate-limit-store.ts). */
  redisUrl?: string;
  /** Images in an S3-compatible bucket instead of `uploadsDir` (infra/storage.ts). */
  s3?: {
    url: string;
    bucket: string;
    /** The bucket of private documents (S3_PRIVATE_BUCKET, `<bucket>-private` by default). */
    privateBucket: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  /** Public base of the uploads (a CDN or the bucket's website): `/uploads/<key>` redirects there. */
  uploadsPublicUrl?: string;
  /** The whole request (headers and body) must arrive within this; headers within 2/5 of it (issue 23 §5). */
  requestTimeoutMs: number;
  /** Days between a contact and the mail inviting its sender to review the company (issue 19): 7, or at once (0) in development. */
  reviewInviteDays: number;
  /** A quote request sent sooner than this after its form opened is refused (issue 20, anti-spam). */
  quoteMinFillMs: number;
  /**
   * Relayed replies (issue 20): the domain of the per-conversation reply-to addresses
   * (`r+<token>@<domain>`; default: PUBLIC_URL's host), and the SMTP receiver for them, on only
   * when `inboundSmtp` is set (INBOUND_SMTP_PORT).
   */
  inboundDomain: string;
  inboundSmtp?: { host: string; port: number };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Relative paths are read from where the command was typed: npm sets INIT_CWD to it, so the
  // root's `npm start` (which runs in apps/api) keeps its data in the repository's ./data.
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), overrides.dataDir ?? e.DATA_DIR);
  let jwtSecret = overrides.jwtSecret ?? e.JWT_SECRET;
  if (!jwtSecret) {
    if (e.NODE_ENV === 'production') {
      throw new ConfigError('JWT_SECRET es obligatorio en producción (al menos 32 caracteres).');
    }
    jwtSecret = devSecret(dataDir);
  }
  if (e.CIMENTA_TEST_FAULTS && e.NODE_ENV === 'production') {
    throw new ConfigError('CIMENTA_TEST_FAULTS es solo para pruebas: no se admite en producción.');
  }
  const port = overrides.port ?? e.PORT;
  if (e.S3_URL && !e.S3_BUCKET) throw new ConfigError('Configuración no válida:\n  S3_BUCKET: obligatorio con S3_URL');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    demoCompanies: e.DEMO_COMPANIES,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    rateLimit: e.RATE_LIMIT ?? e.NODE_ENV !== 'test',
    trustProxy: e.TRUST_PROXY ?? false,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    searchSnapshot: e.SEARCH_SNAPSHOT ?? e.NODE_ENV !== 'test',
    searchCardStore: e.SEARCH_CARD_STORE ?? true,
    cacheMemoryBytes: e.CACHE_MEMORY_MB === undefined ? undefined : e.CACHE_MEMORY_MB * 2 ** 20,
    testFaults: e.CIMENTA_TEST_FAULTS ?? false,
    pageRenderLimit: (e.RATE_LIMIT ?? e.NODE_ENV !== 'test') ? PAGE_RENDER_LIMIT : null,
    statsFlushMs: e.STATS_FLUSH_SECONDS * 1000,
    uploadsDir: resolve(dataDir, 'uploads'),
    privateDir: resolve(dataDir, 'private'),
    outboxDir: resolve(dataDir, 'outbox'),
    redisUrl: e.REDIS_URL,
    metricsPort: e.METRICS_PORT,
    s3:
      e.S3_URL && e.S3_BUCKET
        ? {
            url: e.S3_URL,
            bucket: e.S3_BUCKET,
            privateBucket: e.S3_PRIVATE_BUCKET || `${e.S3_BUCKET}-private`,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
          }
        : undefined,
    uploadsPublicUrl: e.UPLOADS_PUBLIC_URL?.replace(/\/$/, ''),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    reviewInviteDays: e.REVIEW_INVITE_DAYS ?? (e.NODE_ENV === 'development' ? 0 : 7),
    quoteMinFillMs: e.QUOTE_MIN_FILL_SECONDS * 1000,
    inboundDomain: e.INBOUND_DOMAIN ?? new URL(e.PUBLIC_URL ?? 'http://localhost').hostname,
    inboundSmtp: e.INBOUND_SMTP_PORT !== undefined ? { host: e.INBOUND_SMTP_HOST, port: e.INBOUND_SMTP_PORT } : undefined,
    ...overrides,
  };
}

/** In development a random secret is generated once and kept in DATA_DIR. */
function devSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
