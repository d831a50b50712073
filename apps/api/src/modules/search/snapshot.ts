/**
 * The read model kept on disk (issue 17, start-up): a new process loads the model and its text
 * engine from a file instead of reading every company, then catches up from the change feed
 * (live.ts). A million companies take minutes to read and index; the file takes seconds.
 *
 * What is written: every data field of the model, the text engine and the rows' text hashes
 * (typed arrays, arrays, maps, numbers), each as one `v8.serialize` frame, walked field by field
 * through the objects; closures (comparators, column getters) are not data — the constructors
 * build them again, and the fields are restored into freshly constructed objects. Caches and
 * scratch space (TRANSIENT) are left out. A header first: the format, a fingerprint (the code,
 * the catalogue, the database's identity), the feed position the state includes everything up
 * to, and the list of fields; a SHA-256 of every frame last. Written to a temporary file and
 * renamed, so a reader never sees half a file.
 *
 * Used only when the fingerprint and the list of fields match and the checksum holds; the caller
 * also checks the position against the feed (not older than the pruning horizon, not ahead of
 * the database). Anything else — no file, another version, a truncated or corrupt file — is a
 * full load, as without a snapshot.
 */
import { createHash, randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { ReadModel } from './model';
import { TextIndex } from './text';
import { RowTerms } from './text/rows';
import { Vocabulary } from './text/vocabulary';

/** Bumped when the file's layout changes (the fields themselves are checked by name). */
const FORMAT = 3;
/**
 * The file's name in the snapshot directory: renamed with each change of the fields' types (v9:
 * ids and names packed, ids.ts), so an older file is not read at all and the process loads whole.
 */
export const SNAPSHOT_FILE = 'read-model.v9';

/** Fields that are caches or scratch (or rebuilt from the catalogue by the constructor). */
const TRANSIENT = new Map<object, Set<string>>([
  [ReadModel, new Set(['version'])],
  [TextIndex, new Set(['cache', 'cacheBytes', 'log', 'wordsCache', 'scorer', 'parts', 'lexicon'])],
  [Vocabulary, new Set(['sorted'])],
  [RowTerms, new Set(['terms', 'named'])],
]);

export type Header = {
  format: number;
  fingerprint: string;
  /** The feed position (feed.ts `snapshotText`) the state includes everything up to. */
  position: string;
  /** Companies in the model. */
  companies: number;
  /** ms since the epoch. */
  written: number;
  paths: string[];
};

type Leaf = { path: string[]; value: unknown; parent: object; key: string };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';
/** Data handed to v8 as it is: arrays, maps, sets, typed arrays. */
const isData = (v: object) => Array.isArray(v) || v instanceof Map || v instanceof Set || ArrayBuffer.isView(v);

/** The data fields under `roots`, depth first in declaration order; each object once. */
export function dataLeaves(roots: Record<string, object | null>): Leaf[] {
  const out: Leaf[] = [];
  const seen = new Set<object>();
  const walk = (o: Record<string, unknown>, path: string[]) => {
    if (seen.has(o)) return;
    seen.add(o);
    const skip = TRANSIENT.get(o.constructor);
    for (const key of Object.keys(o)) {
      const v = o[key];
      if (typeof v === 'function' || skip?.has(key)) continue;
      if (isObject(v) && !isData(v)) walk(v, [...path, key]);
      else out.push({ path: [...path, key], value: v, parent: o, key });
    }
  };
  for (const [name, root] of Object.entries(roots)) if (root) walk(root as Record<string, unknown>, [name]);
  return out;
}

const pathText = (p: string[]) => p.join('.');

/** Elements of an array or map serialised at a time: the event loop waits on one part at most. */
const PART = 1 << 16;

/** A leaf as one or more parts: arrays and maps longer than PART are cut. */
function parts(v: unknown): { kind: 'a' | 'm' | 'v'; parts: unknown[] } {
  if (Array.isArray(v) && v.length > PART) {
    const out: unknown[] = [];
    for (let i = 0; i < v.length; i += PART) out.push(i);
    return { kind: 'a', parts: out };
  }
  if (v instanceof Map && v.size > PART) return { kind: 'm', parts: Array.from({ length: Math.ceil(v.size / PART) }, (_, k) => k) };
  return { kind: 'v', parts: [0] };
}

/** A deep copy of a leaf's data (typed arrays, arrays, maps, sets, plain objects), primitives shared. */
function copyOf(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (ArrayBuffer.isView(v)) return (v as Uint8Array).slice();
  if (Array.isArray(v)) {
    const out = v.slice();
    for (let i = 0; i < out.length; i++) if (out[i] !== null && typeof out[i] === 'object') out[i] = copyOf(out[i]);
    return out;
  }
  if (v instanceof Map) {
    const out = new Map();
    for (const [k, x] of v) out.set(k, x !== null && typeof x === 'object' ? copyOf(x) : x);
    return out;
  }
  if (v instanceof Set) return new Set([...v].map(copyOf));
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copyOf(x)]));
}

