/**
 * In-memory text index of the companies (issue 10, "Quality targets"): folded words, Spanish
 * stop words, plurals and stems, typos per word against the vocabulary, trade synonyms kept as
 * data, place names read as filters, partial matches and corrections. The read model owns the
 * rows; this index only knows a row number per company and answers with rows and scores.
 *
 * For the read model: `rows` come best first (`scores` alike, higher is better) and are every
 * company matching all the words, or, when none does (`partial`), every company matching some
 * word, more words first. `any: true` means no text condition is left (rows are then empty): list
 * as without text, with `places` as filters. `bench:search` applies a province as "works there"
 * (zones) and a city as "works in its province, based in the city first" (+1 to the score).
 */
import { CITY_PROVINCES, foldPlace, PROVINCE_ALIASES, type Suggestion } from '@cimenta/shared';
import synonymData from '../data/synonyms.json' with { type: 'json' };
import { allowance, isStop, letterMask, osa, PLACE_LEAD, popcount, stem, words } from './analyze';
import { ChangeLog, type Footprint, footprint, type IndexChange } from './footprint';

export type TextDoc = {
  id: string;
  name: string;
  fullName: string;
  description: string | null;
  type: string;
  activities: { id: number; name: string; parent: string }[];
  city: string;
  province: string;
};
export type TextResult = {
  rows: Uint32Array;
  scores: Float32Array;
  corrected: string | null;
  partial: boolean;
  places: { kind: 'province' | 'city'; id: number; name: string }[];
  activities: { id: number; name: string }[];
  /** no text condition left (empty, or only place words / stop words) */
  any: boolean;
};
type Catalog = {
  activities: { id: number; name: string; parentId: number | null }[];
  provinces: { id: number; name: string }[];
  cities: { id: number; name: string; provinceId: number }[];
};
type Place = TextResult['places'][number];
type CityEntry = { id: number; name: string; provinceId: number; folded: string; words: string[] };

// Fields a word was seen in, one bit each; ACT_ID marks the terms standing for an activity id.
const NAME = 1;
const ACT = 2;
const TYPE = 4;
const DESC = 8;
const PLACE = 16;
const ACT_ID = 32;
/** Marks a vocabulary word that comes from the synonyms or the catalogue, not from a company. */
const LEXICON = 64;
const FIELD_WEIGHT: [number, number][] = [
  [ACT_ID, 6],
  [NAME, 4],
  [ACT, 3],
  [TYPE, 2],
  [DESC, 1],
  [PLACE, 1],
];
/** Weight of a posting by the fields it was found in: the best field, plus a little per other field. */
const MASK_WEIGHT = new Float32Array(64).map((_, m) => {
  let best = 0;
  for (const [bit, w] of FIELD_WEIGHT) if (m & bit && w > best) best = w;
  return best === 0 ? 0 : best + 0.25 * (popcount(m) - 1);
});

/** How much a candidate word counts against the word typed. */
const EXACT = 1;
const PREFIX = 0.8;
const SYNONYM = 0.9;
const TYPO = [1, 0.75, 0.6];
/** A word matched counts this much more than any score from the fields. */
const WORD = 100;
/** Bonus (up to twice this) when every word is in the company's name. */
const NAMED = 20;
const MAX_SLOTS = 12;
const MAX_PREFIX_TERMS = 24;
const MAX_DESCRIPTION_TERMS = 64;
/** Bytes of rows and scores the recent answers may hold. */
const CACHE_BYTES = 32 * 2 ** 20;

type Synonym = { activities: number[]; terms: string[]; display: string };
type Slot = {
  word: string;
  /** term id → factor */
  cands: Map<number, number>;
  /** The terms of the word itself (not of its synonyms): what counts for a company's name. */
  own: Set<number>;
  /** A number ("24 horas"): it adds to the score, a company need not have it. */
  optional: boolean;
  hit: boolean;
};

/** How long a posting's unsorted tail may get before it is merged in: about √n, so the merges
 * (O(n) each) cost O(√n) a write amortised, as does the tail a delete looks through. */
const tailMax = (sorted: number) => 32 + 2 * Math.floor(Math.sqrt(sorted));

function grow<T extends Uint32Array | Uint16Array | Uint8Array | Float32Array>(a: T, need: number): T {
  if (need <= a.length) return a;
  let n = Math.max(16, a.length);
  while (n < need) n = Math.ceil(n * 1.5);
  const b = new (a.constructor as new (n: number) => T)(n);
  b.set(a);
  return b;
}

export class TextIndex {
  // Terms (stems, and `#id` for activity ids) and their posting lists: row, field mask.
  private termIds = new Map<string, number>();
  private termKey: string[] = [];
  private postRows: Uint32Array[] = [];
  private postMasks: Uint8Array[] = [];
  private postN: number[] = [];
  /** Entries `[0, postSorted)` of a posting are in increasing row order (binary search). */
  private postSorted: number[] = [];
  /** Deleted entries still in a posting (mask 0), dropped when they are a quarter of it. */
  private postDead: number[] = [];
  /** Posting entries a delete looked at (tests: a delete finds its entries without a scan). */
  probes = 0;
  // Vocabulary: folded words as seen, for typos and prefixes.
  private surfIds = new Map<string, number>();
  private surfWord: string[] = [];
  private surfTerm: number[] = [];
  private surfDisplay: string[] = [];
  private surfMask: number[] = [];
  private surfFields: number[] = [];
  private surfByLength: number[][] = Array.from({ length: 41 }, () => []);
  private sortedSurf: number[] | null = null;
  // Per row: its terms and masks (to delete it), and what suggestions show.
  private rows = new RowTerms();
  private rowId = new RowIds();
  private rowName: (string | undefined)[] = [];
  /** Province and city of each row, as indexes into `strings` / `cityKeys` (compact at 1M rows). */
  private rowProvince = new Uint16Array(0);
  private rowCity = new Uint32Array(0);
  private strings = new Interned();
  private cityKeys = new Interned();
  private cityKeyOf = new Map<string, number>();
  private cityCount = new Map<string, number>();
  private wordsCache = new Map<string, string[]>();
  /** Recent answers, kept while they hold (footprint.ts), up to CACHE_BYTES of rows and scores. */
  private cache = new Map<string, TextResult>();
  private cacheBytes = 0;
  /** The changes since each answer, and what each answer read (footprint.ts). */
  private log = new ChangeLog();
  /** What the answer being computed reads. */
  private fp: Footprint | null = null;
  private size = 0;
  // Scratch for scoring, one slot per row.
  private ws = new Float32Array(0);
  private total = new Float32Array(0);
  private hits = new Uint8Array(0);
  private named = new Uint8Array(0);
  private inName = new Uint8Array(0);
  /** Words in each row's name (not stop words), up to 255. */
  private nameWords = new Uint8Array(0);

