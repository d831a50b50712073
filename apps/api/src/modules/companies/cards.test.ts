/** The cards' prepared queries (repo.ts `cards`, issue 17 seventh pass) answer what the query built each time answered. */
import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import * as t from '../../db/schema';
import { type CompanyRow, companiesRepo } from './repo';

let app: TestApp;
let ids: string[];
beforeAll(async () => {
  app = await createTestApp({ demo: 40 });
  ids = (await app.database.db.select({ id: t.companies.id }).from(t.companies)).map((r) => r.id);
});
afterAll(() => app.close());

/** The cards as the repository read them before: the query built for each call, `IN (…)`. */
async function built(list: string[]): Promise<CompanyRow[]> {
  if (list.length === 0) return [];
  const db = app.database.db;
  const { searchText: _a, searchVector: _b, nameFolded: _c, ...company } = getTableColumns(t.companies);
  const rows = await db
    .select({
      company,
      typeName: t.companyTypes.name,
      provinceName: t.provinces.name,
      cityName: t.cities.name,
      employeesLabel: t.employeeRanges.label,
    })
    .from(t.companies)
    .innerJoin(t.companyTypes, eq(t.companyTypes.id, t.companies.typeId))
    .innerJoin(t.provinces, eq(t.provinces.id, t.companies.provinceId))
    .innerJoin(t.cities, eq(t.cities.id, t.companies.cityId))
    .leftJoin(t.employeeRanges, eq(t.employeeRanges.id, t.companies.employeesId))
    .where(inArray(t.companies.id, list));
  const links = await db
    .select({ companyId: t.companyActivities.companyId, activityId: t.companyActivities.activityId })
    .from(t.companyActivities)
    .where(inArray(t.companyActivities.companyId, list));
  const byId = new Map(rows.map((r) => [r.company.id, { ...r, activityIds: [] as number[] }]));
  for (const l of links) byId.get(l.companyId)?.activityIds.push(l.activityId);
  return list.map((id) => byId.get(id)).filter((x): x is CompanyRow => !!x);
}

/** Activity ids in a stable order (neither query orders them). */
const sorted = (rows: CompanyRow[]) => rows.map((r) => ({ ...r, activityIds: [...r.activityIds].sort((a, b) => a - b) }));

describe('companiesRepo.cards', () => {
  it('answers, call after call, the cards of the ids asked in their order: unknown ones left out, repeated ones repeated', async () => {
    const repo = companiesRepo(app.database.db);
    expect(ids.length).toBe(40);
    const pick = fc.oneof(
      fc.integer({ min: 0, max: ids.length - 1 }).map((i) => ids[i]),
      fc.constant(null).map(() => randomUUID()),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(pick, { maxLength: 30 }), async (list) => {
        const got = await repo.cards(list);
        expect(sorted(got)).toEqual(sorted(await built(list)));
        expect(got.map((r) => r.company.id)).toEqual(list.filter((id) => ids.includes(id)));
      }),
      { numRuns: 30 },
    );
  });
});
