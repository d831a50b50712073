/** Portfolio projects SQL. */
import type { Project } from '@cimenta/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

type Row = {
  id: string;
  title: string;
  description: string | null;
  province_id: number | null;
  province_name: string | null;
  year: number | null;
  building_id: number | null;
  building_name: string | null;
  construction_id: number | null;
  construction_name: string | null;
  budget: number | null;
  area: number | null;
  images: string[] | string;
  created_at: string | Date;
};

const ref = (id: number | null, name: string | null) => (id && name ? { id, name } : null);

function present(r: Row): Project {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    province: ref(r.province_id, r.province_name),
    year: r.year,
    building: ref(r.building_id, r.building_name),
    construction: ref(r.construction_id, r.construction_name),
    budget: r.budget,
    area: r.area,
    images: Array.isArray(r.images) ? r.images : [],
    createdAt: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
  };
}

export type ProjectWrite = {
  title?: string;
  description?: string | null;
  provinceId?: number | null;
  year?: number | null;
  buildingId?: number | null;
  constructionId?: number | null;
  budget?: number | null;
  area?: number | null;
  images?: string[];
};

export function projectsRepo(db: Db) {
  const select = (where: ReturnType<typeof sql>) =>
    db.execute(sql`
      SELECT pr.id, pr.title, pr.description, pr.province_id, p.name AS province_name, pr.year, pr.building_id, b.name AS building_name,
             pr.construction_id, x.name AS construction_name, pr.budget, pr.area, pr.images, pr.created_at
        FROM projects pr
        LEFT JOIN provinces p ON p.id = pr.province_id
        LEFT JOIN building_types b ON b.id = pr.building_id
        LEFT JOIN construction_types x ON x.id = pr.construction_id
       WHERE ${where}
       ORDER BY pr.year DESC NULLS LAST, pr.created_at DESC`);
  return {
    async byCompany(companyId: string): Promise<Project[]> {
      return ((await select(sql`pr.company_id = ${companyId}::uuid`)).rows as Row[]).map(present);
    },
    async get(companyId: string, id: string): Promise<Project | undefined> {
      const rows = (await select(sql`pr.company_id = ${companyId}::uuid AND pr.id = ${id}::uuid`)).rows as Row[];
      return rows[0] ? present(rows[0]) : undefined;
    },
    async exists(id: string) {
      const [row] = await db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, id));
      return !!row;
    },
    async insert(companyId: string, id: string, w: ProjectWrite & { title: string }) {
      await db.insert(t.projects).values({ id, companyId, ...w, images: w.images ?? [] });
    },
    async update(companyId: string, id: string, w: ProjectWrite) {
      if (Object.keys(w).length === 0) return;
      await db
        .update(t.projects)
        .set(w)
        .where(and(eq(t.projects.id, id), eq(t.projects.companyId, companyId)));
    },
    async remove(companyId: string, id: string) {
      await db.delete(t.projects).where(and(eq(t.projects.id, id), eq(t.projects.companyId, companyId)));
    },
  };
}
export type ProjectsRepo = ReturnType<typeof projectsRepo>;
