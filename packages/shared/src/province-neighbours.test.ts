import { describe, expect, it } from 'vitest';
import { PROVINCE_NEIGHBOURS, provinceNeighbours } from './province-neighbours';

describe('province neighbours', () => {
  it('covers the 52 provinces, symmetric, never itself', () => {
    const ids = Object.keys(PROVINCE_NEIGHBOURS).map(Number);
    expect(ids).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
    for (const [id, list] of Object.entries(PROVINCE_NEIGHBOURS)) {
      expect(list).not.toContain(Number(id));
      expect(new Set(list).size).toBe(list.length);
      for (const n of list) expect(PROVINCE_NEIGHBOURS[n], `${n} → ${id}`).toContain(Number(id));
    }
  });
  it('knows a few borders and the islands', () => {
    expect(provinceNeighbours(28)).toEqual([5, 16, 19, 40, 45]);
    expect(provinceNeighbours(7)).toEqual([]);
    expect(provinceNeighbours(51)).toEqual([]);
    expect(provinceNeighbours(35)).toEqual([38]);
    expect(provinceNeighbours(99)).toEqual([]);
    expect(provinceNeighbours(50)).toHaveLength(8);
  });
});
