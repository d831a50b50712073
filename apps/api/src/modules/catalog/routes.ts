/** GET catalogues of SPEC.md §7: company types, activities, provinces, cities, employees, buildings, construction types. */
import { LIST_PAGE_SIZE, LOOKUP_PAGE_SIZE } from '@cimenta/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { implement } from '../../lib/contract-routes';
import { pageOf, pageWindow, toPage } from '../../lib/pagination';
import { searchText } from '../../lib/query';

const num = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);
/** Public catalogue answers may be kept a while; a signed request's answer stays `no-store` (app.ts). */
const cached = (reply: FastifyReply, seconds: number) => {
  if (!reply.request.headers.authorization) reply.header('cache-control', `public, max-age=${seconds}`);
};

export function catalogRoutes(app: FastifyInstance) {
  const { catalog } = app.services;
  implement(app, 'GET /suggest', async ({ query }) => ({ items: await app.services.search.suggest(query.q ?? '') }));

  const lookup = (q: { page?: number; perPage?: number }) => pageWindow(q.page, q.perPage, LOOKUP_PAGE_SIZE, LOOKUP_PAGE_SIZE);
  implement(app, 'GET /companytypes', async ({ query }, reply) => {
    const { page, perPage } = lookup(query);
    cached(reply, 60);
    return pageOf(await catalog.companyTypes(searchText(query.search).text), page, perPage);
  });
  implement(app, 'GET /employees', async ({ query }, reply) => {
    const { page, perPage } = lookup(query);
    cached(reply, 60);
    return pageOf(await catalog.employees(searchText(query.search).text), page, perPage);
  });
  implement(app, 'GET /buildings', async ({ query }, reply) => {
    const { page, perPage } = lookup(query);
    cached(reply, 60);
    return pageOf(await catalog.buildings(searchText(query.search).text), page, perPage);
  });
  implement(app, 'GET /constructiontypes', async ({ query }, reply) => {
    const { page, perPage } = lookup(query);
    cached(reply, 60);
    return pageOf(await catalog.constructions(searchText(query.search).text), page, perPage);
  });

  implement(app, 'GET /activities', async ({ query: q }, reply) => {
    const { text, params } = searchText(q.search);
    const parent = q.parent ?? num(params.parent);
    const companyType = q.companyType ?? q.type ?? num(params.companyType ?? params.type);
    const main = q.main ?? (params.main ? params.main === 'true' : parent === undefined);
    const { page, perPage } = pageWindow(q.page, q.perPage, LIST_PAGE_SIZE, LOOKUP_PAGE_SIZE);
    cached(reply, 30);
    return pageOf(await catalog.activities({ q: text, main, companyType, parent }), page, perPage);
  });

  implement(app, 'GET /provinces', async ({ query }, reply) => {
    const { text, params } = searchText(query.search);
    const { page, perPage } = pageWindow(query.page, query.perPage, LIST_PAGE_SIZE, LOOKUP_PAGE_SIZE);
    cached(reply, 60);
    return pageOf(await catalog.provinces(text, query.community ?? num(params.community)), page, perPage);
  });

  implement(app, 'GET /cities', async ({ query }, reply) => {
    const { text, params } = searchText(query.search);
    const { page, perPage, offset } = lookup(query);
    const provinceId = query.province ?? num(params.province);
    const r = await catalog.cities({ q: text, provinceId, limit: perPage, offset });
    cached(reply, 60);
    return toPage(r.items, r.total, page, perPage);
  });
}
