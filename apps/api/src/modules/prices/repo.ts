/** The price guide's SQL: the priced projects of visible companies. */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export type PricedRow = {
  activityId: number;
  provinceId: number | null;
  budget: number;
  area: number | null;
  year: number | null;
  companyId: string;
  companyName: string;
};

export function pricesRepo(db: Db) {
  return {
    /**
     * Every project with an activity and a budget whose company is not hidden (issue 19's
     * `hidden_at`). One scan of `projects` joined by primary key; the service groups it.
     */
    async priced(): Promise<PricedRow[]> {
      const rows = await db
        .select({
          activityId: t.projects.activityId,
          provinceId: t.projects.provinceId,
          budget: t.projects.budget,
          area: t.projects.area,
          year: t.projects.year,
          companyId: t.projects.companyId,
          companyName: t.companies.name,
        })
        .from(t.projects)
        .innerJoin(t.companies, eq(t.companies.id, t.projects.companyId))
        .where(and(isNull(t.companies.hiddenAt), isNotNull(t.projects.activityId), isNotNull(t.projects.budget)));
      return rows as PricedRow[];
    },
  };
}
export type PricesRepo = ReturnType<typeof pricesRepo>;
