import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import synonyms from '../data/synonyms.json' with { type: 'json' };
import { demoDocs } from '../../../../bench/demo-docs';
import { catalog, DOCS } from '../../../../test/text-docs';
import { TextIndex } from './index';

let index: TextIndex;
beforeAll(() => {
  index = new TextIndex(catalog);
  DOCS.forEach((d, row) => {
    index.set(row, d);
  });
});

const rows = (q: string, opts?: { literal?: boolean }) => [...index.search(q, opts).rows];

describe('TextIndex: words', () => {
  it('ignores case, accents, plurals and inflections', () => {
    expect(rows('FONTANERIA')[0]).toBe(0);
    // the name first; then a company of the same main activity (Cubiertas y tejados)
    expect(rows('tejado')).toEqual([4, 7]);
    expect(rows('reforma ')[0]).toBe(1);
    expect(rows('humedad')).toContain(7);
    expect(rows('pinturas').slice(0, 2).sort()).toEqual([2, 8]);
  });

  it('drops stop words, and a query of stop words only has no text condition', () => {
    expect(rows('las reformas de la cocina')[0]).toBe(1);
    const r = index.search('de la y el');
    expect(r.any).toBe(true);
    expect(r.rows.length).toBe(0);
    expect(index.search('').any).toBe(true);
  });

  it('forgives one typo from 4 letters and two from 8, a swap counting as one', () => {
    const swap = index.search('refromas');
    expect(swap.corrected).toBe('reformas');
    expect(swap.rows[0]).toBe(1);
    expect(index.search('electrisidad').rows[0]).toBe(6);
    // two edits in a word of 18 letters
    expect(index.search('imperbeabilisacion').rows[0]).toBe(7);
    // two edits in a 7-letter word are too many; one in a 3-letter word too
    expect(index.search('refrmos').rows.length).toBe(0);
    expect(index.search('gss ').rows.length).toBe(0);
  });

  it('matches the last word as a prefix while it is being typed', () => {
    expect(rows('tejad')[0]).toBe(4);
    expect(rows('construcciones tor')[0]).toBe(3);
    // a finished word (space after it) is not a prefix
    expect(rows('tor ')).toEqual([]);
  });

  it('literal: true searches the words as typed', () => {
    const r = index.search('refromas', { literal: true });
    expect(r.corrected).toBeNull();
    expect(r.rows.length).toBe(0);
  });
});

describe('TextIndex: trades', () => {
  it('names only activities of the catalogue in synonyms.json', () => {
    const names = new Set(catalog.activities.map((a) => a.name));
    for (const entry of synonyms) {
      expect(entry.words.length).toBeGreaterThan(0);
      for (const name of entry.activities) expect(names, name).toContain(name);
    }
  });

  it('maps the person to the trade (synonyms kept as data) and reports it', () => {
    const r = index.search('fontanero');
    expect(r.activities.map((a) => a.name)).toEqual(['Fontanería']);
    expect([...r.rows].sort()).toEqual([0, 8]);
    expect(rows('pintor').sort()).toEqual([2, 8]);
    expect(rows('electricista')).toEqual([6]);
    expect(rows('placas solares')).toEqual([5]);
    expect(index.search('escayolista').activities.map((a) => a.name)).toEqual(['Pladur y falsos techos']);
    expect(index.search('gotera').activities.map((a) => a.name)).toContain('Impermeabilización de cubiertas');
  });

  it('recognises activity names and a typo in a trade word', () => {
    expect(index.search('reforma de baños').activities.map((a) => a.name)).toContain('Reforma de baños');
    const r = index.search('fontanerro');
    expect(r.corrected).toBe('fontanero');
    expect([...r.rows].sort()).toEqual([0, 8]);
  });
});

