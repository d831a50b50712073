/** Quote requests (issue 20): the form's token, the request, its confirmation. */
import { QUOTE_MSG } from '@cimenta/shared';
import type { FastifyInstance } from 'fastify';
import { QUOTE_EMAIL_LIMIT } from '../../infra/rate-limits';
import { implement } from '../../lib/contract-routes';
import { HttpError } from '../../lib/errors';

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
}
