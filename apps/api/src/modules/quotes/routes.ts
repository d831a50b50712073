/** Quote requests (issue 20): the form's token, the request, its confirmation, its photos by signed link. */
import { QUOTE_MSG } from '@cimenta/shared';
import type { FastifyInstance } from 'fastify';
import { QUOTE_EMAIL_LIMIT } from '../../infra/rate-limits';
import { implement } from '../../lib/contract-routes';
import { HttpError, notFound } from '../../lib/errors';

export function quoteRoutes(app: FastifyInstance) {
  const { quotes } = app.services;
  // Per email, on top of the route's per-address limit: one address cannot flood one inbox (or
  // pose as many clients) from many IPs. Counted in the shared store like every limit.
  const perEmail = app.createRateLimit({
    ...QUOTE_EMAIL_LIMIT,
    keyGenerator: (req) => `quote-email:${String((req.body as { email?: unknown } | undefined)?.email ?? '')}`,
  });

  implement(app, 'GET /quotes/form-token', () => ({ token: quotes.formToken() }));

  implement(app, 'POST /quotes', async ({ body, raw }) => {
    const limit = await perEmail(raw);
    if (!limit.isAllowed && limit.isExceeded) throw new HttpError(429, QUOTE_MSG.tooManyForEmail);
    return quotes.create(body);
  });

  implement(app, 'POST /quotes/confirm', ({ body }) => quotes.confirm(body.token));

  // A photo of a request, by the signed link the inbox, the follow page or a mail gives (photos.ts):
  // the link is the permission, so no session is asked; the browser may keep it, nothing shared may.
  // A wildcard, not `:token`: a parameter is cut at 100 characters (find-my-way's maxParamLength).
  app.get<{ Params: { '*': string } }>('/quote-photos/*', { schema: { hide: true } }, async (req, reply) => {
    const token = req.params['*'];
    if (token.length > 300 || token.includes('/')) throw notFound(QUOTE_MSG.invalidLink);
    const photo = await quotes.photo(token);
    reply
      .header('cache-control', 'private, max-age=86400')
      .header('content-type', 'image/webp')
      .header('x-robots-tag', 'noindex')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (photo.length !== undefined) reply.header('content-length', photo.length);
    return reply.send(photo.body);
  });
}
