/**
 * The product's knowledge of words, from the catalogue and data/synonyms.json: trade synonyms
 * (phrases → activities, and terms they add), activities by name, places (provinces with their
 * other names, big towns, catalogue cities) and the lists suggestions rank. Their words go into
 * the vocabulary (marked LEXICON) so typos are corrected towards them.
 */
import { CITY_PROVINCES, foldPlace, PROVINCE_ALIASES } from '@cimenta/shared';
import synonymData from '../data/synonyms.json' with { type: 'json' };
import { isStop, letterMask, stem, words } from './analyze';
import { type Catalog, LEXICON, type Place } from './types';
import type { Vocabulary } from './vocabulary';

export type Synonym = { activities: number[]; terms: string[]; display: string };
export type PlaceRef = Place & { strong: boolean; key: string };
export type CityEntry = { id: number; name: string; provinceId: number; folded: string; words: string[] };

export class Lexicon {
  readonly activityName = new Map<number, string>();
  readonly activityParent = new Map<number, number | null>();
  /** Stemmed phrase → what it means. */
  readonly synonyms = new Map<string, Synonym[]>();
  maxPhrase = 1;
  /** Folded place name → the places it names. */
  readonly places = new Map<string, PlaceRef[]>();
  maxPlace = 1;
  readonly provinceById = new Map<number, string>();
  readonly cities: CityEntry[];
  /** Every word of every city's name, sorted (suggestions: cities by a prefix). */
  readonly cityWords: { word: string; city: number }[];
  /** Every name a province answers to (own, aliases, big towns), folded (shared `placeTerms`). */
  readonly provinceTerms: { folded: string; words: string[]; mask: number; own: boolean; province: { id: number; name: string } }[] = [];
  readonly actList: { id: number; name: string; parentId: number | null; folded: string; words: string[] }[];
  /** Synonyms and activity names as typed; `own` when the phrase is the activity's name. */
  readonly synList: { folded: string; words: string[]; display: string; activities: number[]; own: boolean }[] = [];

  constructor(
    catalog: Catalog,
    private readonly vocabulary: Vocabulary,
  ) {
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
    for (const w of [...ws, ...terms.flatMap((t) => words(t))]) this.vocabulary.add(w, LEXICON, `${phrase} ${terms.join(' ')}`);
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
    const add = (phrase: string, place: PlaceRef) => {
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
}
