/**
 * Presented cards on local disk, a second level behind the service's LRU (issue 17): LRU → this
 * file → PostgreSQL. At 1,000,000 companies the LRU holds ~31,000 cards within the cache budget
 * and all of them would take ~1.5 GB of heap, against the RSS ≤ 1 GB; here a card costs
 * 12 bytes of memory (its position and length, in typed arrays indexed by the model's row) and its
 * JSON on disk.
 *
 * One file a process in DATA_DIR/search (`cards.<pid>.<random>.<host>`), removed on close; at
 * start, the files of this host's processes that are no longer alive are removed (a fleet's
 * processes may share DATA_DIR: a live process's file, or another host's, is never touched).
 * Cards are appended (`writeSync`) and read at their position (`readSync`): the kernel's page
 * cache keeps the hot ones, and they are not in the process's RSS. Not mapped (mmap, LMDB):
 * mapped pages that were read count in the process's RSS, which the issue bounds.
 *
 * Rows are never reused within a model (model.ts), and the service drops all on a reload, when
 * the rows are numbered again; a card read is still checked to be the asked company's. A card
 * dropped leaves dead bytes: when they pass the live ones (and `LEAST_DEAD`), the file starts over
 * empty — it is a cache, refilled from PostgreSQL. An I/O error (a full disk) turns the store off
 * for the process's life: the LRU and PostgreSQL answer as without it.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, ftruncateSync, mkdirSync, openSync, readdirSync, readSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { grow } from './text/types';

/** Dead bytes below this never start the file over (refilling a small store gains nothing). */
export const LEAST_DEAD = 16 * 2 ** 20;
const NAME = /^cards\.(\d+)\.[0-9a-f]+\.(.+)$/;

/** The files this process has open (two apps of one process on one DATA_DIR: tests). */
const ours = new Set<string>();

export type CardStoreStats = { entries: number; liveBytes: number; fileBytes: number; hits: number; startedOver: number };
type Log = { error: (o: unknown, msg?: string) => void };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, under another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the card files in `dir` left by this host's processes that are gone. One with this
 * process's pid and not open here was left by an earlier process of the same pid (a container's
 * pid 1 restarted).
 */
export function removeDeadFiles(dir: string): string[] {
  const host = hostname();
  const removed: string[] = [];
  for (const f of readdirSync(dir)) {
    const m = NAME.exec(f);
    if (!m || m[2] !== host) continue;
    const file = join(dir, f);
    const pid = Number(m[1]);
    if (ours.has(file) || (pid !== process.pid && alive(pid))) continue;
    rmSync(file, { force: true });
    removed.push(f);
  }
  return removed;
}

export class CardStore {
  readonly file: string;
  private fd: number | null;
  /** Each row's card: its position in the file, and its length in bytes (0: none). */
  private at = new Float64Array(0);
  private len = new Uint32Array(0);
  private end = 0;
  private live = 0;
  private entries = 0;
  private startedOver = 0;
  private hits = 0;
  private buf = Buffer.allocUnsafe(16 * 1024);

  /** A new, empty file in `dir` (made if missing), after removing the dead processes' files. */
  static open(dir: string, log?: Log, leastDead = LEAST_DEAD): CardStore {
    mkdirSync(dir, { recursive: true });
    removeDeadFiles(dir);
    return new CardStore(join(dir, `cards.${process.pid}.${randomBytes(4).toString('hex')}.${hostname()}`), leastDead, log);
  }

  private constructor(
    file: string,
    private leastDead: number,
    private log?: Log,
  ) {
    this.file = file;
    this.fd = openSync(file, 'wx+');
    ours.add(file);
  }

  /** The card kept for `row`, if it is `id`'s. */
  get<T extends { id: string }>(row: number, id: string): T | undefined {
    const n = row < this.len.length ? this.len[row] : 0;
    if (n === 0 || this.fd === null) return undefined;
    if (this.buf.length < n) this.buf = Buffer.allocUnsafe(2 * n);
    try {
      let got = 0;
      while (got < n) {
        const r = readSync(this.fd, this.buf, got, n - got, this.at[row] + got);
        if (r === 0) throw new Error('card store: short read');
        got += r;
      }
    } catch (e) {
      this.fail(e);
      return undefined;
    }
    const card = JSON.parse(this.buf.toString('utf8', 0, n)) as T;
    if (card.id !== id) return undefined;
    this.hits++;
    return card;
  }

  /** Keeps `card` as `row`'s (appended; an older one of the row becomes dead bytes). */
  set(row: number, card: { id: string }) {
    if (this.fd === null) return;
    this.drop(row);
    this.at = grow(this.at, row + 1);
    this.len = grow(this.len, row + 1);
    const bytes = Buffer.from(JSON.stringify(card));
    try {
      let put = 0;
      while (put < bytes.length) put += writeSync(this.fd, bytes, put, bytes.length - put, this.end + put);
    } catch (e) {
      this.fail(e);
      return;
    }
    this.at[row] = this.end;
    this.len[row] = bytes.length;
    this.end += bytes.length;
    this.live += bytes.length;
    this.entries++;
  }

  /** Drops `row`'s card; when the dead bytes pass the live ones, the file starts over empty. */
  drop(row: number) {
    const n = row < this.len.length ? this.len[row] : 0;
    if (n === 0) return;
    this.len[row] = 0;
    this.live -= n;
    this.entries--;
    const dead = this.end - this.live;
    if (dead > this.live && dead > this.leastDead) {
      this.startedOver++;
      this.clear();
    }
  }

  /** Drops every card (a reload: rows are numbered again); the file is emptied. */
  clear() {
    this.len.fill(0);
    this.end = 0;
    this.live = 0;
    this.entries = 0;
    if (this.fd === null) return;
    try {
      ftruncateSync(this.fd, 0);
    } catch (e) {
      this.fail(e);
    }
  }

  stats(): CardStoreStats {
    return { entries: this.entries, liveBytes: this.live, fileBytes: this.end, hits: this.hits, startedOver: this.startedOver };
  }

  /** Closes and removes the file. */
  close() {
    if (this.fd === null) return;
    const fd = this.fd;
    this.fd = null;
    this.len = new Uint32Array(0);
    this.at = new Float64Array(0);
    this.entries = this.live = this.end = 0;
    ours.delete(this.file);
    try {
      closeSync(fd);
    } finally {
      rmSync(this.file, { force: true });
    }
  }

  private fail(e: unknown) {
    this.log?.error({ err: e, file: this.file }, 'card store: disk error; turned off (cards are read from the database)');
    try {
      this.close();
    } catch {
      // Gone already.
    }
  }
}
