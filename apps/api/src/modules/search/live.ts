/**
 * Keeps the read model (model.ts) and the text engine fresh (issue 17): built whole at start,
 * then changed from the database's change feed (feed.ts), polled by every process. One model
 * and its text engine are one `Live` pair, swapped together; every change to them (a poll, a
 * write of this process, a reload's swap) runs through one queue, so an apply never writes the
 * row numbers of one model into the text engine of another, and never lands an older read after
 * a newer one. Large applies go in chunks with a yield to the event loop between them.
 */
import { fold } from '@cimenta/shared';
import type { Db } from '../../db/client';
import type { CatalogService } from '../catalog/service';
import { setBit, hasBit, wordsFor } from './bits';
import { covers, FeedCursor, feedSql, PRUNE_AGE_MS, type Snapshot } from './feed';
import { type LoadedCompany, searchLoader } from './loader';
import { ReadModel } from './model';
import type { TextDoc, TextResult } from './text';
import type { Suggestion } from '@cimenta/shared';

/** The text engine the model hands its rows to (modules/search/text, `TextIndex`). */
export type TextEngine = {
  set(row: number, doc: TextDoc): void;
  delete(row: number): void;
  search(q: string, opts?: { literal?: boolean }): TextResult;
  /** Whether an answer of `search` still holds after the changes since (text/footprint.ts). */
  valid(answer: TextResult): boolean;
  suggest(q: string, limit?: number): Suggestion[];
};

type Catalogue = {
  activities: { id: number; name: string; parentId: number | null }[];
  provinces: { id: number; name: string }[];
  cities: { id: number; name: string; provinceId: number }[];
};

/** Reference data to read criteria and build text documents. */
export type Ref = {
  typeName: Map<number, string>;
  activity: Map<number, { name: string; parentId: number | null }>;
  city: Map<number, { name: string; provinceId: number }>;
  province: Map<number, string>;
  cityIdsByName: Map<string, number[]>;
};

/**
 * A model and the text engine over its row numbers: only ever swapped together. `docs` holds a
 * hash of each row's text document and default-order key: a change that leaves both alone (a
 * review, a credential) does not touch the text engine nor the text answers kept (issue 19).
 */
export type Live = { model: ReadModel; text: TextEngine | null; ref: Ref; docs: DocHashes };