/** A write stopped by `SnapshotWrite.stop` (closing): nothing was renamed into place. */
export class SnapshotStopped extends Error {
  constructor() {
    super('search snapshot: write stopped');
  }
}

/**
 * The state of `roots` as of now (the caller's feed position), written to `file` without
 * holding anything: the fields are serialised one part at a time (at most PART elements), the
 * event loop turning between parts, while the pair goes on changing. Before any change to the
 * pair, the caller calls `freeze()` (live.ts: every task of the apply queue does), which copies
 * the fields not written yet as they are — so the file holds the pair exactly as of the position,
 * and a change waits for one copy (typed arrays: a memcpy) at most, not for the whole file.
 */
export class SnapshotWrite {
  private readonly list: Leaf[];
  private readonly header: Header;
  /** The leaf being written; those from it on are copied by `freeze`. */
  private at = 0;
  private frozen: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly file: string,
    head: Omit<Header, 'format' | 'paths' | 'written'>,
    roots: Record<string, object | null>,
    /** Awaited between parts (tests: a change lands while the file is half written). */
    private readonly pause?: () => Promise<void>,
  ) {
    this.list = dataLeaves(roots);
    this.header = { format: FORMAT, ...head, written: Date.now(), paths: this.list.map((l) => pathText(l.path)) };
  }

  /**
   * Copies what is not written yet: the pair may change once this resolves. The copy goes a
   * slice at a time with the event loop turning between slices (reads go on); nothing changes the
   * pair meanwhile (the caller's change waits for it), so the writer may read either the field or
   * its copy. Once per write.
   */
  freeze(): Promise<void> {
    this.frozen ??= (async () => {
      let budget = performance.now();
      const turn = async () => {
        if (performance.now() - budget < 20) return;
        await new Promise<void>((r) => setImmediate(r));
        budget = performance.now();
      };
      for (let i = this.at; i < this.list.length; i++) {
        if (i < this.at) continue;
        const leaf = this.list[i];
        const v = leaf.value;
        if (Array.isArray(v) && v.length > PART) {
          const out = new Array<unknown>(0);
          for (let k = 0; k < v.length; k += PART) {
            for (const x of v.slice(k, k + PART)) out.push(copyOf(x));
            await turn();
          }
          if (leaf.value === v) leaf.value = out;
        } else {
          const c = copyOf(v);
          if (leaf.value === v) leaf.value = c;
          await turn();
        }
      }
    })();
    return this.frozen;
  }

  /**
   * Stops the write before its next part (closing: a shutdown does not wait for hundreds of MB):
   * `run` removes its temporary file and rejects with `SnapshotStopped`; the last complete file stays.
   */
  stop(): void {
    this.stopped = true;
  }

  /** Writes the file (a temporary one renamed into place); answers the bytes written. */
  async run(): Promise<number> {
    const { file } = this;
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    const fh = await open(tmp, 'w');
    const sum = createHash('sha256');
    let bytes = 0;
    const frame = async (buf: Buffer, counted = true) => {
      if (this.stopped) throw new SnapshotStopped();
      const len = Buffer.alloc(8);
      len.writeBigUInt64LE(BigInt(buf.length));
      if (counted) sum.update(buf);
      await fh.write(len);
      await fh.write(buf);
      bytes += 8 + buf.length;
      await this.pause?.();
    };
    try {
      await frame(serialize(this.header));
      for (; this.at < this.list.length; this.at++) {
        const leaf = this.list[this.at];
        const cut = parts(leaf.value);
        await frame(serialize([cut.kind, cut.parts.length]));
        // A map's entries are read on from where the last part stopped (in its copy, once frozen).
        let of: unknown = null;
        let it: Iterator<[unknown, unknown]> | null = null;
        let done = 0;
        for (const k of cut.parts) {
          // Read at each part: `freeze` may have replaced the value by its copy meanwhile.
          const v = leaf.value;
          const i = k as number;
          if (cut.kind === 'a') await frame(serialize((v as unknown[]).slice(i, i + PART)));
          else if (cut.kind === 'm') {
            if (!it || of !== v) {
              of = v;
              it = (v as Map<unknown, unknown>).entries();
              for (let skip = done; skip > 0; skip--) it.next();
            }
            const part: [unknown, unknown][] = [];
            for (let r = it.next(); !r.done; r = it.next()) if (part.push(r.value) === PART) break;
            done += part.length;
            await frame(serialize(part));
          } else await frame(serialize(v));
        }
        // Written: no copy of it is needed any more.
        leaf.value = null;
      }
      await frame(Buffer.from(sum.digest('hex')), false);
    } catch (e) {
      await fh.close();
      await rm(tmp, { force: true });
      throw e;
    }
    await fh.close();
    await rename(tmp, file);
    return bytes;
  }
}

