/**
 * Text analysis shared by the index and the queries: folding, words, Spanish stop words,
 * plurals and stemming, and the typo distance.
 */
import { stemmer } from '@orama/stemmers/spanish';
import { stopwords } from '@orama/stopwords/spanish';
import { foldPlace } from '@cimenta/shared';

/** What a character folds to (as `foldPlace` folds it): letters, digits, '' for a mark, ' ' otherwise. */
const FOLDED: string[] = [];
function foldChar(code: number): string {
  let f = FOLDED[code];
  if (f === undefined) {
    const ch = String.fromCharCode(code);
    const stripped = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    f = stripped === '' ? '' : /^[a-z0-9]+$/.test(stripped) ? stripped : ' ';
    if (code < 0x10000) FOLDED[code] = f;
  }
  return f;
}

/**
 * Lower case, no accents, punctuation as spaces (as `foldPlace`, one pass, no regular
 * expressions): the words of `s`, at most `max`, each at most 40 letters.
 */
export function words(s: string, max = 64): string[] {
  const out: string[] = [];
  // Bounded input: a 500-character query never costs more than its first 400 characters.
  const n = Math.min(s.length, 400);
  let w = '';
  for (let i = 0; i <= n && out.length < max; i++) {
    const c = i < n ? s.charCodeAt(i) : 32;
    let f: string;
    if (c >= 97 && c <= 122) f = s[i];
    else if (c >= 65 && c <= 90) f = String.fromCharCode(c + 32);
    else if (c >= 48 && c <= 57) f = s[i];
    else if (c < 128) f = ' ';
    else f = foldChar(c);
    if (f === ' ') {
      if (w) out.push(w.length > 40 ? w.slice(0, 40) : w);
      w = '';
    } else w += f;
  }
  return out;
}

/**
 * The library's list is a general one; these words carry meaning in a construction directory
 * ("obra nueva", "trabajos verticales", "Calle Mayor") and are kept.
 */
const KEEP = new Set([
  'nueva',
  'nuevas',
  'nuevo',
  'nuevos',
  'gran',
  'grandes',
  'mayor',
  'trabajo',
  'trabajos',
  'general',
  'bajo',
  'total',
  'final',
]);
const STOP = new Set(stopwords.map((w) => foldPlace(w)).filter((w) => !KEEP.has(w)));
/** Words that only introduce a place ("en la provincia de Sevilla"). */
export const PLACE_LEAD = new Set([
  'en',
  'de',
  'del',
  'la',
  'el',
  'las',
  'los',
  'provincia',
  'ciudad',
  'municipio',
  'zona',
  'cerca',
  'por',
]);

export const isStop = (w: string): boolean => STOP.has(w);

/** Singular of a folded Spanish word, so that both forms stem alike ("humedades" → "humedad"). */
export function singular(w: string): string {
  if (w.length < 4 || !w.endsWith('s')) return w;
  if (w.endsWith('iones')) return w.slice(0, -2);
  if (w.endsWith('ces')) return `${w.slice(0, -3)}z`;
  if (w.endsWith('es') && 'dlnrjy'.includes(w[w.length - 3])) return w.slice(0, -2);
  if ('aeiou'.includes(w[w.length - 2])) return w.slice(0, -1);
  return w;
}

const stems = new Map<string, string>();
/** The stem of a folded word: singular, then the Snowball Spanish stemmer. Cached. */
export function stem(w: string): string {
  let s = stems.get(w);
  if (s === undefined) {
    s = /^[a-z]+$/.test(w) ? stemmer(singular(w)) || w : w;
    if (stems.size > 200_000) stems.clear();
    stems.set(w, s);
  }
  return s;
}

/** A bit per letter present (a–z, digits share one bit): a cheap lower bound for the distance. */
export function letterMask(w: string): number {
  let m = 0;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i) - 97;
    m |= c >= 0 && c < 26 ? 1 << c : 1 << 26;
  }
  return m;
}

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Typos forgiven in a word: one edit from 4 letters, two from 8, none below. */
export const allowance = (w: string): number => (w.length >= 8 ? 2 : w.length >= 4 ? 1 : 0);

const rowA = new Int32Array(64);
const rowB = new Int32Array(64);
const rowC = new Int32Array(64);
/**
 * Optimal string alignment distance (insert, delete, replace, swap of neighbours = 1 each),
 * or `max + 1` as soon as it must exceed `max`. Words are at most 40 letters.
 */
export function osa(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  let prev2 = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) d = Math.min(d, prev2[j - 2] + 1);
      cur[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[lb] > max ? max + 1 : prev[lb];
}
