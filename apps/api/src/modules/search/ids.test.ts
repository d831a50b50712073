import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PackedStrings, RowIds } from './ids';

const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

describe('RowIds', () => {
  it('finds every row by its uuid through growth, removals and new rows, and answers the strings back', () => {
    const t = new RowIds();
    const ids: string[] = [];
    for (let row = 0; row < 5000; row++) {
      ids.push(randomUUID());
      t.set(row, ids[row]);
    }
    // Ids that differ only in their last word, and sequential ones (a seed's), spread too.
    for (let row = 5000; row < 6000; row++) {
      ids.push(`00000000-0000-4000-8000-${(row + 1).toString(16).padStart(12, '0')}`);
      t.set(row, ids[row]);
    }
    expect(t.size).toBe(6000);
    for (let row = 0; row < ids.length; row++) {
      expect(t.get(ids[row])).toBe(row);
      expect(t.idOf(row)).toBe(ids[row]);
    }
    for (let row = 0; row < 6000; row += 3) t.delete(ids[row]);
    expect(t.size).toBe(4000);
    for (let row = 0; row < 6000; row++) expect(t.get(ids[row])).toBe(row % 3 === 0 ? undefined : row);
    // A removed id comes back on a new row; its old row still answers it.
    t.set(6000, ids[0]);
    expect(t.get(ids[0])).toBe(6000);
    expect(t.idOf(0)).toBe(ids[0]);
    expect(t.get(randomUUID())).toBeUndefined();
  });

  it('holds 100,000 uuids in 16 bytes each and a table of 2^18 slots (at most 0.7 full), not twice that', () => {
    const t = new RowIds();
    for (let row = 0; row < 100_000; row++) t.set(row, randomUUID());
    // 2^17 rows of 16 bytes, 2^18 slots of 4 (100,000 / 0.7 = 142,858 slots needed).
    expect(t.bytes()).toBe(2 ** 17 * 16 + 2 ** 18 * 4);
  });

  it('keeps ids that are not lower-case uuids as given, and orders rows as their id strings', () => {
    const t = new RowIds();
    const ids = ['b', randomUUID(), 'a', randomUUID().toUpperCase(), randomUUID(), 'zz', randomUUID()];
    for (const [row, id] of ids.entries()) t.set(row, id);
    ids.forEach((id, row) => {
      expect(t.get(id)).toBe(row);
      expect(t.idOf(row)).toBe(id);
    });
    expect(t.get(ids[1].toUpperCase())).toBeUndefined();
    t.delete('a');
    expect(t.get('a')).toBeUndefined();
    const rows = ids.map((_, row) => row);
    expect(rows.sort((x, y) => t.compare(x, y)).map((r) => ids[r])).toEqual([...ids].sort(cmp));
    const uuids = new RowIds();
    const many = Array.from({ length: 500 }, () => randomUUID());
    for (const [row, id] of many.entries()) uuids.set(row, id);
    const sorted = many.map((_, row) => row).sort((x, y) => uuids.compare(x, y));
    expect(sorted.map((r) => many[r])).toEqual([...many].sort(cmp));
  });
});

describe('PackedStrings', () => {
  it('answers what was set, orders rows as `<` orders their strings, wide characters included', () => {
    const p = new PackedStrings();
    const s = ['construcciones garcia', 'n\u007fandu', 'Ñandú', 'alba', 'alba', 'al', '', 'obras “el 3”', 'zé', 'æon 😀'];
    for (const [row, x] of s.entries()) p.set(row, x);
    for (const [row, x] of s.entries()) expect(p.get(row)).toBe(x);
    const rows = s.map((_, row) => row).sort((a, b) => p.compare(a, b) || a - b);
    expect(rows.map((r) => s[r])).toEqual([...s].sort(cmp));
    expect(p.get(s.length)).toBeUndefined();
    p.delete(0);
    expect(p.get(0)).toBeUndefined();
  });

  it('closes the gaps replaced strings leave, keeping every string', () => {
    const p = new PackedStrings();
    const want: string[] = [];
    for (let row = 0; row < 300; row++) {
      want[row] = `empresa ${row}`;
      p.set(row, want[row]);
    }
    for (let round = 0; round < 20; round++)
      for (let row = round % 2; row < 300; row += 2) {
        want[row] = `reformas ${round} ${row} ${'x'.repeat(round)}`;
        p.set(row, want[row]);
      }
    for (const [row, x] of want.entries()) expect(p.get(row)).toBe(x);
    // Far below the bytes ever written (~20 rounds × 150 strings × ~25 characters).
    expect(p.byteLength()).toBeLessThan(40_000);
  });
});