describe('TextIndex: places', () => {
  it('takes place names out of the text and reports them as filters', () => {
    const r = index.search('fontanero en Sevilla');
    expect(r.places).toEqual([{ kind: 'province', id: 41, name: 'Sevilla' }]);
    expect(r.activities.map((a) => a.name)).toEqual(['Fontanería']);
    expect([...r.rows].sort()).toEqual([0, 8]);
    const city = index.search('reformas en Alcalá de Henares');
    expect(city.places).toEqual([{ kind: 'city', id: 28005, name: 'Alcalá de Henares' }]);
  });

  it('knows other names and typos of provinces', () => {
    expect(index.search('reformas gerona').places).toEqual([{ kind: 'province', id: 17, name: 'Girona' }]);
    expect(index.search('reformas la coruña').places).toEqual([{ kind: 'province', id: 15, name: 'A Coruña' }]);
    expect(index.search('pintor sevila').places).toEqual([{ kind: 'province', id: 41, name: 'Sevilla' }]);
  });

  it('a place alone leaves no text condition', () => {
    const r = index.search('en Valencia');
    expect(r.any).toBe(true);
    expect(r.places).toEqual([{ kind: 'province', id: 46, name: 'Valencia' }]);
  });

  it('a place word that is part of a company name stays text', () => {
    const r = index.search('construcciones torres');
    expect(r.places).toEqual([]);
    expect(r.rows[0]).toBe(3);
    // a one-word town that is also a word of names needs "en"
    expect(index.search('reformas en torres').places.map((p) => p.kind)).toEqual(['city']);
  });

  it('words that make a company name are that name, not trades (issue 22)', () => {
    const named = index.search('construcciones torres');
    expect(named.activities).toEqual([]);
    expect(named.rows[0]).toBe(3);
    // The same trade word with a word of no name is still read as a trade.
    expect(index.search('construcciones madrid').activities.length).toBeGreaterThan(0);
    expect(index.search('construcciones').activities.length).toBeGreaterThan(0);
  });
});

describe('TextIndex: ranking', () => {
  it('weighs the name above the activities, and those above the description', () => {
    // "tejados" is in doc 4's name and activities; doc 7 has only "goteras" in its description
    expect(rows('tejados')[0]).toBe(4);
    // "terrazas" is in doc 7's description and a synonym of its activity; doc 4 has only the related activity
    expect(rows('terrazas')).toEqual([7, 4]);
  });

  it('returns the best partial matches, by words matched, when no company has every word', () => {
    const r = index.search('pintura fontanería unicornio');
    expect(r.partial).toBe(true);
    expect(r.rows[0]).toBe(8);
    expect(r.scores[0]).toBeGreaterThan(r.scores[1]);
    expect(r.rows.length).toBeGreaterThan(1);
    const all = index.search('pintura fontanería');
    expect(all.partial).toBe(false);
    expect([...all.rows]).toEqual([8]);
  });

  it('set replaces a row and delete removes it', () => {
    const ix = new TextIndex(catalog);
    expect(ix.search('fontanería').rows.length).toBe(0);
    ix.set(5, DOCS[0]);
    expect([...ix.search('fontanería').rows]).toEqual([5]);
    expect(ix.search('fontanería')).toBe(ix.search('fontanería'));
    ix.set(5, DOCS[1]);
    expect(ix.search('fontanería').rows.length).toBe(0);
    expect([...ix.search('reformas').rows]).toEqual([5]);
    ix.delete(5);
    expect(ix.search('reformas').rows.length).toBe(0);
    expect(ix.suggest('garcía').filter((s) => s.kind === 'company')).toEqual([]);
  });

  it('answers the same after many replacements as when built afresh', () => {
    const docs = demoDocs(600);
    const churned = new TextIndex(catalog);
    for (let round = 0; round < 4; round++) for (let row = 0; row < 300; row++) churned.set(row, docs[(row + round * 97) % 600]);
    for (let row = 0; row < 300; row += 7) churned.delete(row);
    const fresh = new TextIndex(catalog);
    for (let row = 0; row < 300; row++) if (row % 7 !== 0) fresh.set(row, docs[(row + 3 * 97) % 600]);
    for (const q of ['reformas', 'fontanero en sevilla', 'pintura fachadas', 'garcia', 'refromas madrid'])
      expect([...churned.search(q).rows].sort((a, b) => a - b)).toEqual([...fresh.search(q).rows].sort((a, b) => a - b));
    expect(churned.suggest('constr')).toEqual(fresh.suggest('constr'));
  });
});