/** A 32-bit FNV-1a hash per row. */
class DocHashes {
  private h = new Int32Array(1 << 14);
  get(row: number) {
    return row < this.h.length ? this.h[row] : 0;
  }
  set(row: number, v: number) {
    if (row >= this.h.length) {
      const n = new Int32Array(Math.max(row + 1, this.h.length * 2));
      n.set(this.h);
      this.h = n;
    }
    this.h[row] = v;
  }
}
function hashDoc(doc: TextDoc, score: number): number {
  const s = `${JSON.stringify(doc)}|${score}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  // 0 means "none": never a row's hash.
  return h || 1;
}

/** How often every process reads the change feed. */
export const POLL_MS = 250;
/** Above this many changes at once, the model is reloaded whole. */
const BULK = 20_000;
/** Companies applied between two yields to the event loop. */
const CHUNK = 200;
/** How often the model is compared with the companies' update times (`reconcile`). */
const RECONCILE_MS = 10 * 60_000;

export type LiveDeps = {
  db: Db;
  catalog: CatalogService;
  /** Builds the text engine once the catalogue is known. */
  text?: (catalog: Catalogue) => TextEngine;
  log: { error: (o: unknown, msg?: string) => void };
  pollMs?: number;
  /** No automatic polling (tests drive `sync()`). */
  manual?: boolean;
  reconcileMs?: number;
  /**
   * Told the ids of every applied change, after the model has them, the rows removed, and whether
   * any of them changed what the text engine or the default order holds (else only columns did).
   */
  onChange: (model: ReadModel, ids: string[], removedRows: number[], textChanged: boolean) => void;
  /** Told when the model was replaced whole. */
  onReload: () => void;
};

const nextTurn = () => new Promise<void>((r) => setImmediate(r));

export function liveModel(deps: LiveDeps) {
  const { db, catalog, log } = deps;
  const loader = searchLoader(db);
  const feed = feedSql(db);
  const cursor = new FeedCursor();
  let live: Live | null = null;
  let ready: Promise<Live> | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let loop: Promise<void> | null = null;
  let lastPrune = Date.now();
  let lastReconcile = Date.now();
  /** The newest snapshot taken after a write of this process (the position its answer carries). */
  let written: Snapshot | null = null;
  let writes = 0;
  const waiters = new Set<{ snap: Snapshot; done: () => void }>();

  // One queue for every change to `live` and the cursor.
  let tail: Promise<unknown> = Promise.resolve();
  function serial<T>(f: () => Promise<T>): Promise<T> {
    const p = tail.then(f);
    tail = p.catch(() => {});
    return p;
  }

  function textDoc(ref: Ref, c: LoadedCompany): TextDoc {
    const city = ref.city.get(c.cityId);
    return {
      id: c.id,
      name: c.name,
      fullName: c.fullName,
      description: c.description,
      type: ref.typeName.get(c.typeId) ?? '',
      activities: c.activities.map((id) => {
        const a = ref.activity.get(id);
        return { id, name: a?.name ?? '', parent: a?.parentId ? (ref.activity.get(a.parentId)?.name ?? '') : '' };
      }),
      city: city?.name ?? '',
      province: ref.province.get(c.provinceId) ?? '',
    };
  }

  /** A whole new pair, and the feed position it includes everything up to. */
  async function build(): Promise<{ next: Live; at: Snapshot }> {
    const [types, activities, provinces, cities] = await Promise.all([
      catalog.companyTypes(),
      loader.activities(),
      catalog.provinces(),
      loader.cities(),
    ]);
    const cityIdsByName = new Map<string, number[]>();
    for (const c of cities) {
      const k = fold(c.name);
      const list = cityIdsByName.get(k) ?? [];
      list.push(c.id);
      cityIdsByName.set(k, list);
    }
    const ref: Ref = {
      typeName: new Map(types.map((t) => [t.id, t.name])),
      activity: new Map(activities.map((a) => [a.id, { name: a.name, parentId: a.parentId }])),
      city: new Map(cities.map((c) => [c.id, { name: c.name, provinceId: c.provinceId }])),
      province: new Map(provinces.map((p) => [p.id, p.name])),
      cityIdsByName,
    };
    const model = new ReadModel((id) => ref.activity.get(id)?.parentId ?? undefined, 1 << 14);
    const text = deps.text?.({ activities, provinces: provinces.map((p) => ({ id: p.id, name: p.name })), cities }) ?? null;
    const docs = new DocHashes();
    // The position first: the rows read after it are at least as new.
    const at = await feed.position();
    for await (const batch of loader.all()) {
      for (const c of batch) {
        const row = model.load(c);
        const doc = textDoc(ref, c);
        docs.set(row, hashDoc(doc, c.score));
        text?.set(row, doc);
      }
    }
    model.seal();
    return { next: { model, text, ref, docs }, at };
  }

  /** Applies the current database state of these companies to `to`, in chunks. */
  async function applyTo(to: Live, ids: string[]) {
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += CHUNK) {
      if (i > 0) await nextTurn();
      const part = unique.slice(i, i + CHUNK);
      const rows = await loader.some(part);
      const found = new Set(rows.map((r) => r.id));
      const current = to === live;
      let textChanged = false;
      for (const c of rows) {
        const row = to.model.upsert(c);
        const doc = textDoc(to.ref, c);
        const hash = hashDoc(doc, c.score);
        if (to.docs.get(row) === hash) continue;
        textChanged = true;
        to.docs.set(row, hash);
        to.text?.set(row, doc);
      }
      const removed: number[] = [];
      for (const id of part) {
        if (found.has(id)) continue;
        const row = to.model.remove(id);
        if (row !== undefined) {
          to.text?.delete(row);
          to.docs.set(row, 0);
          removed.push(row);
          textChanged = true;
        }
      }
      if (current) deps.onChange(to.model, part, removed, textChanged);
    }
  }

  /** One read of the feed, applied; 'reload' when the model must be rebuilt whole. */
  /** When a read of the feed last brought the model up to date (ms since the epoch; 0: never). */
  let caughtUpAt = 0;
  function pollOnce(): Promise<'ok' | 'reload'> {
    return serial(async () => {
      const to = live;
      if (!to || closed) return 'ok';
      const { snap, changes, pruned } = await feed.read(cursor.snap, BULK);
      // Far behind (a bulk load), or changes this process never read were pruned.
      if (changes.length >= BULK || pruned > cursor.snap.xmin) return 'reload';
      const todo = cursor.fresh(changes);
      if (todo.length) await applyTo(to, [...new Set(todo.map((c) => c.id))]);
      cursor.advance(snap);
      caughtUpAt = Date.now();
      for (const w of waiters) if (covers(cursor.snap, w.snap)) w.done();
      return 'ok';
    });
  }

  async function reload() {
    const { next, at } = await build();
    await serial(async () => {
      live = next;
      cursor.reset(at);
      deps.onReload();
    });
    // What changed while it loaded.
    await pollOnce();
  }

  /** Compares every company's update time with the model's and applies the differences. */
  async function reconcile() {
    const to = live;
    if (!to) return 0;
    const m = to.model;
    const present = new Uint32Array(wordsFor(m.rows));
    const stale: string[] = [];
    for await (const batch of loader.stamps()) {
      if (live !== to) return 0;
      for (const { id, updated } of batch) {
        const row = m.rowOf.get(id);
        if (row === undefined) stale.push(id);
        else {
          if (row < m.rows) setBit(present, row);
          if (m.updatedOf(row) !== updated) stale.push(id);
        }
      }
      await nextTurn();
    }
    for (let row = 0; row < m.rows; row++) if (m.isAlive(row) && !hasBit(present, row)) stale.push(m.ids[row]);
    if (stale.length) await serial(() => (live === to ? applyTo(to, stale) : Promise.resolve()));
    return stale.length;
  }

  async function step() {
    if ((await pollOnce()) === 'reload') await reload();
    const now = Date.now();
    if (now - lastReconcile >= (deps.reconcileMs ?? RECONCILE_MS)) {
      lastReconcile = now;
      const n = await reconcile();
      if (n) log.error({ companies: n }, 'search feed: reconciliation repaired companies the feed missed');
    }
    if (now - lastPrune >= 60_000) {
      lastPrune = now;
      const h = cursor.horizon(PRUNE_AGE_MS, now);
      if (h !== null) await feed.prune(h);
    }
  }

  function schedule(ms = deps.pollMs ?? POLL_MS) {
    if (closed || timer || loop || deps.manual) return;
    timer = setTimeout(run, ms);
    timer.unref();
  }
  function run() {
    timer = null;
    loop = step()
      .catch((e) => {
        if (!closed) log.error({ err: e }, 'search feed');
      })
      .finally(() => {
        loop = null;
        schedule(waiters.size ? 0 : undefined);
      });
  }
  /** Reads the feed now (a reader waits for a position). */
  function wake() {
    if (timer) {
      clearTimeout(timer);
      run();
    }
  }

  function ensure(): Promise<Live> {
    if (!ready) {
      ready = build().then(({ next, at }) => {
        live = next;
        cursor.reset(at);
        schedule();
        return next;
      });
      ready.catch(() => {
        ready = null;
      });
    }
    return ready;
  }

  return {
    ensure,
    current: () => live,
    /** Seconds since the model last caught up with the feed (the metrics' read-model lag); null before the first read. */
    lagSeconds: () => (caughtUpAt ? (Date.now() - caughtUpAt) / 1000 : null),
    /** After a write of this process committed: applied before the answer leaves, once. */
    async changed(ids: string[]) {
      if (!live || ids.length === 0) return;
      await serial(async () => {
        const to = live as Live;
        // The feed's rows for them first: the state read after is at least as new.
        const { snap, changes } = await feed.read(cursor.snap, 100_000, ids);
        await applyTo(to, ids);
        if (to === live) for (const c of changes) cursor.done.add(c.seq);
        if (!written || covers(snap, written)) written = snap;
        writes++;
      });
    },
    /** The position a writer's next read must see, and how many writes were applied. */
    written: () => ({ snap: written, writes }),
    /**
     * Waits (at most `ms`) until this process has applied everything committed as of `snap`;
     * answers whether it has.
     */
    async waitFor(snap: Snapshot, ms: number): Promise<boolean> {
      await ensure();
      if (covers(cursor.snap, snap)) return true;
      let timeout: NodeJS.Timeout | undefined;
      let w: { snap: Snapshot; done: () => void } | undefined;
      const ok = await new Promise<boolean>((resolve) => {
        w = { snap, done: () => resolve(true) };
        waiters.add(w);
        timeout = setTimeout(() => resolve(false), ms);
        wake();
      });
      clearTimeout(timeout);
      if (w) waiters.delete(w);
      return ok;
    },
    /** Reads the feed now and applies it (tests; `manual` mode). */
    async sync() {
      await ensure();
      await step();
    },
    reload: () => serial(async () => {}).then(reload),
    reconcile,
    /** Prunes the feed below the xmin of the snapshot this process read last (tests). */
    pruneNow: () => feed.prune(cursor.snap.xmin),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      for (const w of waiters) w.done();
      await loop?.catch(() => {});
      await ready?.catch(() => {});
      await tail;
    },
  };
}
