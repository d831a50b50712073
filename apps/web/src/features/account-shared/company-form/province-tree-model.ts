import type { Province } from '@cimenta/shared';

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';
export type CommunityGroup = { id: number; name: string; provinces: Province[] };

export function groupByCommunity(provinces: Province[]): CommunityGroup[] {
  const map = new Map<number, CommunityGroup>();
  for (const p of provinces) {
    const g = map.get(p.community.id) ?? { id: p.community.id, name: p.community.name, provinces: [] };
    g.provinces.push(p);
    map.set(p.community.id, g);
  }
  const groups = [...map.values()];
  for (const g of groups) g.provinces.sort((a, b) => a.province.localeCompare(b.province, 'es'));
  return groups.sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** A parent is checked when all its provinces are, indeterminate when only some are (SPEC.md §2). */
export function stateOf(ids: number[], selected: ReadonlySet<number>): CheckState {
  const n = ids.filter((id) => selected.has(id)).length;
  if (n === 0) return 'unchecked';
  return n === ids.length ? 'checked' : 'indeterminate';
}

/** Clicking a parent that is not fully checked checks all its children; otherwise it clears them. */
export function toggleMany(ids: number[], selected: ReadonlySet<number>): number[] {
  const next = new Set(selected);
  const all = stateOf(ids, selected) === 'checked';
  for (const id of ids) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return [...next];
}

export function toggleOne(id: number, selected: ReadonlySet<number>): number[] {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return [...next];
}
