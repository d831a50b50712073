/** Company calls of SPEC.md §7. */
import { contactCompanySchema, createCompanySchema, MSG, ORDERS, updateCompanySchema } from '@cimenta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intParam, searchText } from '../../lib/query';
import { IMAGE_PATHS, companiesService } from './service';

const idParams = z.object({ id: z.uuid('Identificador no válido') });

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = companiesService(app.ctx);
  const tags = ['Empresas'];
  const auth = { preHandler: app.requireUser, schema: { security: [{ bearer: [] }] } };
  const userId = (req: { user: { id: string } | null }) => (req.user as { id: string }).id;

  app.get(
    '/companies',
    {
      schema: {
        tags,
        summary: 'Listado con búsqueda de texto, filtros, orden y paginación',
        querystring: z.object({
          search: z.string().max(500).optional(),
          filter: z.string().max(5000).optional(),
          order: z.enum(ORDERS).optional(),
          page: intParam,
          perPage: intParam,
          cityName: z.string().max(100).optional(),
        }),
      },
    },
    async (req) => {
      const { search, ...rest } = req.query;
      // `search` may come bracketed ([name:…]) or plain.
      const text = search?.startsWith('[') ? searchText(search).text : search;
      return service.list({ ...rest, search: text });
    },
  );

  app.get('/companies/:id', { schema: { tags, summary: 'Ficha de una empresa', params: idParams } }, (req) => service.get(req.params.id));

  app.post(
    '/companies',
    { ...auth, schema: { ...auth.schema, tags, summary: 'Registrar la empresa del usuario', body: createCompanySchema } },
    async (req) => service.create(userId(req), req.body),
  );

  app.put(
    '/companies/:id',
    {
      ...auth,
      schema: {
        ...auth.schema,
        tags,
        summary: 'Editar la empresa (solo los campos cambiados)',
        params: idParams,
        body: updateCompanySchema,
      },
    },
    async (req) => ({ message: MSG.changesSaved, company: await service.update(userId(req), req.params.id, req.body) }),
  );

  for (const [path, type] of Object.entries(IMAGE_PATHS)) {
    app.delete(
      `/companies/:id/${path}`,
      { ...auth, schema: { ...auth.schema, tags, summary: `Borrar la imagen ${path}`, params: idParams } },
      async (req) => ({
        message: MSG.imageDeleted,
        company: await service.deleteImage(userId(req), req.params.id, type),
      }),
    );
  }

  app.delete('/company', { ...auth, schema: { ...auth.schema, tags, summary: 'Borrar la empresa del usuario' } }, async (req) => {
    await service.deleteOwn(userId(req));
    return { message: MSG.companyDeleted };
  });

  app.post(
    '/companies/:id/contact',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Enviar un mensaje a la empresa', params: idParams, body: contactCompanySchema },
    },
    async (req) => {
      await service.contact(req.params.id, req.body);
      return { message: MSG.contactSent };
    },
  );
};
