/**
 * What a labelled query (data/queries-*.json) counts as relevant, shared by bench:search
 * (quality.ts) and bench:text-engines: a company having one of the expected activities (a main
 * activity stands for its sub-activities) and working in the expected province when one is named,
 * or the expected company.
 */
import type { DemoDoc, demoCatalog } from './demo-docs';

export type Query = { q: string; kind: string; activities?: string[]; province?: string; company?: string };

export function relevanceOf(catalog: ReturnType<typeof demoCatalog>): (query: Query) => (d: DemoDoc) => boolean {
  const activityId = new Map(catalog.activities.map((a) => [a.name, a.id]));
  const parentOf = new Map(catalog.activities.map((a) => [a.id, a.parentId]));
  const provinceId = new Map(catalog.provinces.map((p) => [p.name, p.id]));
  return (query) => {
    if (query.company) return (d) => d.name === query.company;
    const wanted = new Set(
      (query.activities ?? []).map((n) => {
        const id = activityId.get(n);
        if (id === undefined) throw new Error(`Actividad desconocida en queries.json: ${n}`);
        return id;
      }),
    );
    const province = query.province ? provinceId.get(query.province) : undefined;
    if (query.province && province === undefined) throw new Error(`Provincia desconocida en queries.json: ${query.province}`);
    return (d) =>
      d.activityIds.some((a) => wanted.has(a) || wanted.has(parentOf.get(a) ?? -1)) &&
      (province === undefined || d.zoneIds.includes(province));
  };
}