describe('TextIndex: hostile queries', () => {
  const nasty = fc.oneof(
    fc.string({ maxLength: 500 }),
    fc
      .array(
        fc.constantFrom('!', '&', '|', ':', '*', '(', ')', '"', "'", '\\', '\u0000', '😀', 'reformas', 'sevilla', 'de', 'fontanero', 'a'),
        {
          maxLength: 80,
        },
      )
      .map((xs) => xs.join('')),
    fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 40, maxLength: 50 }).map((xs) => xs.join(' ')),
    fc.constant('x'.repeat(500)),
    fc.constant(Array.from({ length: 50 }, (_, i) => `refromas${i}`).join(' ')),
  );

  it('never throws and answers the contract shape (speed: bench/text-index.ts, not a timed assertion)', () => {
    const big = new TextIndex(catalog);
    demoDocs(1500).forEach((d, row) => {
      big.set(row, d);
    });
    fc.assert(
      fc.property(nasty, fc.boolean(), (q, literal) => {
        const r = big.search(q, { literal });
        const s = big.suggest(q);
        expect(r.rows.length).toBe(r.scores.length);
        expect(s.length).toBeLessThanOrEqual(10);
      }),
      { numRuns: 300 },
    );
  });
});

describe('TextIndex: one scoring per text condition (issue 17)', () => {
  const fresh = (cacheBytes?: number) => {
    const ix = new TextIndex(catalog, cacheBytes === undefined ? {} : { cacheBytes: () => cacheBytes });
    DOCS.forEach((d, row) => {
      ix.set(row, d);
    });
    return ix;
  };

  it('queries naming places beside the same words share one text condition, its stamp and its arrays', () => {
    const ix = fresh();
    // A finished word (the space after it): one still being typed is also a prefix, another condition.
    const plain = ix.search('reformas ');
    const placed = ix.search('reformas en Sevilla');
    const other = ix.search('reformas gerona');
    expect(placed.places.length).toBe(1);
    expect(placed.text).toBe(plain.text);
    expect(other.text).toBe(plain.text);
    expect(placed.stamp).toBe(plain.stamp);
    expect(placed.rows).toBe(plain.rows);
    expect(placed.scores).toBe(plain.scores);
    // Other words, or the same typed literally, are another condition.
    expect(ix.search('reformas').text).not.toBe(plain.text);
    expect(ix.search('pintor en Sevilla').text).not.toBe(plain.text);
    expect(ix.search('reformas', { literal: true }).text).not.toBe(plain.text);
  });

  it('a change to a company with the words ends the stamp; one without them keeps it', () => {
    const ix = fresh();
    const before = ix.search('reformas en Sevilla');
    // Row 0 is a plumber: no «reformas» in it.
    ix.set(0, { ...DOCS[0], description: `${DOCS[0].description ?? ''} grifos` });
    expect(ix.valid(before.stamp)).toBe(true);
    ix.set(1, { ...DOCS[1], name: 'Obras Nuevas Ejemplo' });
    expect(ix.valid(before.stamp)).toBe(false);
    const after = ix.search('reformas');
    expect(after.stamp).not.toBe(before.stamp);
    const truth = fresh();
    truth.set(0, { ...DOCS[0], description: `${DOCS[0].description ?? ''} grifos` });
    truth.set(1, { ...DOCS[1], name: 'Obras Nuevas Ejemplo' });
    expect([...after.rows]).toEqual([...truth.search('reformas').rows]);
  });

  it('with no room to keep arrays, an answer scores again when its rows are asked, and answers the same', () => {
    const ix = fresh(0);
    const kept = fresh();
    for (const q of ['reformas', 'fontanero en Sevilla', 'construcciones torres', 'tejad']) {
      const r = ix.search(q);
      const k = kept.search(q);
      expect([...r.rows]).toEqual([...k.rows]);
      expect([...r.scores]).toEqual([...k.scores]);
      expect([r.partial, r.corrected, r.activities]).toEqual([k.partial, k.corrected, k.activities]);
    }
  });

  it('released, a condition lets its arrays go; its answers still hold and score the same rows again when asked', () => {
    const ix = fresh();
    const r = ix.search('reformas en Sevilla');
    const rows = r.rows;
    const scores = [...r.scores];
    expect(ix.scoredKept).toBe(1);
    ix.release(r.text);
    expect(ix.scoredKept).toBe(0);
    // Released: the same answer, its stamp valid, its arrays made again (new ones, equal).
    expect(ix.search('reformas en Sevilla')).toBe(r);
    expect(ix.valid(r.stamp)).toBe(true);
    expect(r.rows).not.toBe(rows);
    expect([...r.rows]).toEqual([...rows]);
    expect([...r.scores]).toEqual(scores);
    expect(ix.scoredKept).toBe(1);
    // Another condition's release leaves this one's arrays.
    ix.release(ix.search('pintor').text);
    expect(ix.scoredKept).toBe(1);
  });
});

