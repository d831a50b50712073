/** Project rows → the `Project` shape of @cimenta/shared. */
import type { Project } from '@cimenta/shared';
import type { ProjectRow } from './repo';

const ref = (id: number | null, name: string | null) => (id && name ? { id, name } : null);

export function presentProject(r: ProjectRow): Project {
  const p = r.project;
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    province: ref(p.provinceId, r.provinceName),
    activity: ref(p.activityId, r.activityName),
    year: p.year,
    building: ref(p.buildingId, r.buildingName),
    construction: ref(p.constructionId, r.constructionName),
    budget: p.budget,
    area: p.area,
    images: p.images,
    createdAt: p.createdAt.toISOString(),
  };
}
