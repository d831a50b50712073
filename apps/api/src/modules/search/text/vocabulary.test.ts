import { describe, expect, it } from 'vitest';
import { stem } from './analyze';
import { footprint } from './footprint';
import { Postings } from './postings';
import { DESC, LEXICON, NAME, PLACE } from './types';
import { Vocabulary } from './vocabulary';

function vocabulary() {
  const postings = new Postings();
  const v = new Vocabulary(postings);
  /** A word seen in `rows` companies (postings of its stem). */
  const seen = (w: string, rows: number, field = NAME, text?: string) => {
    const id = v.add(w, field, text);
    for (let r = 0; r < rows; r++) postings.add(v.term(id), r, field);
    return id;
  };
  return { postings, v, seen };
}

describe('Vocabulary', () => {
  it('keeps each word once with its stem, its fields and its spelling', () => {
    const { v, postings } = vocabulary();
    const a = v.add('fontaneria', NAME, 'Fontanería Pérez');
    expect(v.add('fontaneria', DESC)).toBe(a);
    expect(v.fieldsOf(a)).toBe(NAME | DESC);
    expect(v.display(a)).toBe('fontanería');
    expect(postings.key(v.term(a))).toBe(stem('fontaneria'));
    expect(v.wordsFrom(0)).toEqual(['fontaneria']);
    // A word seen only as a place has no meaning of its own.
    v.add('sevilla', PLACE);
    expect(v.knows('sevilla')).toBe(false);
    expect(v.knows('fontaneria')).toBe(true);
  });

  it('expands a prefix to the lexicon first, then the commonest words, and notes the pool read', () => {
    const { v, seen } = vocabulary();
    seen('pintor', 2);
    seen('pintura', 9);
    seen('pintado', 5);
    v.add('pinturero', LEXICON);
    seen('tejado', 20);
    const fp = footprint();
    const ids = v.prefixed('pint', 3, fp);
    expect(ids.map((id) => v.word(id))).toEqual(['pinturero', 'pintura', 'pintado']);
    expect(fp.prefix).toBe('pint');
    // The whole pool, not only the 3 picked: a change to any of them may change the pick.
    expect(fp.terms).toEqual(new Set(['pintor', 'pintura', 'pintado', 'pinturero'].map((w) => v.term(v.id(w) ?? -1))));
    expect(v.prefixed('xyz', 3, null)).toEqual([]);
  });

  it('finds the closest words within the typo allowance, known ones only', () => {
    const { v, seen } = vocabulary();
    seen('reformas', 3);
    seen('reforma', 1);
    // A word no live company has (all its rows deleted) is no correction.
    v.add('refornas', NAME);
    const best = v.closest('refromas');
    expect(best.map((b) => [v.word(b.id), b.d])).toEqual([['reformas', 1]]);
    // Three letters: no typo allowed.
    expect(v.closest('gss')).toEqual([]);
  });
});
