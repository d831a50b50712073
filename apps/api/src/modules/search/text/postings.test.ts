import { describe, expect, it } from 'vitest';
import { Postings } from './postings';

/** The live entries of a posting, as row → mask. */
function live(p: Postings, t: number): Map<number, number> {
  const out = new Map<number, number>();
  const rows = p.rowsOf(t);
  const masks = p.masksOf(t);
  for (let i = 0; i < p.lengthOf(t); i++) if (masks[i] !== 0) out.set(rows[i], masks[i]);
  return out;
}

describe('Postings', () => {
  it('numbers terms once and knows them by key', () => {
    const p = new Postings();
    expect(p.id('fontaner')).toBe(0);
    expect(p.id('#602')).toBe(1);
    expect(p.id('fontaner')).toBe(0);
    expect(p.get('pintur')).toBeUndefined();
    expect(p.key(1)).toBe('#602');
    expect(p.keysFrom(1)).toEqual(['#602']);
    expect(p.size).toBe(2);
  });

  it('through random adds and removes holds exactly the live entries, and df counts them', () => {
    const p = new Postings();
    const t = p.id('reform');
    const model = new Map<number, number>();
    let seed = 11;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    // Rows in order first (the start), then writes anywhere.
    for (let row = 0; row < 2000; row++) {
      p.add(t, row, 1 + (row % 63));
      model.set(row, 1 + (row % 63));
    }
    for (let i = 0; i < 6000; i++) {
      const row = next(3000);
      if (model.has(row)) {
        p.remove(t, row);
        model.delete(row);
      } else {
        const m = 1 + next(63);
        p.add(t, row, m);
        model.set(row, m);
      }
      if (i % 500 === 0) expect(live(p, t)).toEqual(model);
    }
    expect(live(p, t)).toEqual(model);
    expect(p.df(t)).toBe(model.size);
    // Removing a row the posting does not hold changes nothing.
    p.remove(t, 99_999);
    expect(p.df(t)).toBe(model.size);
  });

  it('a remove looks at O(log n + √n) entries, not the whole posting', () => {
    const p = new Postings();
    const t = p.id('reform');
    for (let row = 0; row < 100_000; row++) p.add(t, row, 1);
    // Later writes out of order: they go to the tail, merged in whenever it passes 32 + 2√n.
    for (let row = 105_000; row > 100_000; row--) p.add(t, row, 1);
    const before = p.probes;
    p.remove(t, 54_321);
    p.remove(t, 100_020);
    // log2(105,000) ≈ 17 steps each, plus a tail of at most 32 + 2√n entries (not 5,000).
    expect(p.probes - before).toBeLessThan(2 * (17 + 32 + 2 * 324));
    expect(p.df(t)).toBe(104_998);
  });
});
