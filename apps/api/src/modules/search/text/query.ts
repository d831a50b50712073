/**
 * Query analysis: the words of a query, the places it names (taken out as filters), the
 * candidates of each other word (its stem, the last word as a prefix, trade synonyms of phrases)
 * and, when a word matches nothing, the correction towards the closest words of the vocabulary.
 * Every term key looked up goes to the answer's footprint (footprint.ts).
 */
import { allowance, isStop, letterMask, osa, PLACE_LEAD, popcount, stem, words } from './analyze';
import type { Footprint } from './footprint';
import type { Lexicon, PlaceRef, Synonym } from './lexicon';
import { entryMask, entryRow, type Postings } from './postings';
import type { RowData } from './rows';
import { ACT, LEXICON, NAME, type Place, type Slot, TYPE } from './types';
import type { Vocabulary } from './vocabulary';

/** How much a candidate word counts against the word typed. */
const EXACT = 1;
const PREFIX = 0.8;
const SYNONYM = 0.9;
const TYPO = [1, 0.75, 0.6];
/** Words of a query read as text (the rest is ignored). */
export const MAX_SLOTS = 12;
const MAX_PREFIX_TERMS = 24;

/** The engine's parts a query reads. */
export type Parts = { postings: Postings; vocabulary: Vocabulary; rows: RowData; lexicon: Lexicon };

/** A query read: the places it names; `slots` (with the trades recognised) unless no text is left. */
export type Reading =
  | { places: Place[]; slots: null }
  | { places: Place[]; slots: Slot[]; found: Map<number, string>; corrected: string | null };

export class QueryReader {
  constructor(
    private readonly parts: Parts,
    /** What the answer being computed reads; null outside `search`. */
    private readonly fp: Footprint | null,
  ) {}

  read(q: string, opts: { literal?: boolean }): Reading {
    const { vocabulary } = this.parts;
    const toks = words(q, 24);
    for (const w of toks) this.fp?.words.add(w);
    const used = toks.map(() => false);
    const places = this.findPlaces(toks, used);
    const textIdx: number[] = [];
    for (let i = 0; i < toks.length && textIdx.length < MAX_SLOTS; i++) if (!used[i] && !isStop(toks[i])) textIdx.push(i);
    if (textIdx.length === 0) return { places, slots: null };
    // The last word may still be being typed, unless the query ends with a space.
    const prefixLast = textIdx[textIdx.length - 1] === toks.length - 1 && !/\s$/.test(q);
    let ws = textIdx.map((i) => toks[i]);
    let found = new Map<number, string>();
    let slots = this.slots(ws, prefixLast, found);
    let corrected: string | null = null;
    const near = new Map<string, { id: number; d: number }[]>();
    const closest = (w: string) => {
      const c = near.get(w) ?? vocabulary.closest(w);
      near.set(w, c);
      return c;
    };
    if (!opts.literal && slots.some((s) => !s.hit)) {
      // A correction reads the whole vocabulary.
      if (this.fp) this.fp.volatile = true;
      const fixed = [...ws];
      let changed = false;
      slots.forEach((s, i) => {
        if (s.hit) return;
        const best = closest(s.word);
        if (best.length === 0) return;
        fixed[i] = vocabulary.word(best[0].id);
        changed = true;
      });
      if (changed) {
        const found2 = new Map<number, string>();
        const slots2 = this.slots(fixed, prefixLast, found2);
        // Each corrected word also keeps the other words at the same distance ("pintira" → pintura, pintora).
        slots2.forEach((s, i) => {
          if (slots[i].hit) return;
          const best = closest(ws[i]);
          for (const b of best) {
            if (b.d !== best[0].d) break;
            const t = vocabulary.term(b.id);
            if (!s.cands.has(t)) s.cands.set(t, TYPO[b.d]);
            s.own.add(t);
          }
          for (const [t, f] of s.cands) s.cands.set(t, f * TYPO[best[0]?.d ?? 0]);
        });
        const out = toks.map((w, i) => {
          const k = textIdx.indexOf(i);
          if (k >= 0 && fixed[k] !== ws[k]) return vocabulary.display(vocabulary.id(fixed[k]) ?? -1) ?? fixed[k];
          return w;
        });
        corrected = out.join(' ');
        ws = fixed;
        slots = slots2;
        found = found2;
      }
    }
    return { places, slots, found, corrected };
  }

