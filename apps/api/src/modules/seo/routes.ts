/** GET /robots.txt, /sitemap.xml and /sitemaps/{child}.xml (issue 9), outside /api. */
import { MSG } from '@cimenta/shared';
import type { FastifyInstance } from 'fastify';
import { seoRepo } from './repo';
import { seoService } from './service';

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';
/** Files for crawlers, not API operations: out of the OpenAPI document (issue 21). */
const HTML_ROUTE = { schema: { hide: true } };

export function seoRoutes(app: FastifyInstance) {
  const seo = seoService({
    repo: seoRepo(app.infra.database.db),
    landing: app.services.landing,
    prices: app.services.prices,
    publicUrl: app.infra.config.publicUrl,
  });

  app.get('/robots.txt', HTML_ROUTE, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(seo.robots()),
  );
  app.get('/sitemap.xml', HTML_ROUTE, async (_req, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await seo.index()),
  );
  app.get<{ Params: { name: string } }>('/sitemaps/:name', HTML_ROUTE, async (req, reply) => {
    const body = await seo.child(req.params.name);
    if (!body) return reply.code(404).send({ errors: MSG.notFound });
    return reply.type(XML).header('cache-control', CACHE).send(body);
  });
}
