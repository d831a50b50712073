import { describe, expect, it } from 'vitest';
import { Postings } from './postings';
import { RowData } from './rows';
import { Scorer } from './scoring';
import { ACT_ID, DESC, NAME, type Slot, type TextDoc } from './types';

const doc = (name: string): TextDoc => ({
  id: name,
  name,
  fullName: name,
  description: null,
  type: '',
  activities: [],
  city: '',
  province: '',
});

/** Rows 0–5 with these terms: [term key, field mask] per row. */
function engine(rows: [string, number][][], names: string[]) {
  const postings = new Postings();
  const data = new RowData();
  rows.forEach((terms, row) => {
    const masks = new Map<number, number>();
    for (const [key, m] of terms) masks.set(postings.id(key), m);
    for (const [t, m] of masks) postings.add(t, row, m);
    data.put(row, doc(names[row]), masks);
  });
  const slot = (word: string, cands: [string, number][], optional = false): Slot => {
    const map = new Map(cands.map(([k, f]) => [postings.id(k), f]));
    return { word, cands: map, own: new Set(map.keys()), optional, hit: true };
  };
  return { scorer: new Scorer(postings, data), slot, postings, data };
}

describe('Scorer', () => {
  const { scorer, slot } = engine(
    [
      [['fontaner', DESC]],
      [
        ['fontaner', NAME],
        ['#602', ACT_ID],
      ],
      [
        ['#602', ACT_ID],
        ['sevill', DESC],
      ],
      [
        ['fontaner', DESC],
        ['sevill', DESC],
      ],
      [
        ['garci', NAME],
        ['reform', NAME],
      ],
      [
        ['reform', NAME],
        ['garci', DESC],
      ],
    ],
    ['A', 'Fontanero', 'B', 'C', 'Reformas García', 'Reformas'],
  );

  it('ranks by words matched first, then by the fields they are in', () => {
    const r = scorer.score(
      [
        slot('fontanero', [
          ['fontaner', 1],
          ['#602', 1],
        ]),
        slot('sevilla', [['sevill', 1]]),
      ],
      true,
    );
    // Rows 2 and 3 have both words; the activity (6) weighs more than a description (1).
    expect([...r.rows]).toEqual([2, 3]);
    expect(r.partial).toBe(false);
    expect(r.scores[0]).toBeGreaterThan(r.scores[1]);
    // A candidate's factor scales its weight: a name and an activity id beat a description.
    const one = scorer.score(
      [
        slot('fontanero', [
          ['fontaner', 1],
          ['#602', 0.9],
        ]),
      ],
      false,
    );
    expect([...one.rows]).toEqual([1, 2, 0, 3]);
  });

  it('gives the name bonus when every word is in the name, whole names first', () => {
    const r = scorer.score([slot('reformas', [['reform', 1]]), slot('garcia', [['garci', 1]])], true);
    expect([...r.rows]).toEqual([4, 5]);
    expect(r.byName).toBe(true);
    // Without the bonus both rows still match, the name still first by its field weights.
    const plain = scorer.score([slot('reformas', [['reform', 1]]), slot('garcia', [['garci', 1]])], false);
    expect(r.scores[0] - r.scores[1]).toBeGreaterThan(plain.scores[0] - plain.scores[1]);
  });

  it('answers partial matches, by words matched, when no row has every word; numbers are optional', () => {
    const r = scorer.score([slot('fontanero', [['fontaner', 1]]), slot('unicornio', [['unicorn', 1]])], true);
    expect(r.partial).toBe(true);
    expect([...r.rows].sort()).toEqual([0, 1, 3]);
    const n = scorer.score([slot('fontanero', [['fontaner', 1]]), slot('24', [['24', 1]], true)], true);
    expect(n.partial).toBe(false);
    expect([...n.rows].sort()).toEqual([0, 1, 3]);
  });
});
