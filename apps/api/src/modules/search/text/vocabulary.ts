/**
 * The vocabulary: every folded word seen (in companies, the synonyms, the catalogue), each with
 * its stem's term, the fields it was seen in, its letters' mask and its spelling with accents.
 * Answers the words a prefix expands to (most frequent first) and the closest words to a typo.
 */
import { foldPlace } from '@cimenta/shared';
import { allowance, letterMask, osa, popcount, stem } from './analyze';
import type { Footprint } from './footprint';
import type { Postings } from './postings';
import { ACT, DESC, LEXICON, NAME, TYPE } from './types';

export class Vocabulary {
  private ids = new Map<string, number>();
  private words: string[] = [];
  private terms: number[] = [];
  private displays: string[] = [];
  private masks: number[] = [];
  private fields: number[] = [];
  private byLength: number[][] = Array.from({ length: 41 }, () => []);
  private sorted: number[] | null = null;

  constructor(private readonly postings: Postings) {}

  /** Words ever added. */
  get size(): number {
    return this.words.length;
  }

  /** Adds a word seen in `field` (of `text`, for its spelling); answers its id. */
  add(w: string, field: number, text?: string): number {
    let id = this.ids.get(w);
    if (id === undefined) {
      id = this.words.length;
      this.ids.set(w, id);
      this.words.push(w);
      this.terms.push(this.postings.id(stem(w)));
      this.displays.push(text ? displayWord(w, text) : w);
      this.masks.push(letterMask(w));
      this.fields.push(field);
      this.byLength[Math.min(40, w.length)].push(id);
      this.sorted = null;
    } else {
      this.fields[id] |= field;
    }
    return id;
  }

  id(w: string): number | undefined {
    return this.ids.get(w);
  }
  word(id: number): string {
    return this.words[id];
  }
  /** The term of a word's stem. */
  term(id: number): number {
    return this.terms[id];
  }
  /** The word as people write it (accents kept); undefined for an unknown id. */
  display(id: number): string | undefined {
    return this.displays[id];
  }
  fieldsOf(id: number): number {
    return this.fields[id];
  }
  /** The words added since there were `from`. */
  wordsFrom(from: number): string[] {
    return this.words.slice(from);
  }

  /** Words of the vocabulary starting with `prefix`, most frequent first (the pool read goes to `fp`). */
  prefixed(prefix: string, limit: number, fp: Footprint | null): number[] {
    if (!this.sorted) {
      const ids = this.words.map((_, i) => i);
      ids.sort((a, b) => (this.words[a] < this.words[b] ? -1 : this.words[a] > this.words[b] ? 1 : 0));
      this.sorted = ids;
    }
    const s = this.sorted;
    let lo = 0;
    let hi = s.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[s[mid]] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < s.length && out.length < 400 && this.words[s[i]].startsWith(prefix); i++) out.push(s[i]);
    // The pool is ranked by document counts: a change to any of its terms may change the pick.
    if (fp) {
      fp.prefix = prefix;
      for (const id of out) fp.terms.add(this.terms[id]);
    }
    const weight = (id: number) => this.postings.df(this.terms[id]) + (this.fields[id] & LEXICON ? 1e9 : 0);
    return out.sort((a, b) => weight(b) - weight(a)).slice(0, limit);
  }

  /** The closest words of the vocabulary within the typo allowance, best first, with their distance. */
  closest(w: string): { id: number; d: number }[] {
    const k = allowance(w);
    if (k === 0) return [];
    const mask = letterMask(w);
    const found: { id: number; d: number }[] = [];
    let best = k;
    for (let len = Math.max(1, w.length - k); len <= Math.min(40, w.length + k); len++) {
      for (const id of this.byLength[len]) {
        if (popcount(mask ^ this.masks[id]) > 2 * best) continue;
        const useful = this.postings.df(this.terms[id]) > 0 || this.fields[id] & LEXICON;
        if (!useful) continue;
        const d = osa(w, this.words[id], best);
        if (d > best) continue;
        if (d < best) {
          best = d;
          found.length = 0;
        }
        found.push({ id, d });
      }
    }
    const weight = (id: number) => (this.fields[id] & LEXICON ? 1e9 : 0) + this.postings.df(this.terms[id]);
    return found.sort((a, b) => a.d - b.d || weight(b.id) - weight(a.id)).slice(0, 8);
  }

  /** A word with a meaning in the index or the lexicon (not only as a place). */
  knows(w: string): boolean {
    const id = this.ids.get(w);
    return id !== undefined && (this.fields[id] & (NAME | ACT | TYPE | DESC | LEXICON)) !== 0;
  }
}

/** The word as written in `text` (accents kept, lower case), for corrections people read. */
function displayWord(folded: string, text: string): string {
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (raw && foldPlace(raw) === folded) return raw;
  return folded;
}
