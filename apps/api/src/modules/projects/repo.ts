/** Portfolio projects SQL. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/client';
import * as t from '../../db/schema';

export type ProjectWrite = Partial<Omit<typeof t.projects.$inferInsert, 'id' | 'companyId' | 'createdAt'>>;

const province = alias(t.provinces, 'project_province');
const columns = {
  project: t.projects,
  provinceName: province.name,
  activityName: t.activities.name,
  buildingName: t.buildingTypes.name,
  constructionName: t.constructionTypes.name,
};
export type ProjectRow = {
  project: typeof t.projects.$inferSelect;
  provinceName: string | null;
  activityName: string | null;
  buildingName: string | null;
  constructionName: string | null;
};

export function projectsRepo(db: Db) {
  const select = () =>
    db
      .select(columns)
      .from(t.projects)
      .leftJoin(province, eq(province.id, t.projects.provinceId))
      .leftJoin(t.activities, eq(t.activities.id, t.projects.activityId))
      .leftJoin(t.buildingTypes, eq(t.buildingTypes.id, t.projects.buildingId))
      .leftJoin(t.constructionTypes, eq(t.constructionTypes.id, t.projects.constructionId));
  return {
    byCompany(companyId: string): Promise<ProjectRow[]> {
      return select()
        .where(eq(t.projects.companyId, companyId))
        .orderBy(sql`${t.projects.year} DESC NULLS LAST`, desc(t.projects.createdAt));
    },
    async get(companyId: string, id: string): Promise<ProjectRow | undefined> {
      const [row] = await select().where(and(eq(t.projects.companyId, companyId), eq(t.projects.id, id)));
      return row;
    },
    async exists(id: string) {
      const [row] = await db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, id));
      return !!row;
    },
    /** 'taken' when the id exists; 'gone' when the company was deleted meanwhile (a race). */
    async insert(companyId: string, id: string, w: ProjectWrite & { title: string }): Promise<'ok' | 'taken' | 'gone'> {
      try {
        const rows = await db
          .insert(t.projects)
          .values({ ...w, id, companyId, images: w.images ?? [] })
          .onConflictDoNothing()
          .returning({ id: t.projects.id });
        return rows.length === 1 ? 'ok' : 'taken';
      } catch (e) {
        if (pgErrorCode(e) === FOREIGN_KEY_VIOLATION) return 'gone';
        throw e;
      }
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
