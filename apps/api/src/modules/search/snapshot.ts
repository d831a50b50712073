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
const FORMAT = 1;

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

type Leaf = { path: string[]; value: unknown };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';
/** Data handed to v8 as it is: arrays, maps, sets, typed arrays. */
const isData = (v: object) => Array.isArray(v) || v instanceof Map || v instanceof Set || ArrayBuffer.isView(v);

/** The data fields under `roots`, depth first in declaration order; each object once. */
function leaves(roots: Record<string, object | null>): Leaf[] {
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
      else out.push({ path: [...path, key], value: v });
    }
  };
  for (const [name, root] of Object.entries(roots)) if (root) walk(root as Record<string, unknown>, [name]);
  return out;
}

const pathText = (p: string[]) => p.join('.');

/** Writes the state of `roots` as of `position`; answers the bytes written. */
export async function writeSnapshot(
  file: string,
  head: Omit<Header, 'format' | 'paths' | 'written'>,
  roots: Record<string, object | null>,
): Promise<number> {
  const list = leaves(roots);
  const header: Header = { format: FORMAT, ...head, written: Date.now(), paths: list.map((l) => pathText(l.path)) };
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${randomUUID()}.tmp`;
  const fh = await open(tmp, 'w');
  const sum = createHash('sha256');
  let bytes = 0;
  const frame = async (buf: Buffer, counted = true) => {
    const len = Buffer.alloc(8);
    len.writeBigUInt64LE(BigInt(buf.length));
    if (counted) sum.update(buf);
    await fh.write(len);
    await fh.write(buf);
    bytes += 8 + buf.length;
  };
  try {
    await frame(serialize(header));
    // One frame a field: the largest (a million rows' postings) bounds the memory it takes.
    for (const l of list) await frame(serialize(l.value));
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
      const list = leaves(roots);
      if (list.map((l) => pathText(l.path)).join('\n') !== header.paths.join('\n')) throw new Error('the snapshot holds other fields');
      // Read whole before anything is set: a corrupt file leaves the objects as constructed.
      const values: unknown[] = [];
      for (let i = 0; i < list.length; i++) values.push(deserialize(await readFrame(fh, sum)));
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
