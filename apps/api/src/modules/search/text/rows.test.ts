import { describe, expect, it } from 'vitest';
import { RowData, RowTerms } from './rows';
import { NAME, type TextDoc } from './types';

const doc = (id: string, name: string, city: string, province: string): TextDoc => ({
  id,
  name,
  fullName: name,
  description: null,
  type: '',
  activities: [],
  city,
  province,
});

describe('RowTerms', () => {
  it('packs and unpacks each row’s terms and name bits, through removals and compaction', () => {
    const rt = new RowTerms();
    const want = new Map<number, [number, number][]>();
    for (let round = 0; round < 3; round++)
      for (let row = 0; row < 400; row++) {
        // Large and small ids (one to four bytes each), unsorted in the map.
        const entries = new Map<number, number>([
          [row * 1000 + round, NAME],
          [3, 2],
          [2_000_000 + row, NAME | 8],
        ]);
        rt.put(row, entries);
        want.set(
          row,
          [...entries].sort((a, b) => a[0] - b[0]).map(([t, m]) => [t, m & NAME ? 1 : 0]),
        );
        if (row % 3 === 0) {
          rt.remove(row);
          want.delete(row);
        }
      }
    for (let row = 0; row < 400; row++) {
      const n = rt.decode(row);
      const got: [number, number][] = [];
      for (let j = 0; j < n; j++) got.push([rt.terms[j], rt.named[j]]);
      expect(got).toEqual(want.get(row) ?? []);
      expect(rt.alive(row)).toBe(want.has(row));
    }
  });
});

describe('RowData', () => {
  it('keeps ids (uuid or not), names, provinces and company counts per town', () => {
    const rd = new RowData();
    const uuid = '0a1b2c3d-0000-4000-8000-00000000000f';
    expect(rd.put(0, doc(uuid, 'Reformas García', 'Alcalá de Henares', 'Madrid'), new Map([[1, NAME]]))).toBe(
      rd.put(1, doc('demo-7', 'Pinturas Ruiz', 'Alcalá de Henares', 'Madrid'), new Map([[2, NAME]])),
    );
    expect(rd.id(0)).toBe(uuid);
    expect(rd.id(1)).toBe('demo-7');
    expect(rd.name(1)).toBe('Pinturas Ruiz');
    expect(rd.provinceName(0)).toBe('Madrid');
    expect(rd.cityCount.get('alcala de henares')).toBe(2);
    expect(rd.nameHas(0, 1)).toBe(true);
    expect(rd.nameHasAny(1, new Map([[1, 1]]))).toBe(false);
    rd.drop(0);
    expect(rd.alive(0)).toBe(false);
    expect(rd.name(0)).toBeUndefined();
    expect(rd.cityCount.get('alcala de henares')).toBe(1);
  });
});
