/** GET /robots.txt, /sitemap.xml and /sitemaps/{child}.xml (issue 9), outside /api. */
import { MSG } from '@cimenta/shared';
import type { FastifyInstance } from 'fastify';
import { seoRepo } from './repo';
import { seoService } from './service';

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

export function seoRoutes(app: FastifyInstance) {
  const seo = seoService({ repo: seoRepo(app.infra.database.db), landing: app.services.landing, publicUrl: app.infra.config.publicUrl });

  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(seo.robots()));
  app.get('/sitemap.xml', async (_req, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await seo.index()),
  );
  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (req, reply) => {
    const body = await seo.child(req.params.name);
    if (!body) return reply.code(404).send({ errors: MSG.notFound });
    return reply.type(XML).header('cache-control', CACHE).send(body);
  });
}
