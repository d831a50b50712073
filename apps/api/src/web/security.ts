/**
 * Security headers on every answer (issue 9), through @fastify/helmet: a Content-Security-Policy
 * whose scripts are the site's own files plus a per-answer nonce (no 'unsafe-inline' scripts),
 * `frame-ancestors 'none'`, nosniff, a Referrer-Policy, a Permissions-Policy, and HSTS when
 * PUBLIC_URL is https. Styles allow 'unsafe-inline': Mantine writes `<style>` elements and
 * `style` attributes, and a style nonce would switch attributes off.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** The CSP nonce of this answer: any inline `<script>` must carry it. */
    scriptNonce: string;
  }
}

type WithNonce = ServerResponse & { cspNonce?: string };

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/**
 * The API's answers are JSON, never a document: one fixed set of headers, written at once
 * (issue 23 §11: helmet built a CSP with a fresh nonce for every API answer, and the API's
 * floor fell from ~8,000 to ~3,000 req/s). No script or style may run from them, nor be framed.
 */
function apiHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The calls of the contract (lib/contract-routes.ts) take `apiHeaders` and skip helmet (`helmet: false`). */
export const API_PREFIX = '/api/v1/';

export async function registerSecurityHeaders(app: FastifyInstance, opts: { publicUrl: string }): Promise<void> {
  const https = opts.publicUrl.startsWith('https://');
  const api = apiHeaders(https);
  app.decorateReply('scriptNonce', '');
  // Before helmet's own hook, which reads the nonce from the raw answer.
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.startsWith(API_PREFIX)) {
      reply.headers(api);
      return done();
    }
    const nonce = randomBytes(16).toString('base64');
    reply.scriptNonce = nonce;
    (reply.raw as WithNonce).cspNonce = nonce;
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as WithNonce).cspNonce ?? ''}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Company images are ours (/uploads); testimonials and some seeds use https images; forms preview data: URLs.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Logos and photos may be shown by other sites (a mail client, a link preview).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
