/** GET catalogues of SPEC.md §7: company types, activities, provinces, cities, employees, buildings, construction types. */
import { LIST_PAGE_SIZE, LOOKUP_PAGE_SIZE } from '@cimenta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf, pageWindow, toPage } from '../../lib/pagination';
import { boolParam, intParam, listQuery, searchText } from '../../lib/query';

const num = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.ctx;
  const tags = ['Catálogos'];
  const cache = { 'cache-control': 'public, max-age=60' };

  const simple = (path: string, summary: string, list: (q?: string) => Promise<unknown[]>) =>
    app.get(path, { schema: { tags, summary, querystring: listQuery } }, async (req, reply) => {
      const { page, perPage } = pageWindow(req.query.page, req.query.perPage, LOOKUP_PAGE_SIZE, LOOKUP_PAGE_SIZE);
      reply.headers(cache);
      return pageOf(await list(searchText(req.query.search).text), page, perPage);
    });

  simple('/companytypes', 'Tipos de empresa', (q) => catalog.companyTypes(q));
  simple('/employees', 'Rangos de empleados (id y label)', (q) => catalog.employees(q));
  simple('/buildings', 'Tipos de edificio', (q) => catalog.buildings(q));
  simple('/constructiontypes', 'Tipos de construcción', (q) => catalog.constructions(q));

  app.get(
    '/activities',
    {
      schema: {
        tags,
        summary: 'Actividades principales (por defecto) o subactividades de una actividad',
        querystring: listQuery.extend({
          main: boolParam,
          companyType: intParam,
          type: intParam,
          parent: intParam,
        }),
      },
    },
    async (req, reply) => {
      const q = req.query;
      const { text, params } = searchText(q.search);
      const parent = q.parent ?? num(params.parent);
      const companyType = q.companyType ?? q.type ?? num(params.companyType ?? params.type);
      const main = q.main ?? (params.main ? params.main === 'true' : parent === undefined);
      const { page, perPage } = pageWindow(q.page, q.perPage, LIST_PAGE_SIZE, LOOKUP_PAGE_SIZE);
      reply.header('cache-control', 'public, max-age=30');
      return pageOf(await catalog.activities({ q: text, main, companyType, parent }), page, perPage);
    },
  );

  app.get(
    '/provinces',
    {
      schema: {
        tags,
        summary: 'Provincias con su comunidad autónoma',
        querystring: listQuery.extend({ community: intParam, main: boolParam }),
      },
    },
    async (req, reply) => {
      const { text, params } = searchText(req.query.search);
      const { page, perPage } = pageWindow(req.query.page, req.query.perPage, LIST_PAGE_SIZE, LOOKUP_PAGE_SIZE);
      reply.headers(cache);
      return pageOf(await catalog.provinces(text, req.query.community ?? num(params.community)), page, perPage);
    },
  );

  app.get(
    '/cities',
    {
      schema: {
        tags,
        summary: 'Municipios: búsqueda por nombre y por provincia',
        querystring: listQuery.extend({ province: intParam }),
      },
    },
    async (req, reply) => {
      const { text, params } = searchText(req.query.search);
      const { page, perPage, offset } = pageWindow(req.query.page, req.query.perPage, LOOKUP_PAGE_SIZE, LOOKUP_PAGE_SIZE);
      const provinceId = req.query.province ?? num(params.province);
      const r = await catalog.cities({ q: text, provinceId, limit: perPage, offset });
      reply.headers(cache);
      return toPage(r.items, r.total, page, perPage);
    },
  );
};
