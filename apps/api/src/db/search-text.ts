/**
 * The text a company is found by: name (weighted by repetition), legal name, type,
 * place and activities. The description is left out: it would double the vector
 * that every broad search must read, for words the activities already carry.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

export async function refreshSearchText(db: Pick<Db, 'execute'>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await update(
    db,
    sql`c.id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

async function update(db: Pick<Db, 'execute'>, where: SQL) {
  await db.execute(sql`
    UPDATE companies c SET search_text = concat_ws(' ',
      c.name, c.name, c.full_name, ct.name, ci.name, p.name,
      (SELECT string_agg(a.name || ' ' || pa.name, ' ')
         FROM company_activities ca
         JOIN activities a ON a.id = ca.activity_id
         JOIN activities pa ON pa.id = a.parent_id
        WHERE ca.company_id = c.id))
    FROM company_types ct, cities ci, provinces p
    WHERE ct.id = c.type_id AND ci.id = c.city_id AND p.id = c.province_id
      AND ${where}`);
}