/** An open snapshot: its header, then `restore` into fresh objects of the same code. */
export async function openSnapshot(
  file: string,
): Promise<{ header: Header; restore(roots: Record<string, object | null>): Promise<void>; close(): Promise<void> } | null> {
  const fh = await open(file, 'r').catch(() => null);
  if (!fh) return null;
  const sum = createHash('sha256');
  let header: Header;
  try {
    header = deserialize(await readFrame(fh, sum)) as Header;
    if (!isObject(header) || header.format !== FORMAT || !Array.isArray(header.paths)) throw new Error('not a snapshot of this format');
  } catch (e) {
    await fh.close();
    throw e;
  }
  return {
    header,
    async restore(roots) {
      const list = dataLeaves(roots);
      if (list.map((l) => pathText(l.path)).join('\n') !== header.paths.join('\n')) throw new Error('the snapshot holds other fields');
      // Read whole before anything is set: a corrupt file leaves the objects as constructed.
      const values: unknown[] = [];
      for (let i = 0; i < list.length; i++) {
        const [kind, n] = deserialize(await readFrame(fh, sum)) as ['a' | 'm' | 'v', number];
        const got: unknown[] = [];
        for (let k = 0; k < n; k++) got.push(deserialize(await readFrame(fh, sum)));
        if (kind === 'v' && n === 1) values.push(got[0]);
        else if (kind === 'a') values.push(joined(got as unknown[][]));
        else if (kind === 'm') {
          const m = new Map();
          for (const part of got as [unknown, unknown][][]) for (const [k, v] of part) m.set(k, v);
          values.push(m);
        } else throw new Error('corrupt field');
      }
      const expected = sum.digest('hex');
      if ((await readFrame(fh, null)).toString() !== expected) throw new Error('checksum mismatch');
      list.forEach((l, i) => {
        let o = roots as Record<string, unknown>;
        for (const k of l.path.slice(0, -1)) o = o[k] as Record<string, unknown>;
        const key = l.path[l.path.length - 1];
        const before = o[key];
        const v = values[i];
        if (isObject(before) && isObject(v) && before.constructor !== v.constructor) throw new Error(`${pathText(l.path)}: another type`);
        o[key] = v;
      });
    },
    close: () => fh.close(),
  };
}

/** Parts of an array back as one (a hole comes back as `undefined`, which the model reads alike). */
function joined(parts: unknown[][]): unknown[] {
  const out: unknown[] = [];
  for (const p of parts) for (let j = 0; j < p.length; j++) out.push(p[j]);
  return out;
}

async function readFrame(fh: FileHandle, sum: ReturnType<typeof createHash> | null): Promise<Buffer> {
  const len = Buffer.alloc(8);
  if ((await fh.read(len, 0, 8)).bytesRead !== 8) throw new Error('truncated');
  const n = Number(len.readBigUInt64LE());
  if (n > 2 ** 32) throw new Error('corrupt frame length');
  const buf = Buffer.allocUnsafe(n);
  let at = 0;
  while (at < n) {
    const { bytesRead } = await fh.read(buf, at, n - at);
    if (bytesRead === 0) throw new Error('truncated');
    at += bytesRead;
  }
  sum?.update(buf);
  return buf;
}

let code: Promise<string> | null = null;
/**
 * A hash of the code that builds the model: the bundle's files in production (dist/*.js), else
 * the API's and the shared package's sources (tests, `tsx`). Any change to them makes older
 * snapshots unused; unreadable, a key no file has (the model then loads from the database).
 */
export function codeHash(): Promise<string> {
  code ??= (async () => {
    const here = fileURLToPath(import.meta.url);
    const h = createHash('sha256');
    if (!here.endsWith('.ts')) {
      // The bundle and its chunks (dist/*.js).
      const dir = dirname(here);
      for (const f of (await readdir(dir)).filter((x) => x.endsWith('.js')).sort()) h.update(f).update(await readFile(join(dir, f)));
      return h.digest('hex');
    }
    const src = join(dirname(here), '../..');
    for (const dir of [src, join(src, '../../../packages/shared/src')]) {
      const files = (await readdir(dir, { recursive: true })).filter((f) => /\.(ts|json)$/.test(f) && !f.endsWith('.test.ts')).sort();
      for (const f of files) h.update(f).update(await readFile(join(dir, f)));
    }
    return h.digest('hex');
  })().catch(() => `unknown ${randomUUID()}`);
  return code;
}