  // Catalogue
  private activityName = new Map<number, string>();
  private activityParent = new Map<number, number | null>();
  private synonyms = new Map<string, Synonym[]>();
  private maxPhrase = 1;
  private places = new Map<string, (Place & { strong: boolean; key: string })[]>();
  private maxPlace = 1;
  private provinceById = new Map<number, string>();
  private cities: CityEntry[];
  private cityWords: { word: string; city: number }[];
  /** Every name a province answers to (own, aliases, big towns), folded (shared `placeTerms`). */
  private provinceTerms: { folded: string; words: string[]; mask: number; own: boolean; province: { id: number; name: string } }[] = [];
  private actList: { id: number; name: string; parentId: number | null; folded: string; words: string[] }[];
  /** Synonyms and activity names as typed; `own` when the phrase is the activity's name. */
  private synList: { folded: string; words: string[]; display: string; activities: number[]; own: boolean }[] = [];

  constructor(catalog: Catalog) {
    for (const p of catalog.provinces) this.provinceById.set(p.id, p.name);
    for (const a of catalog.activities) {
      this.activityName.set(a.id, a.name);
      this.activityParent.set(a.id, a.parentId);
    }
    this.actList = catalog.activities.map((a) => ({ ...a, folded: foldPlace(a.name), words: foldPlace(a.name).split(' ') }));
    this.cities = catalog.cities.map((c) => {
      const folded = foldPlace(c.name);
      return { ...c, folded, words: folded.split(' ') };
    });
    this.cityWords = this.cities
      .flatMap((c, city) => c.words.map((word) => ({ word, city })))
      .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    // A province's own names and aliases (Gerona, La Coruña); big towns are suggested as towns.
    for (const p of catalog.provinces)
      for (const folded of new Set([p.name, ...p.name.split('/'), ...(PROVINCE_ALIASES[p.name] ?? [])].map(foldPlace)))
        this.provinceTerms.push({
          folded,
          words: folded.split(' '),
          mask: letterMask(folded),
          own: folded === foldPlace(p.name),
          province: p,
        });
    const byName = new Map(catalog.activities.map((a) => [foldPlace(a.name), a.id]));
    // Each activity's own name is a synonym of itself ("reforma de baños" → Reforma de baños).
    for (const a of catalog.activities) this.addSynonym(a.name, [a.id], [], a.name);
    for (const entry of synonymData as { words: string[]; activities: string[]; terms?: string[] }[]) {
      const ids = entry.activities.map((n) => byName.get(foldPlace(n))).filter((id): id is number => id !== undefined);
      for (const w of entry.words) this.addSynonym(w, ids, entry.terms ?? [], w);
    }
    this.buildPlaces(catalog);
  }

  private addSynonym(phrase: string, activities: number[], terms: string[], display: string) {
    const ws = words(phrase).filter((w) => !isStop(w));
    if (ws.length === 0 || activities.length === 0) return;
    for (const w of [...ws, ...terms.flatMap((t) => words(t))]) this.surface(w, LEXICON, `${phrase} ${terms.join(' ')}`);
    const key = ws.map(stem).join(' ');
    const list = this.synonyms.get(key) ?? [];
    list.push({ activities, terms: terms.flatMap((t) => words(t)).map(stem), display });
    this.synonyms.set(key, list);
    this.maxPhrase = Math.max(this.maxPhrase, ws.length);
    const folded = foldPlace(phrase);
    const own = activities.some((id) => foldPlace(this.activityName.get(id) ?? '') === folded);
    this.synList.push({ folded, words: folded.split(' '), display, activities, own });
  }

  private buildPlaces(catalog: Catalog) {
    const add = (phrase: string, place: Place & { strong: boolean; key: string }) => {
      const key = foldPlace(phrase);
      if (!key) return;
      const list = this.places.get(key) ?? [];
      if (!list.some((p) => p.kind === place.kind && p.id === place.id)) list.push(place);
      this.places.set(key, list);
      this.maxPlace = Math.max(this.maxPlace, key.split(' ').length);
    };
    for (const c of catalog.cities) {
      const key = foldPlace(c.name);
      for (const part of c.name.split('/')) add(part, { kind: 'city', id: c.id, name: c.name, strong: false, key });
    }
    // Big towns that are no province: the catalogue city when there is one, else their province.
    const provinceByName = new Map(catalog.provinces.map((p) => [foldPlace(p.name), p]));
    for (const [town, provinceName] of Object.entries(CITY_PROVINCES)) {
      const province = provinceByName.get(foldPlace(provinceName));
      if (!province) continue;
      const folded = foldPlace(town);
      const city = catalog.cities.find((c) => c.provinceId === province.id && c.name.split('/').some((part) => foldPlace(part) === folded));
      if (city) this.places.set(folded, [{ kind: 'city', id: city.id, name: city.name, strong: true, key: foldPlace(city.name) }]);
      else this.places.set(folded, [{ kind: 'province', id: province.id, name: province.name, strong: true, key: '' }]);
      this.maxPlace = Math.max(this.maxPlace, folded.split(' ').length);
    }
    for (const p of catalog.provinces) {
      const names = [p.name, ...p.name.split('/'), ...(PROVINCE_ALIASES[p.name] ?? [])];
      for (const n of names) {
        const folded = foldPlace(n);
        if (!folded) continue;
        this.places.set(folded, [{ kind: 'province', id: p.id, name: p.name, strong: true, key: '' }]);
        this.maxPlace = Math.max(this.maxPlace, folded.split(' ').length);
      }
    }
  }