describe('TextIndex writes (issue 17)', () => {
  const many = demoDocs(1500);
  const answer = (ix: TextIndex, q: string) => {
    const r = ix.search(q);
    return [...r.rows].map((row, i) => `${row}:${r.scores[i].toFixed(4)}`).sort();
  };

  // Building 1,500 documents on a loaded machine: a generous bound, not a speed check.
  it('deletes without scanning a posting: a few probes per term, however common the term', { timeout: 120_000 }, () => {
    const ix = new TextIndex(catalog);
    for (const [row, d] of many.entries()) ix.set(row, d);
    const before = ix.probes;
    ix.delete(1234);
    // ~40 terms a company, each found by binary search (≤ 11 steps at 1,500 rows): a scan would
    // look through thousands of entries for the commonest ones («reformas», the activity ids).
    expect(ix.probes - before).toBeGreaterThan(0);
    expect(ix.probes - before).toBeLessThan(40 * 16);
    expect([...ix.search('reformas').rows]).not.toContain(1234);
  });

  it('after many updates and deletes answers exactly what an index built from the final documents answers', { timeout: 120_000 }, () => {
    const ix = new TextIndex(catalog);
    const docs = [...many];
    for (const [row, d] of docs.entries()) ix.set(row, d);
    const gone = new Set<number>();
    let seed = 7;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % docs.length;
    };
    for (let i = 0; i < 1200; i++) {
      const row = next();
      if (i % 5 === 4) {
        ix.delete(row);
        gone.add(row);
      } else {
        // Another company's texts in this row (a rename, new activities, a move).
        docs[row] = { ...many[next()], id: many[row].id };
        ix.set(row, docs[row]);
        gone.delete(row);
      }
    }
    const fresh = new TextIndex(catalog);
    docs.forEach((d, row) => {
      if (!gone.has(row)) fresh.set(row, d);
    });
    for (const q of ['reformas', 'fontanero sevilla', 'refromas', 'pintura', 'tejados goteras', 'construcciones garcia'])
      expect(answer(ix, q), q).toEqual(answer(fresh, q));
  });

  it('compacted after a load (postings packed into one array, rows cut to size), answers the same, before and after more writes', {
    timeout: 120_000,
  }, () => {
    const plain = new TextIndex(catalog);
    const packed = new TextIndex(catalog);
    for (const [row, d] of many.entries()) {
      plain.set(row, d);
      packed.set(row, d);
    }
    packed.compact();
    const queries = ['reformas', 'fontanero sevilla', 'refromas', 'pintura', 'tejados goteras', 'construcciones garcia', 'electric'];
    const same = () => {
      for (const q of queries) expect(answer(packed, q), q).toEqual(answer(plain, q));
      for (const q of ['constr', 'font', 'garc']) expect(packed.suggest(q), q).toEqual(plain.suggest(q));
    };
    same();
    let seed = 3;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % many.length;
    };
    for (let i = 0; i < 600; i++) {
      const row = next();
      for (const ix of [plain, packed]) {
        if (i % 4 === 3) ix.delete(row);
        else ix.set(row, { ...many[(row * 7 + i) % many.length], id: many[row].id });
      }
      // New rows past the packed ones too.
      if (i % 50 === 0) for (const ix of [plain, packed]) ix.set(many.length + i, many[row]);
    }
    same();
  });
});
