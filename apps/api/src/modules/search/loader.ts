/**
 * The read model's SQL: companies in compact form (all of them at start, in id-keyed batches;
 * then the changed ones), and their update times for the reconciliation. The change feed's
 * SQL is in feed.ts. A company a moderator hid (`hidden_at`) is not read: to the model it does not
 * exist, so it is out of every public read (issue 19). Its published reviews (count and sum of
 * stars) and verified credentials (kind, expiry) come with it (trust.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ModelRow } from './model';
import { fastReplyColumn } from '../statistics/sources';
import { type Credential, dayOf } from './trust';
import { BADGE_KINDS, type BadgeKind } from '@cimenta/shared';

/** A loaded company: the model's row plus the texts the text index reads. */
export type LoadedCompany = ModelRow & { fullName: string; description: string | null };

type Raw = {
  id: string;
  name: string;
  full_name: string;
  description: string | null;
  type_id: number;
  employees_id: number | null;
  province_id: number;
  city_id: number;
  area_min: number;
  area_max: number;
  budget_min: number;
  budget_max: number;
  created: string | number;
  updated: string | number;
  images: number;
  networks: number;
  acts: string;
  zones: string;
  buildings: string;
  constructions: string;
  projects: number;
  /** `count,sum` of the published reviews' stars. */
  reviews: string;
  /** `kind:YYYY-MM-DD` (or `kind:` without expiry) of the verified credentials, comma-separated. */
  creds: string;
  /** `judged,fast` of "Responde rápido" (statistics/sources.ts). */
  answers: string;
};

const ints = (s: string): number[] => (s ? s.split(',').map(Number) : []);

function credentials(s: string): Credential[] | undefined {
  if (!s) return undefined;
  const out: Credential[] = [];
  for (const part of s.split(',')) {
    const [kind, date] = part.split(':');
    if (!(BADGE_KINDS as readonly string[]).includes(kind)) continue;
    out.push({ kind: kind as BadgeKind, expires: date ? dayOf(date) : null });
  }
  return out.length ? out : undefined;
}
const DAY = 86_400_000;

/**
 * The default order's key: how complete and how recently kept a profile is. Description,
 * images, activities, portfolio projects and networks count; a profile touched in the last
 * six months gets a small bonus. Ties go to the newest.
 */
export function completeness(
  c: { description: string | null; images: number; activities: number; projects: number; networks: number; updatedAt: number },
  now = Date.now(),
): number {
  const d = c.description?.trim().length ?? 0;
  let s = d >= 120 ? 3 : d >= 30 ? 2 : d > 0 ? 1 : 0;
  s += Math.min(c.images, 3);
  s += Math.min(c.activities, 4) * 0.75;
  s += Math.min(c.projects, 3) * 1.5;
  s += Math.min(c.networks, 3) * 0.5;
  if (now - c.updatedAt < 180 * DAY) s += 1;
  return s;
}

function toRow(r: Raw): LoadedCompany {
  const activities = ints(r.acts);
  const updatedAt = Number(r.updated);
  return {
    id: r.id,
    name: r.name,
    fullName: r.full_name,
    description: r.description,
    typeId: r.type_id,
    employeesId: r.employees_id,
    provinceId: r.province_id,
    cityId: r.city_id,
    areaMin: r.area_min,
    areaMax: r.area_max,
    budgetMin: r.budget_min,
    budgetMax: r.budget_max,
    createdAt: Number(r.created),
    updatedAt,
    score: completeness({
      description: r.description,
      images: Number(r.images),
      activities: activities.length,
      projects: Number(r.projects),
      networks: Number(r.networks),
      updatedAt,
    }),
    zones: ints(r.zones),
    activities,
    buildings: ints(r.buildings),
    constructions: ints(r.constructions),
    reviews: reviewsOf(r.reviews),
    credentials: credentials(r.creds),
    answers: answersOf(r.answers),
  };
}

function answersOf(s: string) {
  const [judged, fast] = ints(s);
  return judged ? { judged, fast } : undefined;
}

function reviewsOf(s: string) {
  const [count, sum] = ints(s);
  return count ? { count, sum } : undefined;
}