  // ---------------------------------------------------------------- vocabulary and postings

  private surface(w: string, field: number, text?: string): number {
    let id = this.surfIds.get(w);
    if (id === undefined) {
      id = this.surfWord.length;
      this.surfIds.set(w, id);
      this.surfWord.push(w);
      this.surfTerm.push(this.term(stem(w)));
      this.surfDisplay.push(text ? displayWord(w, text) : w);
      this.surfMask.push(letterMask(w));
      this.surfFields.push(field);
      this.surfByLength[Math.min(40, w.length)].push(id);
      this.sortedSurf = null;
    } else {
      this.surfFields[id] |= field;
    }
    return id;
  }

  private term(key: string): number {
    let id = this.termIds.get(key);
    if (id === undefined) {
      id = this.postN.length;
      this.termIds.set(key, id);
      this.termKey.push(key);
      this.postRows.push(new Uint32Array(4));
      this.postMasks.push(new Uint8Array(4));
      this.postN.push(0);
      this.postSorted.push(0);
      this.postDead.push(0);
    }
    return id;
  }

  private df(term: number): number {
    return (this.postN[term] ?? 0) - (this.postDead[term] ?? 0);
  }

  set(row: number, doc: TextDoc): void {
    const change: IndexChange = { terms: [], keys: [], words: [], city: true };
    const vocabulary = { terms: this.termKey.length, words: this.surfWord.length };
    const before = this.rows.alive(row) ? this.rowCity[row] : -1;
    if (before >= 0) this.remove(row, change);
    const masks = new Map<number, number>();
    const addText = (text: string | null | undefined, field: number) => {
      if (!text) return;
      // Activities, types and places repeat across companies: their words are cut once.
      let ws = field & (ACT | TYPE | PLACE) ? this.wordsCache.get(text) : undefined;
      if (!ws) {
        ws = words(text, 400);
        if (field & (ACT | TYPE | PLACE) && this.wordsCache.size < 50_000) this.wordsCache.set(text, ws);
      }
      // A long description adds its first words only: memory stays bounded per company.
      let budget = field === DESC ? MAX_DESCRIPTION_TERMS : Number.POSITIVE_INFINITY;
      for (const w of ws) {
        if (isStop(w)) continue;
        const s = this.surface(w, field, text);
        const t = this.surfTerm[s];
        const m = masks.get(t) ?? 0;
        if (!(m & field) && --budget < 0) break;
        masks.set(t, m | field);
      }
    };
    addText(`${doc.name} ${doc.fullName}`, NAME);
    for (const a of doc.activities) {
      addText(`${a.name} ${a.parent}`, ACT);
      for (const id of [a.id, this.activityParent.get(a.id)]) {
        if (id === null || id === undefined) continue;
        const t = this.term(`#${id}`);
        masks.set(t, (masks.get(t) ?? 0) | ACT_ID);
      }
    }
    addText(doc.type, TYPE);
    addText(doc.description, DESC);
    addText(`${doc.city} ${doc.province}`, PLACE);
    for (const [t, m] of masks) {
      const n = this.postN[t];
      if (n === this.postRows[t].length) {
        this.postRows[t] = grow(this.postRows[t], n + 1);
        this.postMasks[t] = grow(this.postMasks[t], n + 1);
      }
      this.postRows[t][n] = row;
      this.postMasks[t][n] = m;
      this.postN[t] = n + 1;
      // The sorted part grows while rows come in order (the start); a later row goes to the tail,
      // merged in once the tail passes about √n entries.
      if (this.postSorted[t] === n && (n === 0 || this.postRows[t][n - 1] < row)) this.postSorted[t] = n + 1;
      else if (n + 1 - this.postSorted[t] > tailMax(this.postSorted[t])) this.settle(t);
    }
    this.rows.put(row, masks);
    this.rowId.set(row, doc.id);
    this.rowName[row] = doc.name;
    if (row >= this.rowCity.length) {
      this.rowCity = grow(this.rowCity, row + 1);
      this.rowProvince = grow(this.rowProvince, row + 1);
      this.nameWords = grow(this.nameWords, row + 1);
    }
    this.nameWords[row] = Math.min(255, words(doc.name).filter((w) => !isStop(w)).length);
    this.rowProvince[row] = this.strings.id(doc.province);
    let city = this.cityKeyOf.get(doc.city);
    if (city === undefined) {
      city = this.cityKeys.id(foldPlace(doc.city));
      if (this.cityKeyOf.size < 100_000) this.cityKeyOf.set(doc.city, city);
    }
    this.rowCity[row] = city;
    const key = this.cityKeys.get(city);
    this.cityCount.set(key, (this.cityCount.get(key) ?? 0) + 1);
    this.size++;
    for (const t of masks.keys()) change.terms.push(t);
    change.keys = this.termKey.slice(vocabulary.terms);
    change.words = this.surfWord.slice(vocabulary.words);
    change.city = before !== city;
    this.log.record(change);
  }

  delete(row: number): void {
    if (!this.rows.alive(row)) return;
    const change: IndexChange = { terms: [], keys: [], words: [], city: true };
    this.remove(row, change);
    this.log.record(change);
  }

  /** Takes a row out of the postings; its terms go to `change`. */
  private remove(row: number, change: IndexChange): void {
    const n = this.rows.decode(row);
    const terms = this.rows.terms;
    for (let j = 0; j < n; j++) change.terms.push(terms[j]);
    // Each entry is found by binary search in the sorted part or in the short tail, and marked
    // dead (mask 0): no posting is scanned; dead entries go when they are a quarter of it.
    for (let j = 0; j < n; j++) {
      const t = terms[j];
      const i = this.find(t, row);
      if (i < 0) continue;
      this.postMasks[t][i] = 0;
      this.postDead[t]++;
      if (this.postDead[t] * 4 > this.postN[t]) this.settle(t);
    }
    this.rows.remove(row);
    const key = this.cityKeys.get(this.rowCity[row]);
    this.cityCount.set(key, (this.cityCount.get(key) ?? 1) - 1);
    this.rowId.delete(row);
    this.rowName[row] = undefined;
    this.size--;
  }

