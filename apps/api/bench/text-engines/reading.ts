/**
 * What a library is given, for bench:text-engines: the documents cut into the same fields with
 * the same Spanish analysis as our TextIndex (analyze.ts), and the product's reading of a query
 * (ours in both cases): the places (taken out as filters, as our engine found them), the words
 * left, and the trades each word means (data/synonyms.json through our Lexicon).
 */
import { allowance, isStop, osa, PLACE_LEAD, stem, words } from '../../src/modules/search/text/analyze';
import { Lexicon } from '../../src/modules/search/text/lexicon';
import { Postings } from '../../src/modules/search/text/postings';
import type { Catalog, Place, TextDoc } from '../../src/modules/search/text/types';
import { Vocabulary } from '../../src/modules/search/text/vocabulary';

/** Field weights as scoring.ts has them (`actIds`: the activity id terms, 6). */
export const BOOST = { name: 4, acts: 3, type: 2, description: 1, place: 1, actIds: 6 };
export const TEXT_FIELDS = ['name', 'acts', 'type', 'description', 'place'];
export type LibDoc = { id: string; name: string; acts: string; type: string; description: string; place: string; actIds: string };

/** analyze.ts's pipeline as a library tokenizer (folding, at most 400 characters) and term processor. */
export const tokenize = (text: string): string[] => words(text, 400);
export const processTerm = (w: string): string | null => (isStop(w) ? null : stem(w));

export class Reader {
  readonly lexicon: Lexicon;

  constructor(catalog: Catalog) {
    this.lexicon = new Lexicon(catalog, new Vocabulary(new Postings()));
  }

  /** A company as the library indexes it: the fields TextIndex.set reads, the description's first 64 terms. */
  doc(row: number, d: TextDoc): LibDoc {
    const ids = new Set<number>();
    for (const a of d.activities) {
      ids.add(a.id);
      const parent = this.lexicon.activityParent.get(a.id);
      if (parent !== null && parent !== undefined) ids.add(parent);
    }
    const desc = d.description
      ? words(d.description, 400)
          .filter((w) => !isStop(w))
          .slice(0, 64)
          .join(' ')
      : '';
    return {
      id: String(row),
      name: `${d.name} ${d.fullName}`,
      acts: d.activities.map((a) => `${a.name} ${a.parent}`).join(' '),
      type: d.type,
      description: desc,
      place: `${d.city} ${d.province}`,
      actIds: [...ids].map((id) => `a${id}x`).join(' '),
    };
  }

  /**
   * The text words of `q` once the places our engine found in it are taken out (the place's
   * phrase, an alias or a big town standing for it, a mistyped province, and the "en", "de la"
   * before it), stop words dropped; each with the activities and extra terms of the longest
   * synonym phrase covering it (as query.ts reads them).
   */
  read(q: string, places: Place[]): { words: { w: string; acts: number[]; terms: string[] }[]; prefixLast: boolean } {
    const toks = words(q, 24);
    const used = toks.map(() => false);
    const want = new Set(places.map((p) => `${p.kind}${p.id}`));
    for (let i = 0; i < toks.length; i++) {
      for (let len = Math.min(this.lexicon.maxPlace, toks.length - i); len >= 1; len--) {
        const refs = this.lexicon.places.get(toks.slice(i, i + len).join(' '));
        if (!refs?.some((r) => want.has(`${r.kind}${r.id}`))) continue;
        for (let j = i; j < i + len; j++) used[j] = true;
        for (let j = i - 1; j >= 0 && PLACE_LEAD.has(toks[j]); j--) used[j] = true;
        break;
      }
      if (used[i]) continue;
      const w = toks[i];
      if (
        w.length >= 5 &&
        this.lexicon.provinceTerms.some((t) => want.has(`province${t.province.id}`) && osa(w, t.folded, allowance(w)) <= allowance(w))
      ) {
        used[i] = true;
        for (let j = i - 1; j >= 0 && PLACE_LEAD.has(toks[j]); j--) used[j] = true;
      }
    }
    const idx: number[] = [];
    for (let i = 0; i < toks.length && idx.length < 12; i++) if (!used[i] && !isStop(toks[i])) idx.push(i);
    const ws = idx.map((i) => ({ w: toks[i], acts: [] as number[], terms: [] as string[] }));
    const stems = ws.map((x) => stem(x.w));
    let covered = 0;
    for (let i = 0; i < ws.length; i++) {
      for (let len = Math.min(this.lexicon.maxPhrase, ws.length - i); len >= 1; len--) {
        if (i + len <= covered) break;
        const syns = this.lexicon.synonyms.get(stems.slice(i, i + len).join(' '));
        if (!syns) continue;
        for (const syn of syns)
          for (let j = i; j < i + len; j++) {
            ws[j].acts.push(...syn.activities);
            ws[j].terms.push(...syn.terms);
          }
        covered = i + len;
        break;
      }
    }
    const prefixLast = idx.length > 0 && idx[idx.length - 1] === toks.length - 1 && !/\s$/.test(q);
    return { words: ws, prefixLast };
  }
}
