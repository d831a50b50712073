/**
 * What a text answer depended on, and the index's changes since (issue 17: text answers kept
 * across writes that cannot touch them). An answer's footprint is the terms whose postings it
 * read (the candidates of its words, the prefix's whole pool, the stems of its words), the keys it
 * looked up and did not find, its words and the prefix it expanded; a change records the terms
 * of the document before and after, the terms and words it added to the vocabulary, and whether
 * a town's company count moved. An answer still holds if no change since it was computed shares
 * a term with it, adds a key it missed, a word it typed or a word its prefix expands to — its
 * rows, scores, places and corrections are then what it would compute again. Answers that
 * corrected a word (the whole vocabulary is their candidate) or voted between towns of one name
 * by their counts hold only while nothing changes.
 */

export type Footprint = {
  terms: Set<number>;
  /** Term keys looked up and not found. */
  keys: Set<string>;
  /** The words of the query. */
  words: Set<string>;
  /** The last word, when it was expanded as a prefix. */
  prefix: string | null;
  /** Depends on the whole vocabulary (a correction). */
  volatile: boolean;
  /** Chose a town by its company count. */
  towns: boolean;
};

export type IndexChange = { terms: number[]; keys: string[]; words: string[]; city: boolean };

export const footprint = (): Footprint => ({
  terms: new Set(),
  keys: new Set(),
  words: new Set(),
  prefix: null,
  volatile: false,
  towns: false,
});

/** Changes remembered; an answer older than this many is computed again. */
const RING = 1024;

export class ChangeLog {
  private seq = 0;
  private readonly ring: IndexChange[] = [];
  private readonly answers = new WeakMap<object, { fp: Footprint; seq: number }>();

  record(c: IndexChange) {
    this.ring[this.seq++ % RING] = c;
  }

  /** An answer computed now, with what it read. */
  track(answer: object, fp: Footprint) {
    this.answers.set(answer, { fp, seq: this.seq });
  }

  /** Whether an answer of this index still holds (it is then current: later checks start here). */
  valid(answer: object): boolean {
    const a = this.answers.get(answer);
    if (!a) return false;
    if (a.seq === this.seq) return true;
    if (a.fp.volatile || this.seq - a.seq > RING) return false;
    const { fp } = a;
    for (let s = a.seq; s < this.seq; s++) {
      const c = this.ring[s % RING];
      if (c.city && fp.towns) return false;
      for (const t of c.terms) if (fp.terms.has(t)) return false;
      for (const k of c.keys) if (fp.keys.has(k)) return false;
      for (const w of c.words) if (fp.words.has(w) || (fp.prefix !== null && w.startsWith(fp.prefix))) return false;
    }
    a.seq = this.seq;
    return true;
  }
}
