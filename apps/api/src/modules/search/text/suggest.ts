/**
 * Suggestions per keystroke: activities (by name or synonym), provinces, towns and companies
 * whose name has every word typed (the last as a prefix), ranked exact, then prefix, then a
 * word's prefix, then typos. A text of several words that finds little is also suggested for by
 * its last word ("fontanero sev" → Sevilla) and the rest.
 */
import { foldPlace, type Suggestion } from '@cimenta/shared';
import { allowance, isStop, osa, stem, words } from './analyze';
import type { CityEntry } from './lexicon';
import type { Parts } from './query';
import { entryMask, entryRow } from './postings';
import { NAME } from './types';

type Scored = Suggestion & { score: number };
const collator = new Intl.Collator('es');

export function suggest(parts: Parts, q: string, limit = 10, nested = false): Suggestion[] {
  const { lexicon, rows } = parts;
  const ws = words(q, 5);
  const qf = ws.join(' ');
  if (qf.length === 0) return [];
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
    const parentId = lexicon.activityParent.get(id) ?? null;
    put({
      kind: parentId === null ? 'activity' : 'subactivity',
      label: lexicon.activityName.get(id) ?? '',
      hint: hint ?? (parentId === null ? null : (lexicon.activityName.get(parentId) ?? null)),
      id: String(id),
      parentId,
      score,
    });
  };
  for (const a of lexicon.actList) {
    const r = rank(a.folded, a.words);
    if (r >= 0) activity(a.id, r + (a.parentId === null ? 0 : 0.1), null);
  }
  for (const s of lexicon.synList) {
    if (s.activities.length === 0) continue;
    const r = rank(s.folded, s.words);
    if (r < 0) continue;
    if (s.own) continue;
    // The activity's own name, when it matches at all, reads better than a synonym.
    for (const id of s.activities) activity(id, r + 1.5, s.display);
  }
  const provinceRank = new Map<number, number>();
  for (const t of lexicon.provinceTerms) {
    const r = rank(t.folded, t.words);
    if (r < 0) continue;
    const own = t.own ? 0 : 0.05;
    const old = provinceRank.get(t.province.id);
    if (old === undefined || r + own < old) provinceRank.set(t.province.id, r + own);
  }
  const provinces = [...provinceRank].sort((a, b) => a[1] - b[1]).slice(0, 3);
  const provinceNames = new Set<string>();
  for (const [id, r] of provinces) {
    const name = lexicon.provinceById.get(id) ?? '';
    provinceNames.add(foldPlace(name));
    put({ kind: 'province', label: name, hint: null, id: String(id), parentId: null, score: Math.min(r, 1) + 0.2 + (r >= 3 ? r : 0) });
  }
  if (qf.length >= 3) {
    const cities: { c: CityEntry; n: number; r: number }[] = [];
    for (const i of citiesStarting(parts, qf)) {
      const c = lexicon.cities[i];
      if (provinceNames.has(c.folded) || (ws.length > 1 && !c.folded.includes(qf))) continue;
      cities.push({ c, n: rows.cityCount.get(c.folded) ?? 0, r: c.folded.startsWith(qf) ? 1 : 2 });
    }
    cities.sort((a, b) => b.n - a.n || a.r - b.r || a.c.name.length - b.c.name.length);
    for (const { c, n, r } of cities.slice(0, 3))
      put({
        kind: 'city',
        label: c.name,
        hint: lexicon.provinceById.get(c.provinceId) ?? null,
        id: String(c.id),
        parentId: c.provinceId,
        score: r + 0.6 + (n > 0 ? 0 : 3),
      });
  }
  for (const c of companies(parts, ws, Math.max(3, limit))) put(c);
  let list = [...out.values()].sort((a, b) => a.score - b.score || collator.compare(a.label, b.label));
  // Typo guesses only when what was typed matches little as it is.
  if (list.filter((s) => s.score < 3).length >= 3) list = list.filter((s) => s.score < 3 || s.kind === 'company');
  const result = list.slice(0, limit).map(({ score: _s, ...s }) => s);
  // "fontanero sev": little for the whole text; then the last word ("sev" → Sevilla) and the rest.
  if (result.length < limit && ws.length > 1 && !nested) {
    const seen = new Set(result.map((s) => `${s.kind}:${s.id}`));
    const last = ws[ws.length - 1];
    const lastOnes = last.length >= 3 ? suggest(parts, last, limit, true) : [];
    const restOnes = suggest(parts, ws.slice(0, -1).join(' '), limit, true);
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
function citiesStarting(parts: Parts, qf: string): Set<number> {
  const first = qf.split(' ')[0];
  const list = parts.lexicon.cityWords;
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
function companies(parts: Parts, ws: string[], limit: number): Scored[] {
  const { postings, vocabulary, rows } = parts;
  const content = ws.filter((w, i) => i === ws.length - 1 || !isStop(w));
  if (content.length === 0) return [];
  // Typos are looked up for two words at most: more unknown words name no company.
  let unknown = 0;
  const slots: Map<number, number>[] = content.map((w, i) => {
    const m = new Map<number, number>();
    const t = postings.get(stem(w));
    if (t !== undefined) m.set(t, 1);
    if (i === content.length - 1) for (const id of vocabulary.prefixed(w, 16, null)) m.set(vocabulary.term(id), 1);
    if (m.size === 0 && ++unknown <= 2) {
      const c = vocabulary.closest(w);
      if (c.length) m.set(vocabulary.term(c[0].id), 1);
    }
    return m;
  });
  if (slots.some((s) => s.size === 0)) return [];
  const typo = content.some((w) => postings.get(stem(w)) === undefined && vocabulary.prefixed(w, 1, null).length === 0);
  // Walk the rarest word's rows; check the others in each row's own terms.
  let first = 0;
  const cost = slots.map((s) => [...s.keys()].reduce((a, t) => a + postings.df(t), 0));
  for (let i = 1; i < slots.length; i++) if (cost[i] < cost[first]) first = i;
  const qf = ws.join(' ');
  const found: Scored[] = [];
  const seen = new Set<number>();
  let scanned = 0;
  for (const t of slots[first].keys()) {
    const list = postings.entriesOf(t);
    const n = postings.lengthOf(t);
    for (let i = 0; i < n && scanned < 5000; i++, scanned++) {
      const row = entryRow(list[i]);
      if (!(entryMask(list[i]) & NAME) || seen.has(row)) continue;
      let ok = true;
      for (let s = 0; s < slots.length && ok; s++) if (s !== first) ok = rows.nameHasAny(row, slots[s]);
      if (!ok) continue;
      seen.add(row);
      const name = rows.name(row) ?? '';
      // The best this name can score; fold it only when it could enter the list.
      const base = (typo ? 5 : 2.5) + Math.min(name.length, 60) / 1000;
      if (found.length >= limit && base >= found[found.length - 1].score) continue;
      const score = base + (words(name).join(' ').startsWith(qf) ? 0 : 0.3);
      if (found.length >= limit && score >= found[found.length - 1].score) continue;
      found.push({
        kind: 'company',
        label: name,
        hint: rows.provinceName(row) || null,
        id: rows.id(row),
        parentId: null,
        score,
      });
      found.sort((a, b) => a.score - b.score || collator.compare(a.label, b.label));
      if (found.length > limit) found.pop();
    }
  }
  return found;
}