const SELECT = sql`
  SELECT c.id, c.name, c.full_name, c.description, c.type_id, c.employees_id, c.province_id, c.city_id,
    c.area_min, c.area_max, c.budget_min, c.budget_max,
    (extract(epoch from c.created_at) * 1000)::float8 AS created,
    (extract(epoch from c.updated_at) * 1000)::float8 AS updated,
    ((c.logo_url IS NOT NULL)::int + (c.photo_url IS NOT NULL)::int + (c.picture_url IS NOT NULL)::int) AS images,
    ((c.website IS NOT NULL)::int + (c.linkedin IS NOT NULL)::int + (c.instagram IS NOT NULL)::int + (c.facebook IS NOT NULL)::int) AS networks,
    array_to_string(ARRAY(SELECT activity_id FROM company_activities WHERE company_id = c.id), ',') AS acts,
    array_to_string(ARRAY(SELECT province_id FROM company_zones WHERE company_id = c.id), ',') AS zones,
    array_to_string(ARRAY(SELECT building_id FROM company_buildings WHERE company_id = c.id), ',') AS buildings,
    array_to_string(ARRAY(SELECT construction_id FROM company_constructions WHERE company_id = c.id), ',') AS constructions,
    (SELECT count(*) FROM projects p WHERE p.company_id = c.id)::int AS projects,
    (SELECT count(*) || ',' || coalesce(sum(r.rating), 0) FROM reviews r WHERE r.company_id = c.id AND r.status = 'published') AS reviews,
    array_to_string(ARRAY(
      SELECT k.kind || ':' || coalesce(k.expires_on::text, '') FROM company_credentials k WHERE k.company_id = c.id AND k.status = 'verified'
    ), ',') AS creds,
    ${fastReplyColumn(sql`c.id`)} AS answers
  FROM companies c
  WHERE c.hidden_at IS NULL`;

export function searchLoader(db: Db) {
  return {
    /** Every company, `batch` at a time in id order (bounded memory at a million rows). */
    async *all(batch = 20_000): AsyncGenerator<LoadedCompany[]> {
      let after: string | null = null;
      for (;;) {
        const where: SQL = after === null ? sql`` : sql` AND c.id > ${after}::uuid`;
        const res: { rows: unknown[] } = await db.execute(sql`${SELECT}${where} ORDER BY c.id LIMIT ${batch}`);
        const rows: LoadedCompany[] = (res.rows as Raw[]).map(toRow);
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < batch) return;
        after = rows[rows.length - 1].id;
      }
    },
    /** These companies as they are now; the ones missing were deleted or hidden by a moderator. */
    async some(ids: string[]): Promise<LoadedCompany[]> {
      if (ids.length === 0) return [];
      const res = await db.execute(
        sql`${SELECT} AND c.id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
      return (res.rows as Raw[]).map(toRow);
    },
    /** Every visible company's update time, `batch` at a time in id order (the reconciliation). */
    async *stamps(batch = 20_000): AsyncGenerator<{ id: string; updated: number }[]> {
      let after: string | null = null;
      for (;;) {
        const where: SQL = after === null ? sql` WHERE hidden_at IS NULL` : sql` WHERE hidden_at IS NULL AND id > ${after}::uuid`;
        const res: { rows: unknown[] } = await db.execute(
          sql`SELECT id, (extract(epoch from updated_at) * 1000)::float8 AS updated FROM companies${where} ORDER BY id LIMIT ${batch}`,
        );
        const rows = (res.rows as { id: string; updated: number }[]).map((r) => ({ id: r.id, updated: Number(r.updated) }));
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < batch) return;
        after = rows[rows.length - 1].id;
      }
    },
    async activities(): Promise<{ id: number; name: string; parentId: number | null }[]> {
      const res = await db.execute(sql`SELECT id, name, parent_id AS "parentId" FROM activities ORDER BY sort, id`);
      return res.rows as { id: number; name: string; parentId: number | null }[];
    },
    async cities(): Promise<{ id: number; name: string; provinceId: number }[]> {
      const res = await db.execute(sql`SELECT id, name, province_id AS "provinceId" FROM cities`);
      return res.rows as { id: number; name: string; provinceId: number }[];
    },
  };
}
