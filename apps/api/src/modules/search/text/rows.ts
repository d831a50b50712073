/**
 * What the text engine keeps per row: its terms (to delete or replace it, and to check a word
 * is in its name), its company id, name and province (what suggestions show), its town (places
 * named in a query are chosen by their company counts) and how many words its name has.
 */
import { foldPlace } from '@cimenta/shared';
import { PackedStrings } from '../ids';
import { isStop, words } from './analyze';
import { grow, NAME, type TextDoc } from './types';

export class RowData {
  readonly terms = new RowTerms();
  private ids = new RowIds();
  /** Display names, a byte a character (ids.ts). */
  private names = new PackedStrings();
  /** Province and city of each row, as indexes into `strings` / `cityKeys` (compact at 1M rows). */
  private province = new Uint16Array(0);
  private city = new Uint32Array(0);
  private strings = new Interned();
  private cityKeys = new Interned();
  private cityKeyOf = new Map<string, number>();
  /** Companies per town (folded name). */
  readonly cityCount = new Map<string, number>();
  /** Words in each row's name (not stop words), up to 255. */
  nameWords = new Uint8Array(0);

  alive(row: number): boolean {
    return this.terms.alive(row);
  }
  /** The row's town key (`set` tells whether a change moved it). */
  cityOf(row: number): number {
    return this.city[row];
  }
  id(row: number): string {
    return this.ids.get(row);
  }
  name(row: number): string | undefined {
    return this.names.get(row);
  }
  provinceName(row: number): string {
    return this.strings.get(this.province[row]);
  }

  /** Keeps a row's terms (term id → field mask) and what it shows; answers its town key. */
  put(row: number, doc: TextDoc, masks: Map<number, number>): number {
    this.terms.put(row, masks);
    this.ids.set(row, doc.id);
    this.names.set(row, doc.name);
    if (row >= this.city.length) {
      this.city = grow(this.city, row + 1);
      this.province = grow(this.province, row + 1);
      this.nameWords = grow(this.nameWords, row + 1);
    }
    this.nameWords[row] = Math.min(255, words(doc.name).filter((w) => !isStop(w)).length);
    this.province[row] = this.strings.id(doc.province);
    let city = this.cityKeyOf.get(doc.city);
    if (city === undefined) {
      city = this.cityKeys.id(foldPlace(doc.city));
      if (this.cityKeyOf.size < 100_000) this.cityKeyOf.set(doc.city, city);
    }
    this.city[row] = city;
    const key = this.cityKeys.get(city);
    this.cityCount.set(key, (this.cityCount.get(key) ?? 0) + 1);
    return city;
  }

  /** Arrays cut to the rows there are (after a full load: they grew by half again at a time). */
  compact(): void {
    const n = this.terms.capacity;
    this.terms.compact();
    this.ids.trim(n);
    this.names.trim();
    this.city = this.city.slice(0, n);
    this.province = this.province.slice(0, n);
    this.nameWords = this.nameWords.slice(0, n);
  }

  /** Forgets a row (its terms were taken out of the postings). */
  drop(row: number): void {
    this.terms.remove(row);
    const key = this.cityKeys.get(this.city[row]);
    this.cityCount.set(key, (this.cityCount.get(key) ?? 1) - 1);
    this.ids.delete(row);
    this.names.delete(row);
  }

  /** Whether `row` has term `t` in the name. */
  nameHas(row: number, t: number): boolean {
    const n = this.terms.decode(row);
    const { terms, named } = this.terms;
    for (let j = 0; j < n; j++) if (terms[j] === t) return named[j] === 1;
    return false;
  }

  /** Whether `row` has one of `ts` in the name. */
  nameHasAny(row: number, ts: Map<number, number>): boolean {
    const n = this.terms.decode(row);
    const { terms, named } = this.terms;
    for (let j = 0; j < n; j++) if (named[j] === 1 && ts.has(terms[j])) return true;
    return false;
  }
}

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
export class RowTerms {
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
      if (this.garbage > this.used / 2) this.close();
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
  /** Gaps closed up, and every array cut to its use (after a full load). */
  compact() {
    this.close();
    this.bytes = this.bytes.slice(0, this.used);
    this.start = this.start.slice(0, this.capacity);
    this.len = this.len.slice(0, this.capacity);
    this.live = this.live.slice(0, this.capacity);
  }
  private close() {
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
  /** Cut to `rows` rows. */
  trim(rows: number) {
    if (this.bytes.length > rows * 16) this.bytes = this.bytes.slice(0, rows * 16);
  }
}
