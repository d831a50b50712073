/** The texts caches (caches.ts, issue 17 seventh pass): the text conditions' orders in a share of their own. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacheBudget } from '../../infra/cache-budget';
import { QueryCaches, type TextBase, type TextReading } from './caches';
import type { TextResult } from './text';

const KB = 1024;
const info = { corrected: null, partial: false, places: [], activities: [] };
/** An engine's answer (only its identity is read here). */
const answer = (text: string) => ({ text }) as unknown as TextResult;
const base = (rows: number): TextBase => ({ order: new Uint32Array(rows), bits: new Uint32Array(rows >>> 5) });
/** A query's reading sharing `b`'s order, with a set of its own (`own` words) when it names places. */
const reading = (b: TextBase, own = 0): TextReading => ({ order: b.order, bits: own ? new Uint32Array(own) : b.bits, info, hasText: true });
const valid = () => true;

describe('QueryCaches: text readings and their conditions', () => {
  it("readings naming places never push a text condition's order out: each has its own share", () => {
    const budget = cacheBudget(4 * 2 ** 20).of;
    const caches = new QueryCaches(budget);
    // A broad word: an order of ~100 KB in a share of ~400 KB.
    const word = base(25_000);
    const source = answer('reformas');
    expect(caches.keepTextBase('reformas', {}, word)).toBe(true);
    caches.keepText('Treformas', source, reading(word), undefined, 'reformas');
    expect(caches.text('Treformas', source)?.order).toBe(word.order);
    // Many readings with a place, each a 32 KB set: ten times the readings' share.
    const placed: [string, TextResult][] = [];
    for (let i = 0; (i * 32 * KB) / 10 < budget.texts; i++) {
      const q = `Treformas ${i}`;
      const r = answer('reformas');
      placed.push([q, r]);
      caches.keepText(q, r, reading(word, 8 * KB), { since: 0, rows: word.bits }, 'reformas');
    }
    expect(caches.textBase('reformas', valid)).toBe(word);
    const sizes = caches.sizes();
    expect(sizes.texts.bytes).toBeLessThanOrEqual(budget.texts);
    expect(sizes.textOrders.bytes).toBeLessThanOrEqual(budget.textOrders);
    // The oldest readings went, the latest are kept.
    expect(caches.text(placed[0][0], placed[0][1])).toBeUndefined();
    const [q, r] = placed[placed.length - 1];
    expect(caches.text(q, r)).toBeDefined();
  });

  it('a reading sharing an order goes with it; one holding its own order stays', () => {
    const caches = new QueryCaches(cacheBudget(4 * 2 ** 20).of);
    const a = base(1_000);
    const ra = answer('a');
    caches.keepTextBase('a', {}, a);
    caches.keepText('Ta', ra, reading(a), undefined, 'a');
    // Not kept as a condition (e.g. past the share): the reading holds the order itself.
    const b = base(1_000);
    const rb = answer('b');
    caches.keepText('Tb', rb, reading(b), undefined, 'b');
    expect(caches.text('Ta', ra)).toBeDefined();
    // No longer valid (a change touched what the engine read): the condition goes, its readings too.
    expect(caches.textBase('a', () => false)).toBeUndefined();
    expect(caches.text('Ta', ra)).toBeUndefined();
    expect(caches.text('Tb', rb)?.order).toBe(b.order);
    // Another answer of the engine for the same query: not this reading.
    expect(caches.text('Tb', answer('b'))).toBeUndefined();
  });

  it('an order larger than its share is not kept, and says so', () => {
    const budget = cacheBudget(2 ** 20).of;
    const caches = new QueryCaches(budget);
    expect(caches.keepTextBase('huge', {}, base(budget.textOrders))).toBe(false);
    expect(caches.textBase('huge', valid)).toBeUndefined();
  });

  it('through any sequence of keeps and reads: within both shares, and every reading answered shares a kept order or holds its own', () => {
    const budget = cacheBudget(2 ** 20).of;
    const op = fc.oneof(
      fc.record({ kind: fc.constant('base' as const), text: fc.integer({ min: 0, max: 7 }), rows: fc.integer({ min: 32, max: 40_000 }) }),
      fc.record({
        kind: fc.constant('query' as const),
        text: fc.integer({ min: 0, max: 7 }),
        place: fc.integer({ min: 0, max: 30 }),
        own: fc.integer({ min: 0, max: 3_000 }),
      }),
      fc.record({ kind: fc.constant('invalid' as const), text: fc.integer({ min: 0, max: 7 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const caches = new QueryCaches(budget);
        /** Each query's engine answer and the order it shared when kept (null: one of its own). */
        const kept = new Map<string, { source: TextResult; text: string; shared: Uint32Array | null }>();
        for (const o of ops) {
          const text = `w${o.text}`;
          if (o.kind === 'base') caches.keepTextBase(text, {}, base(o.rows));
          else if (o.kind === 'invalid') caches.textBase(text, () => false);
          else {
            // As reading.ts does: the kept order if any, else one made now (and not kept).
            const shared = caches.textBase(text, valid);
            const b = shared ?? base(64);
            const key = `T${text} ${o.place}`;
            const source = answer(text);
            kept.set(key, { source, text, shared: shared?.order ?? null });
            caches.keepText(key, source, reading(b, o.own), o.own ? { since: 0, rows: b.bits } : undefined, text);
          }
          const sizes = caches.sizes();
          expect(sizes.texts.bytes).toBeLessThanOrEqual(budget.texts);
          expect(sizes.textOrders.bytes).toBeLessThanOrEqual(budget.textOrders);
        }
        for (const [key, { source, text, shared }] of kept) {
          const r = caches.text(key, source);
          if (!r) continue;
          // A reading never outlives the order it shares (replaced, invalid or pushed out).
          if (shared) expect(caches.textBase(text, valid)?.order).toBe(r.order);
          expect(r.order).toBe(shared ?? r.order);
        }
      }),
    );
  });
});
