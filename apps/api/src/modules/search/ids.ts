/**
 * Per-row strings of the read model kept compact (issue 17, RSS ≤ 1 GB at 1,000,000 companies):
 * a string a row costs ~40 bytes of V8 heap plus its characters, and a Map entry another ~28.
 *
 * - `RowIds`: company ids. A lower-case uuid is four 32-bit words (16 bytes a row), found by an
 *   open-addressing table of row numbers (linear probing, ≤ 0.7 full: 6–12 bytes a row); the string
 *   is made only when a row is answered (`idOf`). Anything else (tests' ids) is kept as given.
 * - `PackedStrings`: strings whose characters are all below U+0100 (Spanish names and their sort
 *   keys) as one byte a character in a shared array, 6 bytes a row besides; a byte comparison
 *   orders them as JavaScript's `<` does. Other strings are kept as they are. A replaced string
 *   leaves a gap, closed up (one copy of the bytes) when the gaps are half the array.
 *
 * Both hold only typed arrays, maps and numbers: snapshot.ts writes them field by field.
 */

const EMPTY = 0;
const TOMB = -1;
/** The table is rebuilt (twice the size) past this share of used slots. */
const MAX_LOAD = 0.7;

/** The 128 bits of a lower-case uuid into `out[at…at+3]`, most significant first; false if `id` is not one. */
function parseUuid(id: string, out: Uint32Array, at: number): boolean {
  if (id.length !== 36) return false;
  let w = 0;
  let k = 0;
  for (let i = 0; i < 36; i++) {
    const c = id.charCodeAt(i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (c !== 45) return false;
      continue;
    }
    let v: number;
    if (c >= 48 && c <= 57) v = c - 48;
    else if (c >= 97 && c <= 102) v = c - 87;
    else return false;
    w = (w << 4) | v;
    if (++k % 8 === 0) {
      out[at + k / 8 - 1] = w >>> 0;
      w = 0;
    }
  }
  return true;
}

const hex8 = (w: number) => w.toString(16).padStart(8, '0');

/** Scratch words of a looked-up id (lookups are synchronous). */
const KEY = new Uint32Array(4);

export class RowIds {
  /** Four words a row (a uuid's bits); rows whose id is in `other` keep zeros. */
  private words = new Uint32Array(0);
  /** Ids that are not lower-case uuids, by row, and their rows. */
  private other = new Map<number, string>();
  private otherRow = new Map<string, number>();
  /** Row + 1 a slot; EMPTY, or TOMB where a removed id was. */
  private slots = new Int32Array(16);
  /** Slots not EMPTY (tombstones included), and ids in the table. */
  private filled = 0;
  private live = 0;

  /** Ids in the table. */
  get size(): number {
    return this.live + this.otherRow.size;
  }

  private hash(w: Uint32Array, at: number): number {
    let h = Math.imul(w[at] ^ Math.imul(w[at + 1], 0x9e3779b1), 0x85ebca6b);
    h ^= Math.imul(w[at + 2] ^ Math.imul(w[at + 3], 0xc2b2ae35), 0x27d4eb2f);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    return (h ^ (h >>> 13)) >>> 0;
  }

  private same(row: number, w: Uint32Array, at: number): boolean {
    const o = row * 4;
    const ws = this.words;
    return ws[o] === w[at] && ws[o + 1] === w[at + 1] && ws[o + 2] === w[at + 2] && ws[o + 3] === w[at + 3];
  }

  /** The slot holding `KEY`'s row, or -1. */
  private find(): number {
    const mask = this.slots.length - 1;
    for (let i = this.hash(KEY, 0) & mask; ; i = (i + 1) & mask) {
      const v = this.slots[i];
      if (v === EMPTY) return -1;
      if (v !== TOMB && this.same(v - 1, KEY, 0)) return i;
    }
  }

  /** The row of a company id, if it has one. */
  get(id: string): number | undefined {
    if (!parseUuid(id, KEY, 0)) return this.otherRow.get(id);
    const i = this.find();
    return i < 0 ? undefined : this.slots[i] - 1;
  }

  /** Gives `row` (a new row) the id `id`, which has none. */
  set(row: number, id: string): void {
    if ((row + 1) * 4 > this.words.length) {
      let n = Math.max(64, this.words.length);
      while (n < (row + 1) * 4) n *= 2;
      const w = new Uint32Array(n);
      w.set(this.words);
      this.words = w;
    }
    if (!parseUuid(id, this.words, row * 4)) {
      this.words.fill(0, row * 4, row * 4 + 4);
      this.other.set(row, id);
      this.otherRow.set(id, row);
      return;
    }
    if (this.filled + 1 > this.slots.length * MAX_LOAD) this.rehash();
    const mask = this.slots.length - 1;
    let i = this.hash(this.words, row * 4) & mask;
    while (this.slots[i] !== EMPTY && this.slots[i] !== TOMB) i = (i + 1) & mask;
    if (this.slots[i] === EMPTY) this.filled++;
    this.slots[i] = row + 1;
    this.live++;
  }

  /** Takes an id out of the table (its row keeps answering it in `idOf`, as a removed row's id). */
  delete(id: string): void {
    if (!parseUuid(id, KEY, 0)) {
      this.otherRow.delete(id);
      return;
    }
    const i = this.find();
    if (i < 0) return;
    this.slots[i] = TOMB;
    this.live--;
  }

  /** The table again, room for half as many ids again (tombstones dropped): O(n), once per doubling. */
  private rehash() {
    let n = 16;
    while (n * MAX_LOAD < (this.live + 1) * 1.5) n *= 2;
    const old = this.slots;
    this.slots = new Int32Array(n);
    const mask = n - 1;
    for (const v of old) {
      if (v === EMPTY || v === TOMB) continue;
      let i = this.hash(this.words, (v - 1) * 4) & mask;
      while (this.slots[i] !== EMPTY) i = (i + 1) & mask;
      this.slots[i] = v;
    }
    this.filled = this.live;
  }

