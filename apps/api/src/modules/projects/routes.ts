/** The portfolio of the user's company (DESIGN.md "Projects"). */
import { createProjectSchema, MSG, updateProjectSchema } from '@cimenta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { z as zod } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { companiesRepo } from '../companies/repo';
import { type ProjectWrite, projectsRepo } from './repo';

type Input = z.output<typeof updateProjectSchema>;

function projectsService(ctx: AppContext) {
  const repo = projectsRepo(ctx.database.db);
  const companies = companiesRepo(ctx.database.db);

  async function companyOf(userId: string) {
    const id = await companies.idOfOwner(userId);
    if (!id) throw badRequest(MSG.noCompany);
    return id;
  }
  async function checkRefs(p: Input) {
    const bad = (field: string) => badRequest([{ field, message: MSG.unknownReference }]);
    if (p.province && !(await ctx.catalog.provinceById(p.province))) throw bad('Provincia');
    if (p.building && !(await ctx.catalog.buildings()).some((b) => b.id === p.building)) throw bad('Tipo de edificio');
    if (p.construction && !(await ctx.catalog.constructions()).some((b) => b.id === p.construction)) throw bad('Tipo de construcción');
  }
  /** Keeps the listed existing photos of this project, stores the new ones. */
  async function photos(companyId: string, list: Input['images'], existing: string[]) {
    if (!list) return undefined;
    const out: string[] = [];
    for (const img of list) {
      if (img.content) out.push((await ctx.images.save(img.content, 'photo', `companies/${companyId}/projects`)).url);
      else if (img.url && existing.includes(img.url)) out.push(img.url);
    }
    return out;
  }
  const columns = (p: Input): ProjectWrite => {
    const w: ProjectWrite = {};
    if (p.title !== undefined) w.title = p.title;
    if (p.description !== undefined) w.description = p.description;
    if (p.province !== undefined) w.provinceId = p.province;
    if (p.year !== undefined) w.year = p.year;
    if (p.building !== undefined) w.buildingId = p.building;
    if (p.construction !== undefined) w.constructionId = p.construction;
    if (p.budget !== undefined) w.budget = p.budget;
    if (p.area !== undefined) w.area = p.area;
    return w;
  };

  return {
    async list(userId: string) {
      return repo.byCompany(await companyOf(userId));
    },
    async create(userId: string, p: z.output<typeof createProjectSchema>) {
      const companyId = await companyOf(userId);
      if (await repo.exists(p.id)) throw conflict('Ya existe un proyecto con este identificador');
      await checkRefs(p);
      const images = (await photos(companyId, p.images, [])) ?? [];
      await repo.insert(companyId, p.id, { ...columns(p), title: p.title, images });
      return repo.get(companyId, p.id);
    },
    async update(userId: string, id: string, p: Input) {
      const companyId = await companyOf(userId);
      const current = await repo.get(companyId, id);
      if (!current) throw notFound(MSG.projectNotFound);
      await checkRefs(p);
      const images = await photos(companyId, p.images, current.images);
      await repo.update(companyId, id, { ...columns(p), ...(images ? { images } : {}) });
      if (images) for (const url of current.images.filter((u) => !images.includes(u))) await ctx.images.remove(url);
      return repo.get(companyId, id);
    },
    async remove(userId: string, id: string) {
      const companyId = await companyOf(userId);
      const current = await repo.get(companyId, id);
      if (!current) throw notFound(MSG.projectNotFound);
      await repo.remove(companyId, id);
      for (const url of current.images) await ctx.images.remove(url);
    },
  };
}

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = projectsService(app.ctx);
  const tags = ['Proyectos'];
  const security = [{ bearer: [] }];
  const params = zod.object({ id: zod.uuid('Identificador no válido') });
  const me = (req: { user: { id: string } | null }) => (req.user as { id: string }).id;
  app.addHook('preHandler', app.requireUser);

  app.get('/projects', { schema: { tags, security, summary: 'Proyectos de mi empresa' } }, async (req) => {
    const all = await service.list(me(req));
    return pageOf(all, 1, Math.max(all.length, 1));
  });
  app.post('/projects', { schema: { tags, security, summary: 'Añadir un proyecto', body: createProjectSchema } }, (req) =>
    service.create(me(req), req.body),
  );
  app.patch('/projects/:id', { schema: { tags, security, summary: 'Editar un proyecto', params, body: updateProjectSchema } }, (req) =>
    service.update(me(req), req.params.id, req.body),
  );
  app.delete('/projects/:id', { schema: { tags, security, summary: 'Borrar un proyecto', params } }, async (req) => {
    await service.remove(me(req), req.params.id);
    return { message: MSG.projectDeleted };
  });
};
