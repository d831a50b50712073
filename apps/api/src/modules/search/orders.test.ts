/** Order (orders.ts): writes with tombstones and a short sorted list, checked against a plain sort. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Order } from './orders';

/** An order over a value per row (ties by row), driven through random writes. */
function harness(capacity: number) {
  const value = new Float64Array(capacity);
  const live = new Set<number>();
  const o = new Order((a, b) => value[a] - value[b] || a - b);
  o.grow(capacity);
  const expected = () => [...live].sort((a, b) => value[a] - value[b] || a - b);
  const walked = (reverse = false) => {
    const out: number[] = [];
    o.walk((r) => {
      out.push(r);
      return true;
    }, reverse);
    return out;
  };
  /** Builds the order over rows 0…start−1 (values `r * 37 % modulo`), then plays `ops`: a change is a removal with the old value, then an insert with the new one. */
  const play = (start: number, modulo: number, ops: [number, number, boolean][]) => {
    const first = Array.from({ length: start }, (_, r) => r);
    for (const r of first) {
      value[r] = (r * 37) % modulo;
      live.add(r);
    }
    o.build(Uint32Array.from(first));
    for (const [row, v, del] of ops) {
      if (live.has(row)) {
        o.remove(row);
        live.delete(row);
      }
      if (del) continue;
      value[row] = v;
      o.insert(row);
      live.add(row);
    }
  };
  return { value, live, o, expected, walked, play };
}

describe('Order', () => {
  it('walks, keys and answers rows back as a full sort would, through inserts, changes and removals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 299 }), fc.integer({ min: 0, max: 50 }), fc.boolean()), { maxLength: 600 }),
        fc.integer({ min: 0, max: 300 }),
        (ops, start) => {
          const h = harness(300);
          h.play(start, 51, ops);
          const want = h.expected();
          expect(h.o.size).toBe(want.length);
          expect(h.walked()).toEqual(want);
          expect(h.walked(true)).toEqual([...want].reverse());
          const keys = want.map((r) => h.o.key(r));
          for (let i = 1; i < keys.length; i++) expect(keys[i]).toBeGreaterThan(keys[i - 1]);
          expect(keys.map((k) => h.o.rowAt(k))).toEqual(want);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('puts any set of live rows in order (inOrder) as a full sort would, through inserts, changes and removals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 199 }), fc.integer({ min: 0, max: 30 }), fc.boolean()), { maxLength: 400 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 5 }),
        (ops, start, every) => {
          const h = harness(200);
          h.play(start, 31, ops);
          // Every `every`-th live row, handed over in no order.
          const want = h.expected().filter((r) => r % every === 0);
          const rows = Uint32Array.from(want).reverse();
          const out = new Uint32Array(rows.length);
          h.o.inOrder(rows, out);
          expect([...out]).toEqual(want);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('selects a window of a set in order, from either end, as a filtered full sort would', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 199 }), fc.integer({ min: 0, max: 30 }), fc.boolean()), { maxLength: 400 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 7 }),
        fc.nat({ max: 220 }),
        fc.nat({ max: 30 }),
        (ops, start, every, skip, want) => {
          const h = harness(200);
          h.play(start, 31, ops);
          // The set: every `every`-th row, live or not (a set holds only live rows in the model,
          // but the walk must skip the others anyway).
          const bits = new Uint32Array(7);
          for (let r = 0; r < 200; r += every) bits[r >>> 5] |= 1 << (r & 31);
          const inSet = h.expected().filter((r) => r % every === 0);
          const n = Math.max(0, Math.min(want, inSet.length - skip));
          const forward = new Uint32Array(n);
          h.o.select(bits, skip, forward);
          expect([...forward]).toEqual(inSet.slice(skip, skip + n));
          const backward = new Uint32Array(n);
          h.o.select(bits, skip, backward, true);
          expect([...backward]).toEqual(inSet.slice(inSet.length - skip - n, inSet.length - skip));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps a row added beside a tombstone in its place (gaps never decrease along the extra rows)', () => {
    // main: 10, 20, 30. A (15) goes before 20; 10 leaves; B (17) belongs between A and 20.
    const h = harness(8);
    [10, 20, 30].forEach((v, r) => {
      h.value[r] = v;
      h.live.add(r);
    });
    h.o.build(Uint32Array.of(0, 1, 2));
    for (const [row, v] of [
      [3, 15],
      [0, -1],
      [4, 17],
    ]) {
      if (h.live.has(row)) h.o.remove(row);
      h.value[row] = v;
      h.o.insert(row);
      h.live.add(row);
    }
    expect(h.walked()).toEqual([0, 3, 4, 1, 2]);
    expect(h.walked(true)).toEqual([2, 1, 4, 3, 0]);
  });

  it('costs a write no pass over the rows: 20,000 changes on 100,000 rows rebuild about √n times fewer', () => {
    const n = 100_000;
    const h = harness(n);
    for (let r = 0; r < n; r++) h.value[r] = r;
    h.o.build(Uint32Array.from({ length: n }, (_, r) => r));
    let calls = 0;
    const o = new Order((a, b) => {
      calls++;
      return h.value[a] - h.value[b] || a - b;
    });
    o.grow(n);
    o.build(Uint32Array.from({ length: n }, (_, r) => r));
    calls = 0;
    const writes = 20_000;
    for (let i = 0; i < writes; i++) {
      const row = (i * 7919) % n;
      o.remove(row);
      h.value[row] = (i * 104729) % n;
      o.insert(row);
    }
    // A shift of the permutation would touch ~n/2 entries a write; here comparisons are ~log n
    // and the merges (no comparisons) happen once every K ≈ 2√n writes.
    expect(calls / writes).toBeLessThan(60);
    expect(o.rebuilds).toBeGreaterThan(0);
    expect(o.rebuilds).toBeLessThan(writes / 300);
    const out: number[] = [];
    o.walk((r) => {
      out.push(r);
      return true;
    });
    expect(out).toEqual(Array.from({ length: n }, (_, r) => r).sort((a, b) => h.value[a] - h.value[b] || a - b));
  });
});
