import { beforeAll, describe, expect, it } from 'vitest';
import { catalog, DOCS } from '../../../../test/text-docs';
import { TextIndex } from './index';

// suggest.ts, through the engine that holds its parts.
let index: TextIndex;
beforeAll(() => {
  index = new TextIndex(catalog);
  DOCS.forEach((d, row) => {
    index.set(row, d);
  });
});

describe('TextIndex: suggestions', () => {
  it('offers activities with their parent, trades with the word typed, places and companies', () => {
    const fonta = index.suggest('fonta');
    expect(fonta[0]).toEqual({ kind: 'subactivity', label: 'Fontanería', hint: 'Instalaciones', id: '602', parentId: 6 });
    expect(index.suggest('fontanero')[0]).toMatchObject({ kind: 'subactivity', label: 'Fontanería', hint: 'fontanero' });
    expect(index.suggest('sevil')[0]).toMatchObject({ kind: 'province', label: 'Sevilla', id: '41' });
    expect(index.suggest('alcala de hen')).toContainEqual({
      kind: 'city',
      label: 'Alcalá de Henares',
      hint: 'Madrid',
      id: '28005',
      parentId: 28,
    });
    expect(index.suggest('pérez')).toContainEqual({
      kind: 'company',
      label: 'Fontanería Pérez',
      hint: 'Sevilla',
      id: DOCS[0].id,
      parentId: null,
    });
    expect(index.suggest('reformas gar')[0]).toMatchObject({ kind: 'company', label: 'Reformas García' });
  });

  it('reads a trade and a place being typed, and guesses typos only when little matches', () => {
    const s = index.suggest('fontanero sev');
    expect(s.slice(0, 2)).toEqual([
      { kind: 'province', label: 'Sevilla', hint: null, id: '41', parentId: null },
      { kind: 'subactivity', label: 'Fontanería', hint: 'fontanero', id: '602', parentId: 6 },
    ]);
    expect(index.suggest('pint').map((x) => x.label)).not.toContain('Pontevedra');
    expect(index.suggest('tejad')[0]).toMatchObject({ label: 'Cubiertas y tejados', hint: null });
  });

  it('forgives typos and keeps to the limit', () => {
    expect(index.suggest('fontaneira')[0]).toMatchObject({ label: 'Fontanería' });
    expect(index.suggest('electrisista')[0]).toMatchObject({ label: 'Electricidad', hint: 'electricista' });
    expect(index.suggest('re').length).toBeLessThanOrEqual(10);
    expect(index.suggest('re', 3).length).toBeLessThanOrEqual(3);
    expect(index.suggest('')).toEqual([]);
  });
});
