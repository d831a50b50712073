import { beforeAll, describe, expect, it } from 'vitest';
import { catalog, DOCS } from '../../../../test/text-docs';
import { footprint } from './footprint';
import { TextIndex } from './index';
import { type Parts, QueryReader } from './query';

let parts: Parts;
beforeAll(() => {
  const ix = new TextIndex(catalog);
  DOCS.forEach((d, row) => {
    ix.set(row, d);
  });
  // The engine's parts, read as QueryReader reads them.
  parts = (ix as unknown as { parts: Parts }).parts;
});

const read = (q: string, literal = false) => {
  const fp = footprint();
  return { r: new QueryReader(parts, fp).read(q, { literal }), fp };
};
const term = (key: string) => parts.postings.get(key);

describe('QueryReader', () => {
  it('takes places out (with the "en" before them) and reads the rest as words with candidates', () => {
    const { r, fp } = read('fontanero en Sevilla');
    expect(r.places).toEqual([{ kind: 'province', id: 41, name: 'Sevilla' }]);
    if (!r.slots) throw new Error('slots');
    expect(r.slots.map((s) => s.word)).toEqual(['fontanero']);
    // The trade's activity id is a candidate of the word (a synonym), and it is reported.
    expect(r.slots[0].cands.has(term('#602') ?? -1)).toBe(true);
    expect([...r.found.values()]).toEqual(['Fontanería']);
    expect(r.corrected).toBeNull();
    expect(fp.words).toEqual(new Set(['fontanero', 'en', 'sevilla']));
    expect(fp.volatile).toBe(false);
  });

  it('expands the last word as a prefix unless a space ends the query', () => {
    const typing = read('tejad').r;
    const done = read('tejad ').r;
    if (!typing.slots || !done.slots) throw new Error('slots');
    expect(typing.slots[0].cands.size).toBeGreaterThan(done.slots[0].cands.size);
    expect(read('tejad').fp.prefix).toBe('tejad');
  });

  it('corrects a word that matches nothing, reading the whole vocabulary', () => {
    const { r, fp } = read('refromas');
    if (!r.slots) throw new Error('slots');
    expect(r.corrected).toBe('reformas');
    expect(fp.volatile).toBe(true);
    const literal = read('refromas', true);
    expect(literal.r.slots && literal.r.corrected).toBeNull();
    // The key it looked up and missed is in the footprint: a company adding it changes the answer.
    expect(literal.fp.keys.size).toBeGreaterThan(0);
  });

  it('leaves no text condition for stop words and places only; numbers are optional words', () => {
    expect(read('de la y el').r.slots).toBeNull();
    expect(read('en Valencia').r.slots).toBeNull();
    const { r } = read('fontanero 24');
    if (!r.slots) throw new Error('slots');
    expect(r.slots.map((s) => [s.word, s.optional])).toEqual([
      ['fontanero', false],
      ['24', true],
    ]);
  });
});
