/**
 * The engines bench:text-engines compares, behind one shape: our TextIndex, MiniSearch and Orama,
 * each filled with the same companies and asked the same queries. The libraries get the same
 * fields, weights and Spanish analysis (reading.ts) and the product's reading of the query; what
 * they do themselves is the matching (exact, typos, prefixes), the ranking (BM25 with the field
 * boosts) and the AND of the words (falling back to OR when no company has them all, as ours).
 */
import { create, insert, search as oramaSearch } from '@orama/orama';
import MiniSearch, { type Query } from 'minisearch';
import { allowance } from '../../src/modules/search/text/analyze';
import { TextIndex } from '../../src/modules/search/text/index';
import type { Catalog, Place, TextDoc } from '../../src/modules/search/text/types';
import { BOOST, processTerm, Reader, TEXT_FIELDS, tokenize } from './reading';

export type Answer = { rows: ArrayLike<number>; scores: ArrayLike<number>; any: boolean; places: Place[] };
export type Engine = {
  add(row: number, doc: TextDoc): void | Promise<void>;
  /** `places`: what our engine read in the query (the libraries are given it). */
  search(q: string, places: Place[]): Answer | Promise<Answer>;
  suggest(q: string): unknown;
};
export const ENGINES = ['ours', 'minisearch', 'orama'] as const;
export type EngineName = (typeof ENGINES)[number];

function ours(catalog: Catalog): Engine {
  const index = new TextIndex(catalog);
  return {
    add: (row, doc) => index.set(row, doc),
    search: (q) => {
      const r = index.search(q);
      return { rows: r.rows, scores: r.scores, any: r.any, places: r.places };
    },
    suggest: (q) => index.suggest(q),
  };
}

/** Rows and scores, best first, of a map row → score. */
function ranked(scores: Map<number, number>): { rows: number[]; scores: number[] } {
  const rows = [...scores.keys()].sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0));
  return { rows, scores: rows.map((r) => scores.get(r) ?? 0) };
}

function minisearch(catalog: Catalog): Engine {
  const reader = new Reader(catalog);
  const ms = new MiniSearch({
    fields: [...TEXT_FIELDS, 'actIds'],
    tokenize,
    processTerm,
    searchOptions: { boost: BOOST, tokenize, processTerm },
  });
  return {
    add: (row, doc) => ms.add(reader.doc(row, doc)),
    search: (q, places) => {
      const r = reader.read(q, places);
      if (r.words.length === 0) return { rows: [], scores: [], any: true, places };
      // Each word: itself (typos by its length, a prefix when last), or its trades' id terms,
      // or the synonyms' extra terms; the words together: AND, else OR.
      const perWord: Query[] = r.words.map((x, i) => {
        const queries: Query[] = [
          {
            queries: [x.w],
            fields: TEXT_FIELDS,
            fuzzy: allowance(x.w) || false,
            prefix: r.prefixLast && i === r.words.length - 1 && x.w.length >= 3,
          },
        ];
        if (x.acts.length) queries.push({ queries: x.acts.map((a) => `a${a}x`), fields: ['actIds'], fuzzy: false, prefix: false });
        if (x.terms.length) queries.push({ queries: x.terms, fields: TEXT_FIELDS, fuzzy: false, prefix: false });
        return { queries, combineWith: 'OR' };
      });
      let hits = ms.search({ queries: perWord, combineWith: 'AND' });
      if (hits.length === 0 && perWord.length > 1) hits = ms.search({ queries: perWord, combineWith: 'OR' });
      return { rows: hits.map((h) => Number(h.id)), scores: hits.map((h) => h.score), any: false, places };
    },
    suggest: (q) =>
      ms.autoSuggest(q, {
        prefix: (_t, i, ts) => i === ts.length - 1,
        fuzzy: (t) => allowance(t) || false,
      }),
  };
}

async function orama(catalog: Catalog, count: number): Promise<Engine> {
  const reader = new Reader(catalog);
  const db = create({
    schema: { name: 'string', acts: 'string', type: 'string', description: 'string', place: 'string', actIds: 'string' } as const,
    components: {
      tokenizer: {
        language: 'spanish',
        normalizationCache: new Map(),
        tokenize: (raw: string) => tokenize(raw).flatMap((w) => processTerm(w) ?? []),
      },
    },
  });
  type Params = Parameters<typeof oramaSearch<typeof db>>[1];
  const hitsOf = async (params: Params, into: Map<number, number>) => {
    const res = await oramaSearch(db, { ...params, limit: count });
    for (const h of res.hits) {
      const row = Number(h.id);
      into.set(row, Math.max(into.get(row) ?? 0, h.score));
    }
  };
  const properties = TEXT_FIELDS as ('name' | 'acts' | 'type' | 'description' | 'place')[];
  return {
    add: async (row, doc) => {
      await insert(db, reader.doc(row, doc));
    },
    search: async (q, places) => {
      const r = reader.read(q, places);
      if (r.words.length === 0) return { rows: [], scores: [], any: true, places };
      // Orama's search takes one tolerance for all the words and ORs them (threshold 1) or ANDs
      // them (threshold 0) with no alternatives per word: each word is searched apart (the word
      // exact or within its typos, its prefix when last, its trades' ids and extra terms) and the
      // words are combined here, AND else OR, scores summed.
      const perWord: Map<number, number>[] = [];
      for (const [i, x] of r.words.entries()) {
        const m = new Map<number, number>();
        const k = allowance(x.w);
        await hitsOf({ term: x.w, properties, boost: BOOST, exact: k === 0, tolerance: k }, m);
        if (r.prefixLast && i === r.words.length - 1 && x.w.length >= 3) await hitsOf({ term: x.w, properties, boost: BOOST }, m);
        if (x.acts.length)
          await hitsOf({ term: x.acts.map((a) => `a${a}x`).join(' '), properties: ['actIds'], boost: BOOST, exact: true }, m);
        if (x.terms.length) await hitsOf({ term: x.terms.join(' '), properties, boost: BOOST, exact: true }, m);
        perWord.push(m);
      }
      const combine = (all: boolean) => {
        const out = new Map<number, number>();
        const [first, ...rest] = [...perWord].sort((a, b) => a.size - b.size);
        for (const [row, s] of all ? first : new Map(perWord.flatMap((m) => [...m]))) {
          let total = all ? s : 0;
          let ok = true;
          for (const m of all ? rest : perWord) {
            const v = m.get(row);
            if (v === undefined) ok = !all && ok;
            else total += v;
          }
          if (ok) out.set(row, total);
        }
        return out;
      };
      let scores = combine(true);
      if (scores.size === 0 && perWord.length > 1) scores = combine(false);
      return { ...ranked(scores), any: false, places };
    },
    suggest: (q) => oramaSearch(db, { term: q, properties: ['name'], limit: 10 }),
  };
}

export async function makeEngine(name: EngineName, catalog: Catalog, count: number): Promise<Engine> {
  if (name === 'ours') return ours(catalog);
  if (name === 'minisearch') return minisearch(catalog);
  return orama(catalog, count);
}