  /** The id of a row (made now). */
  idOf(row: number): string {
    const other = this.other.get(row);
    if (other !== undefined) return other;
    const o = row * 4;
    const w = this.words;
    const a = hex8(w[o]);
    const b = hex8(w[o + 1]);
    const c = hex8(w[o + 2]);
    return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${hex8(w[o + 3])}`;
  }

  /** Two rows by id, as their strings compare. */
  compare(a: number, b: number): number {
    if (this.other.size && (this.other.has(a) || this.other.has(b))) {
      const x = this.idOf(a);
      const y = this.idOf(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    const w = this.words;
    for (let k = 0; k < 4; k++) {
      const d = w[a * 4 + k] - w[b * 4 + k];
      if (d !== 0) return d < 0 ? -1 : 1;
    }
    return 0;
  }

  /** Bytes held. */
  bytes(): number {
    return this.words.byteLength + this.slots.byteLength;
  }
}

/** `start` of a row without a string. */
const NONE = 0xffffffff;
const MAX_LEN = 0xffff;

export class PackedStrings {
  private bytes = new Uint8Array(1024);
  private used = 0;
  /** Bytes of replaced strings still in `bytes`. */
  private garbage = 0;
  private start = new Uint32Array(0);
  private len = new Uint16Array(0);
  /** Strings with a character past U+00FF (or longer than 65,535), by row. */
  private wide = new Map<number, string>();

  private room(rows: number) {
    if (rows <= this.start.length) return;
    let n = Math.max(64, this.start.length);
    while (n < rows) n = Math.ceil(n * 1.5);
    const start = new Uint32Array(n).fill(NONE);
    start.set(this.start);
    const len = new Uint16Array(n);
    len.set(this.len);
    this.start = start;
    this.len = len;
  }

  private forget(row: number) {
    if (row >= this.start.length) return;
    if (this.start[row] !== NONE) this.garbage += this.len[row];
    this.start[row] = NONE;
    this.len[row] = 0;
    this.wide.delete(row);
  }

  /** Whether a row's string is `s` already (no copy made). */
  private holds(row: number, s: string): boolean {
    if (row >= this.start.length) return false;
    const at = this.start[row];
    if (at === NONE) return this.wide.get(row) === s;
    if (this.len[row] !== s.length) return false;
    for (let i = 0; i < s.length; i++) if (this.bytes[at + i] !== s.charCodeAt(i)) return false;
    return true;
  }

  set(row: number, s: string): void {
    if (this.holds(row, s)) return;
    this.forget(row);
    this.room(row + 1);
    let narrow = s.length <= MAX_LEN;
    for (let i = 0; narrow && i < s.length; i++) if (s.charCodeAt(i) > 0xff) narrow = false;
    if (!narrow) {
      this.wide.set(row, s);
      return;
    }
    if (this.used + s.length > this.bytes.length) this.makeRoom(s.length);
    const at = this.used;
    for (let i = 0; i < s.length; i++) this.bytes[at + i] = s.charCodeAt(i);
    this.start[row] = at;
    this.len[row] = s.length;
    this.used += s.length;
  }

  delete(row: number): void {
    this.forget(row);
  }

  /** Closes the gaps when they are half the bytes (amortised: each byte copied once per its own write), else grows. */
  private makeRoom(need: number) {
    const keep = this.used - this.garbage;
    const size = Math.max(1024, Math.ceil((keep + need) * 1.5));
    const out = new Uint8Array(this.garbage * 2 >= this.used ? size : Math.max(size, this.bytes.length * 2));
    if (this.garbage * 2 < this.used) {
      out.set(this.bytes.subarray(0, this.used));
    } else {
      let k = 0;
      const { start, len, bytes } = this;
      for (let row = 0; row < start.length; row++) {
        const at = start[row];
        if (at === NONE) continue;
        out.set(bytes.subarray(at, at + len[row]), k);
        start[row] = k;
        k += len[row];
      }
      this.used = k;
      this.garbage = 0;
    }
    this.bytes = out;
  }

  /** Cut to what is used (after a full load). */
  trim(): void {
    if (this.bytes.length > this.used) this.bytes = this.bytes.slice(0, Math.max(1, this.used));
  }

  get(row: number): string | undefined {
    if (row >= this.start.length) return undefined;
    const at = this.start[row];
    if (at === NONE) return this.wide.get(row);
    return String.fromCharCode.apply(null, this.bytes.subarray(at, at + this.len[row]) as unknown as number[]);
  }

  /** Two rows' strings as `<` orders them (a missing one first). */
  compare(a: number, b: number): number {
    const sa = this.start[a] ?? NONE;
    const sb = this.start[b] ?? NONE;
    if (sa === NONE || sb === NONE) {
      const x = this.get(a) ?? '';
      const y = this.get(b) ?? '';
      return x < y ? -1 : x > y ? 1 : 0;
    }
    const la = this.len[a];
    const lb = this.len[b];
    const n = la < lb ? la : lb;
    const bytes = this.bytes;
    for (let i = 0; i < n; i++) {
      const d = bytes[sa + i] - bytes[sb + i];
      if (d !== 0) return d < 0 ? -1 : 1;
    }
    return la - lb < 0 ? -1 : la > lb ? 1 : 0;
  }

  /** Bytes held. */
  byteLength(): number {
    return this.bytes.byteLength + this.start.byteLength + this.len.byteLength;
  }
}
