import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../test/text-docs';
import { isStop, stem, words } from './analyze';
import { Lexicon } from './lexicon';
import { Postings } from './postings';
import { LEXICON } from './types';
import { Vocabulary } from './vocabulary';

describe('Lexicon', () => {
  const vocabulary = new Vocabulary(new Postings());
  const lexicon = new Lexicon(catalog, vocabulary);

  it('keys synonyms by their stems, each activity’s own name included', () => {
    const fontanero = lexicon.synonyms.get(stem('fontanero'));
    expect(fontanero?.some((s) => s.activities.includes(602))).toBe(true);
    // "Reforma de baños": its words folded and stemmed, the stop word left out.
    const key = words('Reforma de baños')
      .filter((w) => !isStop(w))
      .map(stem)
      .join(' ');
    expect(lexicon.synonyms.get(key)?.[0].activities).toEqual([catalog.activities.find((a) => a.name === 'Reforma de baños')?.id]);
    expect(lexicon.maxPhrase).toBeGreaterThan(1);
    // Its words are in the vocabulary, marked as the lexicon's: typos are corrected towards them.
    const id = vocabulary.id('fontanero');
    expect(id === undefined ? 0 : vocabulary.fieldsOf(id) & LEXICON).toBe(LEXICON);
  });

  it('knows provinces by their other names, and towns that share a name', () => {
    expect(lexicon.places.get('gerona')).toEqual([{ kind: 'province', id: 17, name: 'Girona', strong: true, key: '' }]);
    expect(lexicon.places.get('alcala de henares')?.[0]).toMatchObject({ kind: 'city', id: 28005 });
    expect(lexicon.provinceTerms.filter((t) => t.province.id === 15).map((t) => t.folded)).toContain('la coruna');
    expect([...lexicon.places.values()].some((refs) => refs.length > 1)).toBe(true);
  });
});