  /** A term id by key, noted in the footprint (found or missed). */
  private lookup(key: string): number | undefined {
    const t = this.parts.postings.get(key);
    if (this.fp) {
      if (t === undefined) this.fp.keys.add(key);
      else this.fp.terms.add(t);
    }
    return t;
  }

  /** Places named in the words; marks the words they take (and the "en", "de la" before them). */
  private findPlaces(toks: string[], used: boolean[]): Place[] {
    const { lexicon, vocabulary } = this.parts;
    const out: Place[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < toks.length; ) {
      let taken = 0;
      for (let len = Math.min(lexicon.maxPlace, toks.length - i); len >= 1 && !taken; len--) {
        const phrase = toks.slice(i, i + len).join(' ');
        const refs = lexicon.places.get(phrase);
        if (!refs) continue;
        let lead = i;
        while (lead > 0 && PLACE_LEAD.has(toks[lead - 1]) && !used[lead - 1]) lead--;
        const explicit = toks.slice(lead, i).some((w) => w === 'en' || w === 'provincia' || w === 'ciudad' || w === 'municipio');
        const place = this.pickPlace(refs, phrase, len, explicit);
        if (!place) continue;
        if (!explicit && this.partOfName(toks, i, len)) continue;
        const k = `${place.kind}${place.id}`;
        if (!seen.has(k)) {
          seen.add(k);
          out.push({ kind: place.kind, id: place.id, name: place.name });
        }
        for (let j = lead; j < i + len; j++) used[j] = true;
        taken = len;
      }
      i += taken || 1;
    }
    // A mistyped province ("Sevila", "madird") when the word means nothing else.
    for (let i = 0; i < toks.length; i++) {
      const w = toks[i];
      if (used[i] || w.length < 5 || isStop(w) || vocabulary.knows(w)) continue;
      const p = this.mistypedProvince(w);
      if (!p) continue;
      const k = `province${p.id}`;
      if (!seen.has(k)) {
        seen.add(k);
        out.push({ kind: 'province', id: p.id, name: p.name });
      }
      used[i] = true;
    }
    return out;
  }

  /** The one province whose name (or other name) is within the typo allowance of `w`. */
  private mistypedProvince(w: string): { id: number; name: string } | undefined {
    const k = allowance(w);
    const mask = letterMask(w);
    let best = k + 1;
    let found: { id: number; name: string } | undefined;
    let ambiguous = false;
    for (const t of this.parts.lexicon.provinceTerms) {
      if (popcount(mask ^ t.mask) > 2 * k) continue;
      const d = osa(w, t.folded, k);
      if (d < best) {
        best = d;
        found = t.province;
        ambiguous = false;
      } else if (d === best && found && found.id !== t.province.id) ambiguous = true;
    }
    return ambiguous ? undefined : found;
  }

  private pickPlace(refs: PlaceRef[], phrase: string, len: number, explicit: boolean) {
    const strong = refs.find((r) => r.strong);
    if (strong) return strong;
    // Several towns share a name: the one with most companies.
    if (this.fp) this.fp.towns = true;
    let best: PlaceRef | undefined;
    let bestCount = -1;
    for (const r of refs) {
      const n = this.parts.rows.cityCount.get(r.key) ?? 0;
      if (n > bestCount) {
        best = r;
        bestCount = n;
      }
    }
    if (!best) return undefined;
    if (explicit) return best;
    if (bestCount <= 0) return undefined;
    if (len > 1) return best;
    // A one-word town that is also a word of names or trades ("Torres", "Puertas") needs "en".
    const { vocabulary } = this.parts;
    const id = vocabulary.id(phrase);
    if (isStop(phrase) || (id !== undefined && vocabulary.fieldsOf(id) & (NAME | ACT | TYPE | LEXICON))) return undefined;
    return best;
  }

