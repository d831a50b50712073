import { describe, expect, it } from 'vitest';
import { groupByCommunity, stateOf, toggleMany, toggleOne } from './province-tree-model';

const p = (id: number, province: string, cid: number, cname: string) => ({
  id,
  name: province,
  province,
  community: { id: cid, name: cname },
});
const provinces = [p(28, 'Madrid', 13, 'Comunidad de Madrid'), p(8, 'Barcelona', 9, 'Cataluña'), p(17, 'Girona', 9, 'Cataluña')];

describe('province tree model', () => {
  it('groups provinces by community, sorted in Spanish', () => {
    const groups = groupByCommunity(provinces);
    expect(groups.map((g) => g.name)).toEqual(['Cataluña', 'Comunidad de Madrid']);
    expect(groups[0].provinces.map((x) => x.province)).toEqual(['Barcelona', 'Girona']);
  });
  it('derives checked, indeterminate and unchecked parents', () => {
    expect(stateOf([8, 17], new Set())).toBe('unchecked');
    expect(stateOf([8, 17], new Set([8]))).toBe('indeterminate');
    expect(stateOf([8, 17], new Set([8, 17]))).toBe('checked');
  });
  it('toggles a whole group and single provinces', () => {
    expect(toggleMany([8, 17], new Set([8])).sort()).toEqual([17, 8].sort());
    expect(toggleMany([8, 17], new Set([8, 17, 28]))).toEqual([28]);
    expect(toggleOne(28, new Set([28]))).toEqual([]);
  });
});
