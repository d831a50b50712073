/**
 * Text answers kept across writes (footprint.ts): an answer is served again only while no change
 * touched what it read, and what is served always equals what a fresh index answers.
 */
import { describe, expect, it } from 'vitest';
import { demoCatalog, demoDocs } from '../../../../bench/demo-docs';
import { type TextDoc, TextIndex } from './index';

const catalog = demoCatalog();
const QUERIES = [
  'reformas',
  'fontanero sevilla',
  'refromas',
  'pintura',
  'tejados goteras',
  'construcciones garcia',
  'pint',
  'reformas en madrid',
  'electricista 24 horas',
  'aerotermia valencia',
];
const full = (ix: TextIndex, q: string) => {
  const r = ix.search(q);
  return {
    rows: [...r.rows].map((row, i) => `${row}:${r.scores[i].toFixed(4)}`).sort(),
    corrected: r.corrected,
    partial: r.partial,
    places: r.places,
    activities: r.activities,
    any: r.any,
  };
};

describe('TextIndex answers kept across writes', () => {
  it('serves again only what a fresh index would answer, through renames, moves, new words and deletes', { timeout: 120_000 }, () => {
    const many = demoDocs(1200);
    const docs: (TextDoc | null)[] = [...many];
    const ix = new TextIndex(catalog);
    for (const [row, d] of many.entries()) ix.set(row, d);
    let seed = 11;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed;
    };
    let kept = 0;
    for (let round = 0; round < 16; round++) {
      const before = new Map(QUERIES.map((q) => [q, ix.search(q)]));
      for (let i = 0; i < 4; i++) {
        const row = next() % (docs.length + 3);
        const k = next() % 4;
        if (k === 0 && docs[row]) {
          ix.delete(row);
          docs[row] = null;
        } else {
          const base = many[next() % many.length];
          // A rename with a word never seen (new vocabulary), or another company's texts here.
          const d: TextDoc = k === 1 ? { ...base, id: `r${row}`, name: `${base.name} Pintxo${next() % 1000}` } : { ...base, id: `r${row}` };
          docs[row] = d;
          ix.set(row, d);
        }
      }
      const fresh = new TextIndex(catalog);
      docs.forEach((d, row) => {
        if (d) fresh.set(row, d);
      });
      for (const q of QUERIES) {
        expect(full(ix, q), `${q}, round ${round}`).toEqual(full(fresh, q));
        if (ix.search(q) === before.get(q)) kept++;
      }
    }
    // Some answers were kept (the check is not vacuous), not all ("pint" expands to the new words).
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(16 * QUERIES.length);
  });

  it('keeps an answer across a change to a company without its words, and drops it for one with them', () => {
    const ix = new TextIndex(catalog);
    const many = demoDocs(300);
    for (const [row, d] of many.entries()) ix.set(row, d);
    const q = 'fontanero';
    const first = ix.search(q);
    const hits = new Set(first.rows);
    const other = many.findIndex((_, row) => !hits.has(row) && !JSON.stringify(many[row]).toLowerCase().includes('fontan'));
    ix.set(other, { ...many[other], name: `${many[other].name} Nueva` });
    expect(ix.search(q)).toBe(first);
    expect(ix.valid(first)).toBe(true);
    ix.set(other, { ...many[other], name: 'Fontanero Nuevo' });
    const second = ix.search(q);
    expect(second).not.toBe(first);
    expect(ix.valid(first)).toBe(false);
    expect(second.rows).toContain(other);
  });
});