  /** Whether the words, place included, are all in one company's name ("Construcciones León"). */
  private partOfName(toks: string[], at: number, len: number): boolean {
    const { postings, rows } = this.parts;
    const terms: number[] = [];
    for (let j = 0; j < toks.length; j++) {
      if (isStop(toks[j])) continue;
      const t = this.lookup(stem(toks[j]));
      if (t === undefined) return false;
      terms.push(t);
    }
    // The place alone is no company name: other words must come with it.
    const others = toks.filter((w, j) => (j < at || j >= at + len) && !isStop(w)).length;
    if (others === 0 || terms.length > MAX_SLOTS) return false;
    let smallest = terms[0];
    for (const t of terms) if (postings.df(t) < postings.df(smallest)) smallest = t;
    const list = postings.entriesOf(smallest);
    const n = postings.lengthOf(smallest);
    for (let i = 0; i < n; i++) {
      if (!(entryMask(list[i]) & NAME)) continue;
      const row = entryRow(list[i]);
      if (terms.every((t) => rows.nameHas(row, t))) return true;
    }
    return false;
  }

  /** Candidates of each word: its stem, the prefix of the last one, and synonyms. */
  private slots(ws: string[], prefixLast: boolean, found: Map<number, string>): Slot[] {
    const { lexicon, postings, vocabulary } = this.parts;
    const slots: Slot[] = ws.map((w, i) => {
      const cands = new Map<number, number>();
      const t = this.lookup(stem(w));
      if (t !== undefined) cands.set(t, EXACT);
      if (prefixLast && i === ws.length - 1 && w.length >= 3) {
        for (const id of vocabulary.prefixed(w, MAX_PREFIX_TERMS, this.fp)) {
          const pt = vocabulary.term(id);
          if (!cands.has(pt)) cands.set(pt, PREFIX);
          // "fontan" → the trade of "fontanero"
          for (const syn of lexicon.synonyms.get(postings.key(pt)) ?? []) this.addSynonymCands(cands, syn, PREFIX);
        }
      }
      return { word: w, cands, own: new Set(cands.keys()), optional: false, hit: false };
    });
    // The longest phrase from each word; phrases may overlap ("construir una casa de madera" is
    // "construir casa" and "casa de madera"), but none inside one already taken.
    const stems = ws.map(stem);
    let covered = 0;
    for (let i = 0; i < ws.length; i++) {
      for (let len = Math.min(lexicon.maxPhrase, ws.length - i); len >= 1; len--) {
        if (i + len <= covered) break;
        const syns = lexicon.synonyms.get(stems.slice(i, i + len).join(' '));
        if (!syns) continue;
        for (const syn of syns) {
          for (let j = i; j < i + len; j++) this.addSynonymCands(slots[j].cands, syn, EXACT);
          for (const a of syn.activities) found.set(a, lexicon.activityName.get(a) ?? '');
        }
        covered = i + len;
        break;
      }
    }
    for (const s of slots) for (const t of s.cands.keys()) if (postings.df(t) > 0) s.hit = true;
    if (slots.some((s) => !/^\d+$/.test(s.word))) for (const s of slots) s.optional = /^\d+$/.test(s.word);
    return slots;
  }

  private addSynonymCands(cands: Map<number, number>, syn: Synonym, factor: number) {
    syn.activities.forEach((a, i) => {
      const t = this.lookup(`#${a}`);
      // The first trade of an entry is what the word means most; the others a little less.
      const f = i === 0 ? factor : factor * 0.95;
      if (t !== undefined) cands.set(t, Math.max(cands.get(t) ?? 0, f));
    });
    for (const s of syn.terms) {
      const t = this.lookup(s);
      if (t !== undefined) cands.set(t, Math.max(cands.get(t) ?? 0, factor * SYNONYM));
    }
  }
}