  /** A term id by key while an answer is computed, noted in its footprint (found or missed). */
  private lookup(key: string): number | undefined {
    const t = this.termIds.get(key);
    if (this.fp) {
      if (t === undefined) this.fp.keys.add(key);
      else this.fp.terms.add(t);
    }
    return t;
  }

  /** Whether an answer of `search` still holds after the changes since (footprint.ts). */
  valid(answer: TextResult): boolean {
    return this.log.valid(answer);
  }

  /** The live entry of `row` in posting `t`, or -1. */
  private find(t: number, row: number): number {
    const rows = this.postRows[t];
    const masks = this.postMasks[t];
    let lo = 0;
    let hi = this.postSorted[t];
    while (lo < hi) {
      this.probes++;
      const mid = (lo + hi) >>> 1;
      if (rows[mid] < row) lo = mid + 1;
      else hi = mid;
    }
    if (lo < this.postSorted[t] && rows[lo] === row && masks[lo] !== 0) return lo;
    for (let i = this.postSorted[t]; i < this.postN[t]; i++) {
      this.probes++;
      if (rows[i] === row && masks[i] !== 0) return i;
    }
    return -1;
  }

  /** Drops a posting's dead entries and merges its tail into the sorted part (amortised: see `tailMax`). */
  private settle(t: number) {
    const rows = this.postRows[t];
    const masks = this.postMasks[t];
    const sorted = this.postSorted[t];
    const n = this.postN[t];
    const tail: number[] = [];
    for (let i = sorted; i < n; i++) if (masks[i] !== 0) tail.push(i);
    tail.sort((a, b) => rows[a] - rows[b]);
    const outRows = new Uint32Array(Math.max(4, n - this.postDead[t]));
    const outMasks = new Uint8Array(outRows.length);
    let k = 0;
    let a = 0;
    let b = 0;
    while (a < sorted || b < tail.length) {
      if (a < sorted && masks[a] === 0) {
        a++;
        continue;
      }
      const takeA = b >= tail.length || (a < sorted && rows[a] <= rows[tail[b]]);
      const i = takeA ? a++ : tail[b++];
      outRows[k] = rows[i];
      outMasks[k++] = masks[i];
    }
    this.postRows[t] = outRows;
    this.postMasks[t] = outMasks;
    this.postN[t] = k;
    this.postSorted[t] = k;
    this.postDead[t] = 0;
  }

  /** Whether `row` has term `t` in the name. */
  private nameHas(row: number, t: number): boolean {
    const n = this.rows.decode(row);
    const { terms, named } = this.rows;
    for (let j = 0; j < n; j++) if (terms[j] === t) return named[j] === 1;
    return false;
  }

  /** Whether `row` has one of `ts` in the name. */
  private nameHasAny(row: number, ts: Map<number, number>): boolean {
    const n = this.rows.decode(row);
    const { terms, named } = this.rows;
    for (let j = 0; j < n; j++) if (named[j] === 1 && ts.has(terms[j])) return true;
    return false;
  }

  // ---------------------------------------------------------------- query analysis

