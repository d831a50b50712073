import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Order } from './orders';
import { relevanceOrder } from './relevance';

/** The order by the plain comparator, as the read model sorted before. */
function expected(rows: number[], scores: number[], dead: Set<number>, rank: number[]) {
  return rows
    .map((row, i) => ({ row, s: Math.fround(scores[i]) }))
    .filter((x) => !dead.has(x.row))
    .sort((a, b) => b.s - a.s || rank[a.row] - rank[b.row])
    .map((x) => x.row);
}

describe('relevanceOrder', () => {
  it('orders by score, higher first, ties by default rank, dead rows left out — as the comparator does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.array(fc.float({ noNaN: true, min: -1000, max: 1000 }), { maxLength: 300 }),
        fc.integer(),
        (size, raw, seed) => {
          const n = Math.min(size, raw.length);
          // A permutation as the default order (rows shuffled by a hash of the seed), some rows dead.
          const hash = (i: number) => Math.imul(i + 1, 2654435761) ^ seed;
          const rowAt = Array.from({ length: n }, (_, i) => i).sort((a, b) => hash(a) - hash(b) || a - b);
          const rank: number[] = [];
          rowAt.forEach((row, k) => {
            rank[row] = k;
          });
          const rows = Array.from({ length: n }, (_, i) => (i * 31 + Math.abs(seed)) % Math.max(1, n));
          const unique = [...new Set(rows)];
          const scores = unique.map((_, i) => raw[i] ?? 0);
          const dead = new Set(unique.filter((r) => (r + Math.abs(seed)) % 5 === 0));
          const got = relevanceOrder(
            Uint32Array.from(unique),
            Float32Array.from(scores),
            (r) => !dead.has(r),
            (r) => rank[r],
            (k) => rowAt[k],
          );
          expect([...got]).toEqual(expected(unique, scores, dead, rank));
        },
      ),
    );
  });

  it("sorts only the runs of equal scores when the rows come by score (the engine's answer), by any numeric keys", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 400 }), fc.integer({ min: 1, max: 2 ** 20 }), (raw, mul) => {
        // Scores descending with long ties; keys far apart (as an order's keys are: up to 2^34).
        const scores = [...raw].sort((a, b) => b - a);
        const rows = scores.map((_, i) => (i * 7919) % Math.max(1, scores.length));
        const unique = [...new Set(rows)];
        const s = unique.map((_, i) => scores[i]);
        const key = (r: number) => ((r * 104729) % 1009) * mul * 4096 + r;
        const byKey = new Map(unique.map((r) => [key(r), r]));
        const got = relevanceOrder(
          Uint32Array.from(unique),
          Float32Array.from(s),
          () => true,
          key,
          (k) => byKey.get(k) as number,
        );
        const want = unique.map((row, i) => ({ row, s: s[i] })).sort((a, b) => b.s - a.s || key(a.row) - key(b.row));
        expect([...got]).toEqual(want.map((x) => x.row));
      }),
    );
  });

  it('puts long runs in order by the order itself (inOrder) as the keys sort does, with rows moved and removed since the last rebuild', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 399 }), fc.integer({ min: 0, max: 1_009 }), fc.boolean()), { maxLength: 120 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 400 }),
        fc.integer({ min: 1, max: 50 }),
        (n, writes, raw, least) => {
          const value = Array.from({ length: n }, (_, i) => (i * 7919) % 1009);
          const order = new Order((a, b) => value[a] - value[b] || a - b);
          order.grow(n);
          order.build(Uint32Array.from({ length: n }, (_, i) => i));
          const alive = new Set(Array.from({ length: n }, (_, i) => i));
          // Writes after the build: rows removed, and rows moved (to `extra`, or a rebuild).
          for (const [r, v, keep] of writes) {
            const row = r % n;
            if (alive.has(row)) order.remove(row);
            alive.delete(row);
            if (keep) {
              value[row] = v;
              order.insert(row);
              alive.add(row);
            }
          }
          const scores = [...raw].sort((a, b) => b - a);
          const rows = Array.from({ length: Math.min(n, scores.length) }, (_, i) => (i * 31) % n);
          const unique = [...new Set(rows)];
          const s = Float32Array.from(unique, (_, i) => scores[i]);
          const args = [
            Uint32Array.from(unique),
            s,
            (r: number) => alive.has(r),
            (r: number) => order.key(r),
            (k: number) => order.rowAt(k),
          ] as const;
          const walked = relevanceOrder(...args, { least, inOrder: (r, out) => order.inOrder(r, out) });
          expect([...walked]).toEqual([...relevanceOrder(...args)]);
        },
      ),
    );
  });
});
