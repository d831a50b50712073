/** The text engine's shapes and the few constants its parts share (index.ts is the engine). */

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
  /**
   * The text condition's key ('' when `any`): answers with the same key have the same rows and
   * scores (the same arrays while kept), whatever places they name.
   */
  text: string;
  /** Holds (the engine's `valid`) while the text condition's rows and scores do, whatever the places. */
  stamp: object;
};
export type Catalog = {
  activities: { id: number; name: string; parentId: number | null }[];
  provinces: { id: number; name: string }[];
  cities: { id: number; name: string; provinceId: number }[];
};
export type Place = TextResult['places'][number];

/** One word of a query and the terms that stand for it (query.ts), as scoring reads it. */
export type Slot = {
  word: string;
  /** term id → factor */
  cands: Map<number, number>;
  /** The terms of the word itself (not of its synonyms): what counts for a company's name. */
  own: Set<number>;
  /** A number ("24 horas"): it adds to the score, a company need not have it. */
  optional: boolean;
  hit: boolean;
};

// Fields a word was seen in, one bit each; ACT_ID marks the terms standing for an activity id.
export const NAME = 1;
export const ACT = 2;
export const TYPE = 4;
export const DESC = 8;
export const PLACE = 16;
export const ACT_ID = 32;
/** Marks a vocabulary word that comes from the synonyms or the catalogue, not from a company. */
export const LEXICON = 64;

/** `a`, or a copy 1.5× larger until it holds `need` entries. */
export function grow<T extends Uint32Array | Uint16Array | Uint8Array | Float32Array | Float64Array>(a: T, need: number): T {
  if (need <= a.length) return a;
  let n = Math.max(16, a.length);
  while (n < need) n = Math.ceil(n * 1.5);
  const b = new (a.constructor as new (n: number) => T)(n);
  b.set(a);
  return b;
}
