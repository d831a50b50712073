/**
 * Scoring: each company matching a word scores by the fields the word's candidates were found
 * in (FIELD_WEIGHT, times the candidate's factor), a company matching more words comes first
 * (WORD a word), and one having every word in its name gets the name bonus (NAMED). Rows come
 * out best first by a counting sort over integer scores (1/64 steps): linear in the rows matched.
 * When no company has every word the answer is partial: the companies with some.
 */
import { popcount } from './analyze';
import { entryMask, entryRow, type Postings } from './postings';
import type { RowData } from './rows';
import { ACT, ACT_ID, DESC, grow, NAME, PLACE, type Slot, TYPE } from './types';

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
/** A word matched counts this much more than any score from the fields. */
const WORD = 100;
/** Bonus (up to twice this) when every word is in the company's name. */
const NAMED = 20;

export type Scored = { rows: Uint32Array; scores: Float32Array; partial: boolean; byName: boolean };

export class Scorer {
  // Scratch, one slot per row.
  private ws = new Float32Array(0);
  private total = new Float32Array(0);
  private hits = new Uint8Array(0);
  private named = new Uint8Array(0);
  private inName = new Uint8Array(0);

  constructor(
    private readonly postings: Postings,
    private readonly rowData: RowData,
  ) {}

  private ensureScratch() {
    const n = this.rowData.terms.capacity;
    if (this.ws.length < n) {
      this.ws = grow(this.ws, n);
      this.total = grow(this.total, n);
      this.hits = grow(this.hits, n);
      this.named = grow(this.named, n);
      this.inName = grow(this.inName, n);
    }
  }

  /** The rows matching the slots, best first; `byName` when some company has every word in its name. */
  score(slots: Slot[], nameBonus: boolean): Scored {
    this.ensureScratch();
    const ws = this.ws;
    const total = this.total;
    const hits = this.hits;
    const named = this.named;
    const inName = this.inName;
    const nameWords = this.rowData.nameWords;
    const postings = this.postings;
    let touched = new Uint32Array(1024);
    let nTouched = 0;
    let wordTouched = new Uint32Array(1024);
    for (const slot of slots) {
      const counts = slot.optional ? 0 : 1;
      let nw = 0;
      for (const [t, factor] of slot.cands) {
        const own = slot.own.has(t);
        const list = postings.entriesOf(t);
        const n = postings.lengthOf(t);
        for (let i = 0; i < n; i++) {
          const m = entryMask(list[i]);
          // A deleted entry (settled later).
          if (m === 0) continue;
          const row = entryRow(list[i]);
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
}
