/**
 * The pair the read model is made of (live.ts): the model (model.ts) and the text engine over
 * its row numbers, with the reference data both read, built from the catalogue. Its `key` is
 * what a snapshot of it must have been written with (snapshot.ts): the code, this database, the
 * catalogue.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fold, type Suggestion } from '@cimenta/shared';
import type { Db } from '../../db/client';
import type { CatalogService } from '../catalog/service';
import type { LoadedCompany, searchLoader } from './loader';
import { ReadModel } from './model';
import { codeHash } from './snapshot';
import type { TextDoc, TextResult } from './text';

/** The text engine the model hands its rows to (modules/search/text, `TextIndex`). */
export type TextEngine = {
  set(row: number, doc: TextDoc): void;
  delete(row: number): void;
  search(q: string, opts?: { literal?: boolean }): TextResult;
  /** Whether an answer of `search`, or its `stamp`, still holds after the changes since (text/footprint.ts). */
  valid(answer: object): boolean;
  suggest(q: string, limit?: number): Suggestion[];
  /** Lets the scored rows of a text condition (`TextResult.text`) go: the caller keeps their order. */
  release?(text: string): void;
  /** After a full load: arrays cut to what they hold (answers unchanged). */
  compact?(): void;
  /** Whether storage freed by writes is worth a pass that packs it again (`repack`, by parts). */
  repackWanted?(): boolean;
  /** One part of that pass, from part `from` (0 first); the next part, or -1 when it is over. */
  repack?(from: number): number;
};

export type Catalogue = {
  activities: { id: number; name: string; parentId: number | null }[];
  provinces: { id: number; name: string }[];
  cities: { id: number; name: string; provinceId: number }[];
};

/** Reference data to read criteria and build text documents. */
export type Ref = {
  typeName: Map<number, string>;
  activity: Map<number, { name: string; parentId: number | null }>;
  city: Map<number, { name: string; provinceId: number }>;
  province: Map<number, string>;
  cityIdsByName: Map<string, number[]>;
};

/**
 * A model and the text engine over its row numbers: only ever swapped together. `docs` holds a
 * hash of each row's text document and default-order key: a change that leaves both alone (a
 * review, a credential) does not touch the text engine nor the text answers kept (issue 19).
 */
export type Live = {
  model: ReadModel;
  text: TextEngine | null;
  ref: Ref;
  docs: DocHashes;
  /** What a snapshot of this pair must have been written with (code, catalogue, database; snapshot.ts). */
  key: string;
};

/** A 32-bit FNV-1a hash per row. */
export class DocHashes {
  private h = new Int32Array(1 << 14);
  get(row: number) {
    return row < this.h.length ? this.h[row] : 0;
  }
  set(row: number, v: number) {
    if (row >= this.h.length) {
      const n = new Int32Array(Math.max(row + 1, this.h.length * 2));
      n.set(this.h);
      this.h = n;
    }
    this.h[row] = v;
  }
}
export function hashDoc(doc: TextDoc, score: number): number {
  const s = `${JSON.stringify(doc)}|${score}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  // 0 means "none": never a row's hash.
  return h || 1;
}

/** The text document of a loaded company. */
export function textDoc(ref: Ref, c: LoadedCompany): TextDoc {
  const city = ref.city.get(c.cityId);
  return {
    id: c.id,
    name: c.name,
    fullName: c.fullName,
    description: c.description,
    type: ref.typeName.get(c.typeId) ?? '',
    activities: c.activities.map((id) => {
      const a = ref.activity.get(id);
      return { id, name: a?.name ?? '', parent: a?.parentId ? (ref.activity.get(a.parentId)?.name ?? '') : '' };
    }),
    city: city?.name ?? '',
    province: ref.province.get(c.provinceId) ?? '',
  };
}

export type PairCatalogue = { ref: Ref; forText: Catalogue; key: string };

/** The catalogue a pair is built with; `keyed`: with the key its snapshots carry. */
export async function pairCatalogue(
  db: Db,
  catalog: CatalogService,
  loader: ReturnType<typeof searchLoader>,
  keyed: boolean,
): Promise<PairCatalogue> {
  const [types, activities, provinces, cities] = await Promise.all([
    catalog.companyTypes(),
    loader.activities(),
    catalog.provinces(),
    loader.cities(),
  ]);
  const cityIdsByName = new Map<string, number[]>();
  for (const c of cities) {
    const k = fold(c.name);
    const list = cityIdsByName.get(k) ?? [];
    list.push(c.id);
    cityIdsByName.set(k, list);
  }
  const ref: Ref = {
    typeName: new Map(types.map((t) => [t.id, t.name])),
    activity: new Map(activities.map((a) => [a.id, { name: a.name, parentId: a.parentId }])),
    city: new Map(cities.map((c) => [c.id, { name: c.name, provinceId: c.provinceId }])),
    province: new Map(provinces.map((p) => [p.id, p.name])),
    cityIdsByName,
  };
  const forText = { activities, provinces: provinces.map((p) => ({ id: p.id, name: p.name })), cities };
  const key = keyed
    ? createHash('sha256')
        .update(JSON.stringify([await codeHash(), await databaseIdentity(db), types, activities, forText.provinces, cities]))
        .digest('hex')
    : '';
  return { ref, forText, key };
}

/** An empty pair over the catalogue. */
export function emptyPair(c: PairCatalogue, text?: (catalog: Catalogue) => TextEngine): Live {
  const model = new ReadModel((id) => c.ref.activity.get(id)?.parentId ?? undefined, 1 << 14);
  return { model, text: text?.(c.forText) ?? null, ref: c.ref, docs: new DocHashes(), key: c.key };
}

/** The database this process reads (a snapshot of another one is never used): cluster and database. */
async function databaseIdentity(db: Db): Promise<string> {
  const r = await db.execute(
    sql`SELECT current_database() AS name, (SELECT oid::text FROM pg_database WHERE datname = current_database()) AS oid`,
  );
  const sys = await db
    .execute(sql`SELECT system_identifier::text AS id FROM pg_control_system()`)
    .then((x) => (x.rows[0] as { id: string }).id)
    .catch(() => '');
  return JSON.stringify([sys, r.rows[0]]);
}