  /** Words of the vocabulary starting with `prefix`, most frequent first. */
  private prefixed(prefix: string, limit: number): number[] {
    if (!this.sortedSurf) {
      const ids = this.surfWord.map((_, i) => i);
      ids.sort((a, b) => (this.surfWord[a] < this.surfWord[b] ? -1 : this.surfWord[a] > this.surfWord[b] ? 1 : 0));
      this.sortedSurf = ids;
    }
    const s = this.sortedSurf;
    let lo = 0;
    let hi = s.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.surfWord[s[mid]] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < s.length && out.length < 400 && this.surfWord[s[i]].startsWith(prefix); i++) out.push(s[i]);
    // The pool is ranked by document counts: a change to any of its terms may change the pick.
    if (this.fp) {
      this.fp.prefix = prefix;
      for (const id of out) this.fp.terms.add(this.surfTerm[id]);
    }
    const weight = (id: number) => this.df(this.surfTerm[id]) + (this.surfFields[id] & LEXICON ? 1e9 : 0);
    return out.sort((a, b) => weight(b) - weight(a)).slice(0, limit);
  }

  /** The closest words of the vocabulary within the typo allowance, best first, with their distance. */
  private closest(w: string): { id: number; d: number }[] {
    const k = allowance(w);
    if (k === 0) return [];
    const mask = letterMask(w);
    const found: { id: number; d: number }[] = [];
    let best = k;
    for (let len = Math.max(1, w.length - k); len <= Math.min(40, w.length + k); len++) {
      for (const id of this.surfByLength[len]) {
        if (popcount(mask ^ this.surfMask[id]) > 2 * best) continue;
        const useful = this.df(this.surfTerm[id]) > 0 || this.surfFields[id] & LEXICON;
        if (!useful) continue;
        const d = osa(w, this.surfWord[id], best);
        if (d > best) continue;
        if (d < best) {
          best = d;
          found.length = 0;
        }
        found.push({ id, d });
      }
    }
    const weight = (id: number) => (this.surfFields[id] & LEXICON ? 1e9 : 0) + this.df(this.surfTerm[id]);
    return found.sort((a, b) => a.d - b.d || weight(b.id) - weight(a.id)).slice(0, 8);
  }

  /** Places named in the words; marks the words they take (and the "en", "de la" before them). */
  private findPlaces(toks: string[], used: boolean[]): Place[] {
    const out: Place[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < toks.length; ) {
      let taken = 0;
      for (let len = Math.min(this.maxPlace, toks.length - i); len >= 1 && !taken; len--) {
        const phrase = toks.slice(i, i + len).join(' ');
        const refs = this.places.get(phrase);
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
      if (used[i] || w.length < 5 || isStop(w) || this.knows(w)) continue;
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
    for (const t of this.provinceTerms) {
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

  /** A word with a meaning in the index or the lexicon (not only as a place). */
  private knows(w: string): boolean {
    const id = this.surfIds.get(w);
    return id !== undefined && (this.surfFields[id] & (NAME | ACT | TYPE | DESC | LEXICON)) !== 0;
  }

  private pickPlace(refs: (Place & { strong: boolean; key: string })[], phrase: string, len: number, explicit: boolean) {
    const strong = refs.find((r) => r.strong);
    if (strong) return strong;
    // Several towns share a name: the one with most companies.
    if (this.fp) this.fp.towns = true;
    let best: (typeof refs)[number] | undefined;
    let bestCount = -1;
    for (const r of refs) {
      const n = this.cityCount.get(r.key) ?? 0;
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
    const id = this.surfIds.get(phrase);
    if (isStop(phrase) || (id !== undefined && this.surfFields[id] & (NAME | ACT | TYPE | LEXICON))) return undefined;
    return best;
  }

  /** Whether the words, place included, are all in one company's name ("Construcciones León"). */
  private partOfName(toks: string[], at: number, len: number): boolean {
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
    for (const t of terms) if (this.df(t) < this.df(smallest)) smallest = t;
    const rows = this.postRows[smallest];
    const masks = this.postMasks[smallest];
    const n = this.postN[smallest];
    for (let i = 0; i < n; i++) {
      if (!(masks[i] & NAME)) continue;
      if (terms.every((t) => this.nameHas(rows[i], t))) return true;
    }
    return false;
  }

  /** Candidates of each word: its stem, the prefix of the last one, and synonyms. */
  private slots(ws: string[], prefixLast: boolean, found: Map<number, string>): Slot[] {
    const slots: Slot[] = ws.map((w, i) => {
      const cands = new Map<number, number>();
      const t = this.lookup(stem(w));
      if (t !== undefined) cands.set(t, EXACT);
      if (prefixLast && i === ws.length - 1 && w.length >= 3) {
        for (const id of this.prefixed(w, MAX_PREFIX_TERMS)) {
          const pt = this.surfTerm[id];
          if (!cands.has(pt)) cands.set(pt, PREFIX);
          // "fontan" → the trade of "fontanero"
          for (const syn of this.synonyms.get(this.termKey[pt]) ?? []) this.addSynonymCands(cands, syn, PREFIX);
        }
      }
      return { word: w, cands, own: new Set(cands.keys()), optional: false, hit: false };
    });
    // The longest phrase from each word; phrases may overlap ("construir una casa de madera" is
    // "construir casa" and "casa de madera"), but none inside one already taken.
    const stems = ws.map(stem);
    let covered = 0;
    for (let i = 0; i < ws.length; i++) {
      for (let len = Math.min(this.maxPhrase, ws.length - i); len >= 1; len--) {
        if (i + len <= covered) break;
        const syns = this.synonyms.get(stems.slice(i, i + len).join(' '));
        if (!syns) continue;
        for (const syn of syns) {
          for (let j = i; j < i + len; j++) this.addSynonymCands(slots[j].cands, syn, EXACT);
          for (const a of syn.activities) found.set(a, this.activityName.get(a) ?? '');
        }
        covered = i + len;
        break;
      }
    }
    for (const s of slots) for (const t of s.cands.keys()) if (this.df(t) > 0) s.hit = true;
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

  // ---------------------------------------------------------------- search

  /**
   * The answer for `q`; the same (read-only) arrays while no company changes, so paging through
   * a broad search ("reformas": 120,000 rows at 300,000 companies) scores it once.
   */
  search(q: string, opts: { literal?: boolean } = {}): TextResult {
    const key = `${opts.literal ? 1 : 0}${q}`;
    const hit = this.cache.get(key);
    if (hit && this.log.valid(hit)) return hit;
    if (hit) this.forget(key, hit);
    this.fp = footprint();
    let r: TextResult;
    try {
      r = this.compute(q, opts);
      this.log.track(r, this.fp);
    } finally {
      this.fp = null;
    }
    const bytes = 64 + r.rows.byteLength + r.scores.byteLength;
    while (this.cache.size > 0 && (this.cacheBytes + bytes > CACHE_BYTES || this.cache.size >= 512)) {
      const [k, v] = this.cache.entries().next().value as [string, TextResult];
      this.forget(k, v);
    }
    this.cache.set(key, r);
    this.cacheBytes += bytes;
    return r;
  }

  private forget(key: string, r: TextResult) {
    this.cache.delete(key);
    this.cacheBytes -= 64 + r.rows.byteLength + r.scores.byteLength;
  }

  private compute(q: string, opts: { literal?: boolean }): TextResult {
    const toks = words(q, 24);
    for (const w of toks) this.fp?.words.add(w);
    const used = toks.map(() => false);
    const places = this.findPlaces(toks, used);
    const textIdx: number[] = [];
    for (let i = 0; i < toks.length && textIdx.length < MAX_SLOTS; i++) if (!used[i] && !isStop(toks[i])) textIdx.push(i);
    const empty = (any: boolean, activities: { id: number; name: string }[] = []): TextResult => ({
      rows: new Uint32Array(0),
      scores: new Float32Array(0),
      corrected: null,
      partial: false,
      places,
      activities,
      any,
    });
    if (textIdx.length === 0) return empty(true);
    // The last word may still be being typed, unless the query ends with a space.
    const prefixLast = textIdx[textIdx.length - 1] === toks.length - 1 && !/\s$/.test(q);
    let ws = textIdx.map((i) => toks[i]);
    let found = new Map<number, string>();
    let slots = this.slots(ws, prefixLast, found);
    let corrected: string | null = null;
    const near = new Map<string, { id: number; d: number }[]>();
    const closest = (w: string) => {
      const c = near.get(w) ?? this.closest(w);
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
        fixed[i] = this.surfWord[best[0].id];
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
            const t = this.surfTerm[b.id];
            if (!s.cands.has(t)) s.cands.set(t, TYPO[b.d]);
            s.own.add(t);
          }
          for (const [t, f] of s.cands) s.cands.set(t, f * TYPO[best[0]?.d ?? 0]);
        });
        const out = toks.map((w, i) => {
          const k = textIdx.indexOf(i);
          if (k >= 0 && fixed[k] !== ws[k]) return this.surfDisplay[this.surfIds.get(fixed[k]) ?? -1] ?? fixed[k];
          return w;
        });
        corrected = out.join(' ');
        ws = fixed;
        slots = slots2;
        found = found2;
      }
    }
    // One word that names a trade is a trade, not a company name ("fontanería").
    const { byName, ...r } = this.score(slots, slots.length > 1 || found.size === 0);
    // Words that make companies' names ("construcciones gimenez") are those names, not trades: no
    // trade is reported as understood (issue 22); the named companies lead by their name bonus.
    const activities = byName && slots.length > 1 ? [] : [...found].map(([id, name]) => ({ id, name }));
    return { ...r, corrected: r.rows.length ? corrected : null, places, activities, any: false };
  }

  private ensureScratch() {
    const n = this.rows.capacity;
    if (this.ws.length < n) {
      this.ws = grow(this.ws, n);
      this.total = grow(this.total, n);
      this.hits = grow(this.hits, n);
      this.named = grow(this.named, n);
      this.inName = grow(this.inName, n);
    }
  }

  private score(slots: Slot[], nameBonus: boolean): { rows: Uint32Array; scores: Float32Array; partial: boolean; byName: boolean } {
    this.ensureScratch();
    const ws = this.ws;
    const total = this.total;
    const hits = this.hits;
    const named = this.named;
    const inName = this.inName;
    const nameWords = this.nameWords;
    let touched = new Uint32Array(1024);
    let nTouched = 0;
    let wordTouched = new Uint32Array(1024);
    for (const slot of slots) {
      const counts = slot.optional ? 0 : 1;
      let nw = 0;
      for (const [t, factor] of slot.cands) {
        const own = slot.own.has(t);
        const rows = this.postRows[t];
        const masks = this.postMasks[t];
        const n = this.postN[t];
        for (let i = 0; i < n; i++) {
          const m = masks[i];
          // A deleted entry (settled later).
          if (m === 0) continue;
          const row = rows[i];
          const s = factor * MASK_WEIGHT[m];
          if (own && m & NAME) inName[row] = 1;
          const prev = ws[row];
          if (prev === 0) {
            if (nw === wordTouched.length) wordTouched = grow(wordTouched, nw + 1);
            wordTouched[nw++] = row;
            ws[row] = s;
          } else ws[row] = s > prev ? s + 0.1 * prev : prev + 0.1 * s;
        }
      }
      for (let i = 0; i < nw; i++) {
        const row = wordTouched[i];
        if (hits[row] === 0 && total[row] === 0) {
          if (nTouched === touched.length) touched = grow(touched, nTouched + 1);
          touched[nTouched++] = row;
        }
        hits[row] += counts;
        total[row] += ws[row];
        named[row] += inName[row];
        inName[row] = 0;
        ws[row] = 0;
      }
    }
    const need = slots.filter((s) => !s.optional).length;
    let full = 0;
    let some = 0;
    for (let i = 0; i < nTouched; i++) {
      if (hits[touched[i]] === need) full++;
      if (hits[touched[i]] > 0) some++;
    }
    const partial = full === 0 && nTouched > 0;
    // Partial: the rows matching some required word, or (only a number matched) all of them.
    const least = partial && some > 0 ? 1 : 0;
    const count = partial ? (some > 0 ? some : nTouched) : full;
    // Integer scores (1/64 steps), then a counting sort: linear in the rows matched.
    const keys = new Uint32Array(count);
    const order = new Uint32Array(count);
    let k = 0;
    let maxKey = 0;
    // Whether some company has every word in its name: then the words name companies.
    let byName = false;
    for (let i = 0; i < nTouched; i++) {
      const row = touched[i];
      if (!partial && hits[row] === need && named[row] >= need) byName = true;
      if (partial ? hits[row] >= least : hits[row] === need) {
        // Every word in the company's name: the name searched for ("Reformas Hidalgo"), whole names first.
        const bonus = nameBonus && named[row] >= need ? NAMED + (NAMED * need) / Math.max(need, nameWords[row]) : 0;
        const key = Math.round((hits[row] * WORD + total[row] + bonus) * 64);
        keys[k] = key;
        order[k++] = row;
        if (key > maxKey) maxKey = key;
      }
      hits[row] = 0;
      total[row] = 0;
      named[row] = 0;
    }
    const starts = new Uint32Array(maxKey + 2);
    for (let i = 0; i < count; i++) starts[maxKey - keys[i] + 1]++;
    for (let i = 1; i < starts.length; i++) starts[i] += starts[i - 1];
    const rows = new Uint32Array(count);
    const scores = new Float32Array(count);
    for (let i = 0; i < count; i++) {
      const at = starts[maxKey - keys[i]]++;
      rows[at] = order[i];
      scores[at] = keys[i] / 64;
    }
    return { rows, scores, partial, byName };
  }

  // ---------------------------------------------------------------- suggestions

  suggest(q: string, limit = 10, nested = false): Suggestion[] {
    const ws = words(q, 5);
    const qf = ws.join(' ');
    if (qf.length === 0) return [];
    type Scored = Suggestion & { score: number };
    const out = new Map<string, Scored>();
    const put = (s: Scored) => {
      const key = `${s.kind === 'subactivity' ? 'activity' : s.kind}:${s.id}`;
      const old = out.get(key);
      if (!old || s.score < old.score) out.set(key, s);
    };
    const k = allowance(qf);
    /** 0 exact, 1 name starts with it, 2 a word starts with it, 3 + edits for a typo; -1 none. */
    const rank = (name: string, nameWords: string[]): number => {
      if (name === qf) return 0;
      if (name.startsWith(qf)) return 1;
      if (nameWords.some((w) => w.startsWith(qf)) || (ws.length > 1 && name.includes(qf))) return 2;
      if (k === 0) return -1;
      let best = k + 1;
      const c0 = qf.charCodeAt(0);
      const c1 = qf.charCodeAt(1);
      for (let i = -1; i < nameWords.length; i++) {
        const w = i < 0 ? name : nameWords[i];
        // A typo in the very first letter is rare; it is the cheap filter before the distance.
        if (w.charCodeAt(0) !== c0 && !(w.charCodeAt(0) === c1 && w.charCodeAt(1) === c0)) continue;
        best = Math.min(best, osa(qf, w.slice(0, qf.length), k), osa(qf, w.slice(0, qf.length + 1), k));
        if (qf.length > 1) best = Math.min(best, osa(qf, w.slice(0, qf.length - 1), k));
      }
      return best <= k ? 3 + best : -1;
    };
    const activity = (id: number, score: number, hint: string | null) => {
      const parentId = this.activityParent.get(id) ?? null;
      put({
        kind: parentId === null ? 'activity' : 'subactivity',
        label: this.activityName.get(id) ?? '',
        hint: hint ?? (parentId === null ? null : (this.activityName.get(parentId) ?? null)),
        id: String(id),
        parentId,
        score,
      });
    };
    for (const a of this.actList) {
      const r = rank(a.folded, a.words);
      if (r >= 0) activity(a.id, r + (a.parentId === null ? 0 : 0.1), null);
    }
    for (const s of this.synList) {
      if (s.activities.length === 0) continue;
      const r = rank(s.folded, s.words);
      if (r < 0) continue;
      if (s.own) continue;
      // The activity's own name, when it matches at all, reads better than a synonym.
      for (const id of s.activities) activity(id, r + 1.5, s.display);
    }
    const provinceRank = new Map<number, number>();
    for (const t of this.provinceTerms) {
      const r = rank(t.folded, t.words);
      if (r < 0) continue;
      const own = t.own ? 0 : 0.05;
      const old = provinceRank.get(t.province.id);
      if (old === undefined || r + own < old) provinceRank.set(t.province.id, r + own);
    }
    const provinces = [...provinceRank].sort((a, b) => a[1] - b[1]).slice(0, 3);
    const provinceNames = new Set<string>();
    for (const [id, r] of provinces) {
      const name = this.provinceById.get(id) ?? '';
      provinceNames.add(foldPlace(name));
      put({ kind: 'province', label: name, hint: null, id: String(id), parentId: null, score: Math.min(r, 1) + 0.2 + (r >= 3 ? r : 0) });
    }
    if (qf.length >= 3) {
      const cities: { c: CityEntry; n: number; r: number }[] = [];
      for (const i of this.citiesStarting(qf)) {
        const c = this.cities[i];
        if (provinceNames.has(c.folded) || (ws.length > 1 && !c.folded.includes(qf))) continue;
        cities.push({ c, n: this.cityCount.get(c.folded) ?? 0, r: c.folded.startsWith(qf) ? 1 : 2 });
      }
      cities.sort((a, b) => b.n - a.n || a.r - b.r || a.c.name.length - b.c.name.length);
      for (const { c, n, r } of cities.slice(0, 3))
        put({
          kind: 'city',
          label: c.name,
          hint: this.provinceById.get(c.provinceId) ?? null,
          id: String(c.id),
          parentId: c.provinceId,
          score: r + 0.6 + (n > 0 ? 0 : 3),
        });
    }
    for (const c of this.companies(ws, Math.max(3, limit))) put(c);
    let list = [...out.values()].sort((a, b) => a.score - b.score || collator.compare(a.label, b.label));
    // Typo guesses only when what was typed matches little as it is.
    if (list.filter((s) => s.score < 3).length >= 3) list = list.filter((s) => s.score < 3 || s.kind === 'company');
    const result = list.slice(0, limit).map(({ score: _s, ...s }) => s);
    // "fontanero sev": little for the whole text; then the last word ("sev" → Sevilla) and the rest.
    if (result.length < limit && ws.length > 1 && !nested) {
      const seen = new Set(result.map((s) => `${s.kind}:${s.id}`));
      const last = ws[ws.length - 1];
      const lastOnes = last.length >= 3 ? this.suggest(last, limit, true) : [];
      const restOnes = this.suggest(ws.slice(0, -1).join(' '), limit, true);
      // Trades and provinces of both parts first, then towns, then companies.
      const rank = (x: Suggestion) => (x.kind === 'company' ? 2 : x.kind === 'city' ? 1 : 0);
      const more = [0, 1, 2].flatMap((r) => [...lastOnes, ...restOnes].filter((x) => rank(x) === r));
      for (const s of more) {
        if (result.length >= limit) break;
        const key = `${s.kind}:${s.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        result.push(s);
      }
    }
    return result;
  }

  /** Cities with a word starting with the first word of `qf` (sorted words, binary search). */
  private citiesStarting(qf: string): Set<number> {
    const first = qf.split(' ')[0];
    const list = this.cityWords;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid].word < first) lo = mid + 1;
      else hi = mid;
    }
    const out = new Set<number>();
    for (let i = lo; i < list.length && list[i].word.startsWith(first) && out.size < 500; i++) out.add(list[i].city);
    return out;
  }

  /** Companies whose name has every word (the last as a prefix), names starting with the text first. */
  private companies(ws: string[], limit: number): (Suggestion & { score: number })[] {
    const content = ws.filter((w, i) => i === ws.length - 1 || !isStop(w));
    if (content.length === 0) return [];
    // Typos are looked up for two words at most: more unknown words name no company.
    let unknown = 0;
    const slots: Map<number, number>[] = content.map((w, i) => {
      const m = new Map<number, number>();
      const t = this.termIds.get(stem(w));
      if (t !== undefined) m.set(t, 1);
      if (i === content.length - 1) for (const id of this.prefixed(w, 16)) m.set(this.surfTerm[id], 1);
      if (m.size === 0 && ++unknown <= 2) {
        const c = this.closest(w);
        if (c.length) m.set(this.surfTerm[c[0].id], 1);
      }
      return m;
    });
    if (slots.some((s) => s.size === 0)) return [];
    const typo = content.some((w) => !this.termIds.has(stem(w)) && this.prefixed(w, 1).length === 0);
    // Walk the rarest word's rows; check the others in each row's own terms.
    let first = 0;
    const cost = slots.map((s) => [...s.keys()].reduce((a, t) => a + this.df(t), 0));
    for (let i = 1; i < slots.length; i++) if (cost[i] < cost[first]) first = i;
    const qf = ws.join(' ');
    const found: (Suggestion & { score: number })[] = [];
    const seen = new Set<number>();
    let scanned = 0;
    for (const t of slots[first].keys()) {
      const rows = this.postRows[t];
      const masks = this.postMasks[t];
      const n = this.postN[t];
      for (let i = 0; i < n && scanned < 5000; i++, scanned++) {
        if (!(masks[i] & NAME) || seen.has(rows[i])) continue;
        const row = rows[i];
        let ok = true;
        for (let s = 0; s < slots.length && ok; s++) if (s !== first) ok = this.nameHasAny(row, slots[s]);
        if (!ok) continue;
        seen.add(row);
        const name = this.rowName[row] ?? '';
        // The best this name can score; fold it only when it could enter the list.
        const base = (typo ? 5 : 2.5) + Math.min(name.length, 60) / 1000;
        if (found.length >= limit && base >= found[found.length - 1].score) continue;
        const score = base + (words(name).join(' ').startsWith(qf) ? 0 : 0.3);
        if (found.length >= limit && score >= found[found.length - 1].score) continue;
        found.push({
          kind: 'company',
          label: name,
          hint: this.strings.get(this.rowProvince[row]) || null,
          id: this.rowId.get(row),
          parentId: null,
          score,
        });
        found.sort((a, b) => a.score - b.score || collator.compare(a.label, b.label));
        if (found.length > limit) found.pop();
      }
    }
    return found;
  }

  /** Companies indexed. */
  get count(): number {
    return this.size;
  }
}

const collator = new Intl.Collator('es');

/** Strings kept once, by a small number (0 is the empty string). */
class Interned {
  private list: string[] = [''];
  private ids = new Map<string, number>([['', 0]]);
  id(s: string): number {
    let id = this.ids.get(s);
    if (id === undefined) {
      id = this.list.length;
      this.list.push(s);
      this.ids.set(s, id);
    }
    return id;
  }
  get(id: number): string {
    return this.list[id] ?? '';
  }
}

/**
 * Each row's terms (to delete or replace it) and whether each is in its name, packed in one
 * shared byte array: sorted term ids as variable-length deltas, the lowest bit for "in the name"
 * (about 2 bytes a term, where an array per row would cost 100 bytes more per company). Deleted
 * rows leave gaps, closed up when they are half of it.
 */
class RowTerms {
  private start = new Uint32Array(0);
  private len = new Uint32Array(0);
  private live = new Uint8Array(0);
  private bytes = new Uint8Array(4096);
  private used = 0;
  private garbage = 0;
  capacity = 0;
  /** What `decode` fills. */
  terms = new Uint32Array(1024);
  named = new Uint8Array(1024);

  alive(row: number): boolean {
    return row < this.live.length && this.live[row] === 1;
  }
  put(row: number, entries: Map<number, number>) {
    if (row >= this.start.length) {
      this.start = grow(this.start, row + 1);
      this.len = grow(this.len, row + 1);
      this.live = grow(this.live, row + 1);
    }
    this.capacity = Math.max(this.capacity, row + 1);
    const ids = [...entries.keys()].sort((a, b) => a - b);
    if (this.used + ids.length * 5 > this.bytes.length) {
      if (this.garbage > this.used / 2) this.compact();
      this.bytes = grow(this.bytes, this.used + ids.length * 5);
    }
    let at = this.used;
    let prev = 0;
    for (const t of ids) {
      let v = (t - prev) * 2 + ((entries.get(t) ?? 0) & NAME ? 1 : 0);
      prev = t;
      while (v >= 128) {
        this.bytes[at++] = (v & 127) | 128;
        v = Math.floor(v / 128);
      }
      this.bytes[at++] = v;
    }
    this.start[row] = this.used;
    this.len[row] = at - this.used;
    this.live[row] = 1;
    this.used = at;
  }
  /** The row's terms into `terms` / `named`; how many. */
  decode(row: number): number {
    if (!this.alive(row)) return 0;
    const end = this.start[row] + this.len[row];
    let n = 0;
    let prev = 0;
    for (let at = this.start[row]; at < end; ) {
      let v = 0;
      let scale = 1;
      let b: number;
      do {
        b = this.bytes[at++];
        v += (b & 127) * scale;
        scale *= 128;
      } while (b & 128);
      if (n === this.terms.length) {
        this.terms = grow(this.terms, n + 1);
        this.named = grow(this.named, n + 1);
      }
      prev += Math.floor(v / 2);
      this.terms[n] = prev;
      this.named[n++] = v & 1;
    }
    return n;
  }
  remove(row: number) {
    this.garbage += this.len[row];
    this.live[row] = 0;
    this.len[row] = 0;
  }
  private compact() {
    const bytes = new Uint8Array(this.bytes.length);
    let k = 0;
    for (let row = 0; row < this.capacity; row++) {
      if (!this.live[row]) continue;
      const s = this.start[row];
      const n = this.len[row];
      bytes.set(this.bytes.subarray(s, s + n), k);
      this.start[row] = k;
      k += n;
    }
    this.bytes = bytes;
    this.used = k;
    this.garbage = 0;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Company ids: a lower-case uuid in 16 bytes, anything else as given. */
class RowIds {
  private bytes = new Uint8Array(0);
  private other = new Map<number, string>();
  set(row: number, id: string) {
    this.other.delete(row);
    if (!UUID.test(id)) {
      this.other.set(row, id);
      return;
    }
    this.bytes = grow(this.bytes, (row + 1) * 16);
    const hex = id.replace(/-/g, '');
    for (let i = 0; i < 16; i++) this.bytes[row * 16 + i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  }
  get(row: number): string {
    const other = this.other.get(row);
    if (other !== undefined) return other;
    let h = '';
    for (let i = 0; i < 16; i++) h += (this.bytes[row * 16 + i] ?? 0).toString(16).padStart(2, '0');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }
  delete(row: number) {
    this.other.delete(row);
  }
}

/** The word as written in `text` (accents kept, lower case), for corrections people read. */
function displayWord(folded: string, text: string): string {
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (raw && foldPlace(raw) === folded) return raw;
  return folded;
}
