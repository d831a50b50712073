/** The portfolio of the user's company (DESIGN.md "Projects"): ownership, references, photos. */
import { FIELD_LABELS, MSG, type projectFieldsSchema } from '@cimenta/shared';
import type { z } from 'zod';
import type { ImageStore } from '../../infra/images';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { CatalogService } from '../catalog/service';
import type { CompaniesRepo } from '../companies/repo';
import { presentProject } from './presenter';
import type { ProjectsRepo, ProjectWrite } from './repo';

/** Spanish field labels of the `{field, message}` errors (shared catalogue). */
const L = FIELD_LABELS as Record<string, string>;

type Fields = Partial<z.output<typeof projectFieldsSchema>>;

export function projectsService(deps: { repo: ProjectsRepo; companies: CompaniesRepo; catalog: CatalogService; images: ImageStore }) {
  const { repo, companies, catalog, images } = deps;

  async function companyOf(userId: string) {
    const id = await companies.idOfOwner(userId);
    if (!id) throw badRequest(MSG.noCompany);
    return id;
  }
  async function checkRefs(p: Fields) {
    const bad = (field: string) => badRequest([{ field, message: MSG.unknownReference }]);
    if (p.province && !(await catalog.provinceById(p.province))) throw bad(L.province);
    if (p.activity && !(await catalog.activityById(p.activity))) throw bad(L.activity);
    if (p.building && !(await catalog.buildings()).some((b) => b.id === p.building)) throw bad(L.building);
    if (p.construction && !(await catalog.constructions()).some((b) => b.id === p.construction)) throw bad(L.construction);
  }
  /**
   * Keeps the listed existing photos of this project, stores the new ones side by side (the image
   * store bounds how many decode at once); if one is refused, the others stored here go.
   */
  async function photos(companyId: string, list: Fields['images'], existing: string[]) {
    if (!list) return undefined;
    const saved = await Promise.allSettled(
      list.map(async (img) => {
        if (img.content) return (await images.save(img.content, 'photo', `companies/${companyId}/projects`)).url;
        return img.url && existing.includes(img.url) ? img.url : null;
      }),
    );
    const failed = saved.find((r) => r.status === 'rejected');
    if (failed) {
      for (const [i, r] of saved.entries()) if (r.status === 'fulfilled' && r.value && list[i]?.content) await images.remove(r.value);
      throw failed.reason;
    }
    return saved.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []));
  }
  const columns = (p: Fields): ProjectWrite => {
    const w: ProjectWrite = {};
    if (p.title !== undefined) w.title = p.title;
    if (p.description !== undefined) w.description = p.description;
    if (p.province !== undefined) w.provinceId = p.province;
    if (p.activity !== undefined) w.activityId = p.activity;
    if (p.year !== undefined) w.year = p.year;
    if (p.building !== undefined) w.buildingId = p.building;
    if (p.construction !== undefined) w.constructionId = p.construction;
    if (p.budget !== undefined) w.budget = p.budget;
    if (p.area !== undefined) w.area = p.area;
    return w;
  };
  async function getOwn(companyId: string, id: string) {
    const row = await repo.get(companyId, id);
    if (!row) throw notFound(MSG.projectNotFound);
    return row;
  }

  return {
    async list(userId: string) {
      return (await repo.byCompany(await companyOf(userId))).map(presentProject);
    },
    async create(userId: string, id: string, p: z.output<typeof projectFieldsSchema>) {
      const companyId = await companyOf(userId);
      if (await repo.exists(id)) throw conflict(MSG.projectIdTaken);
      await checkRefs(p);
      const stored = (await photos(companyId, p.images, [])) ?? [];
      const result = await repo.insert(companyId, id, { ...columns(p), title: p.title, images: stored });
      if (result !== 'ok') {
        // Nothing was written: the photos stored for it go too.
        for (const url of stored) await images.remove(url);
        if (result === 'taken') throw conflict(MSG.projectIdTaken);
        throw notFound(MSG.companyNotFound);
      }
      return presentProject(await getOwn(companyId, id));
    },
    async update(userId: string, id: string, p: Fields) {
      const companyId = await companyOf(userId);
      const current = await getOwn(companyId, id);
      await checkRefs(p);
      const stored = await photos(companyId, p.images, current.project.images);
      await repo.update(companyId, id, { ...columns(p), ...(stored ? { images: stored } : {}) });
      if (stored) for (const url of current.project.images.filter((u) => !stored.includes(u))) await images.remove(url);
      return presentProject(await getOwn(companyId, id));
    },
    async remove(userId: string, id: string) {
      const companyId = await companyOf(userId);
      const current = await getOwn(companyId, id);
      await repo.remove(companyId, id);
      for (const url of current.project.images) await images.remove(url);
    },
    /** The portfolio shown on a company page. */
    async ofCompany(companyId: string) {
      return (await repo.byCompany(companyId)).map(presentProject);
    },
  };
}
export type ProjectsService = ReturnType<typeof projectsService>;
