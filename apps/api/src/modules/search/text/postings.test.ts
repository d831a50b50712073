import { describe, expect, it } from 'vitest';
import { entryMask, entryRow, MAX_ROWS, Postings } from './postings';

/** The live entries of a posting, as row → mask. */
function live(p: Postings, t: number): Map<number, number> {
  const out = new Map<number, number>();
  const list = p.entriesOf(t);
  for (let i = 0; i < p.lengthOf(t); i++) if (entryMask(list[i]) !== 0) out.set(entryRow(list[i]), entryMask(list[i]));
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

  it('packed into one array after a load, holds the same entries and takes writes after it', () => {
    const p = new Postings();
    const terms = [p.id('reform'), p.id('cocin'), p.id('#602'), p.id('vacio')];
    const model = terms.map(() => new Map<number, number>());
    for (let row = 0; row < 3000; row++)
      for (let k = 0; k < 3; k++)
        if ((row + k) % (k + 2) === 0) {
          p.add(terms[k], row, 1 + ((row + k) % 63));
          model[k].set(row, 1 + ((row + k) % 63));
        }
    p.remove(terms[0], 10);
    model[0].delete(10);
    p.compact();
    terms.forEach((t, k) => {
      expect(live(p, t)).toEqual(model[k]);
    });
    // Exactly the live entries, in one array (4 bytes each).
    expect(p.bytes()).toBe(4 * model.reduce((n, m) => n + m.size, 0));
    for (let i = 0; i < 2000; i++) {
      const k = i % 4;
      const row = (i * 7919) % 4000;
      if (model[k].has(row)) {
        p.remove(terms[k], row);
        model[k].delete(row);
      } else {
        p.add(terms[k], row, 1 + (i % 63));
        model[k].set(row, 1 + (i % 63));
      }
    }
    terms.forEach((t, k) => {
      expect(live(p, t)).toEqual(model[k]);
      expect(p.df(t)).toBe(model[k].size);
    });
  });

  it('packs again, a part at a time, the postings writes moved out of their shared arrays, freeing the copies left behind', () => {
    const p = new Postings();
    const big = p.id('reform');
    const small = Array.from({ length: 50 }, (_, k) => p.id(`t${k}`));
    const model = new Map<number, Map<number, number>>([[big, new Map()], ...small.map((t) => [t, new Map<number, number>()] as const)]);
    const add = (t: number, row: number, mask: number) => {
      p.add(t, row, mask);
      model.get(t)?.set(row, mask);
    };
    for (let row = 0; row < 400_000; row++) {
      add(big, row, 1 + (row % 63));
      if (row % 1000 === 0) add(small[row % 50], row, 1);
    }
    p.compact();
    const entries = () => [...model.values()].reduce((n, m) => n + m.size, 0);
    expect(p.bytes()).toBe(4 * entries());
    expect(p.repackWanted()).toBe(false);
    // A few writes move the long posting out of its shared array: its old copy stays behind.
    for (let row = 400_000; row < 400_010; row++) add(big, row, 2);
    add(small[3], 400_001, 1);
    expect(p.repackWanted()).toBe(true);
    expect(p.bytes()).toBeGreaterThan(8 * 400_000);
    let parts = 0;
    for (let from = 0; from < p.size; parts++) from = p.repack(from);
    expect(parts).toBeGreaterThan(0);
    expect(p.repackWanted()).toBe(false);
    expect(p.bytes()).toBe(4 * entries());
    for (const [t, m] of model) expect(live(p, t)).toEqual(m);
    p.remove(big, 5);
    model.get(big)?.delete(5);
    add(big, 500_000, 3);
    expect(live(p, big)).toEqual(model.get(big));
  });

  it('refuses an entry it cannot pack: a row past 2^26 or a mask past six bits', () => {
    const p = new Postings();
    const t = p.id('reform');
    expect(() => p.add(t, MAX_ROWS, 1)).toThrow(RangeError);
    expect(() => p.add(t, 5, 64)).toThrow(RangeError);
    p.add(t, MAX_ROWS - 1, 63);
    expect(live(p, t)).toEqual(new Map([[MAX_ROWS - 1, 63]]));
  });
});
