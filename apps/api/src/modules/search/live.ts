/**
 * Keeps the read model (model.ts) and the text engine fresh (issue 17): built whole at start,
 * then changed from the database's change feed (feed.ts), polled by every process. One model
 * and its text engine are one `Live` pair, swapped together; every change to them (a poll, a
 * write of this process, a reload's swap) runs through one queue, so an apply never writes the
 * row numbers of one model into the text engine of another, and never lands an older read after
 * a newer one. Large applies go in chunks with a yield to the event loop between them.
 *
 * Start-up (live-snapshot.ts): with `snapshot`, the pair is written to a file every 10 minutes
 * when it changed, and a new process starts from that file when it is valid, then reads the feed
 * from the file's position; else it loads every company. The periodic comparison with the
 * companies' update times is reconcile.ts.
 */
import type { Db } from '../../db/client';
import type { CatalogService } from '../catalog/service';
import { covers, FeedCursor, feedSql, PRUNE_AGE_MS, type Snapshot } from './feed';
import { liveSnapshot } from './live-snapshot';
import { searchLoader } from './loader';
import type { ReadModel } from './model';
import { type Catalogue, emptyPair, hashDoc, type Live, type PairCatalogue, pairCatalogue, type TextEngine, textDoc } from './pair';
import { reconcile as reconcileWith } from './reconcile';

export type { Live, TextEngine } from './pair';

/** How often every process reads the change feed. */
export const POLL_MS = 250;
/** Above this many changed companies at once, the model is reloaded whole. */
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
  log: { error: (o: unknown, msg?: string) => void; info: (o: unknown, msg?: string) => void };
  /** Keep the model in `dir` (snapshot.ts) and start from it when it is still valid. */
  snapshot?: { dir: string; everyMs?: number; pause?: () => Promise<void> };
  pollMs?: number;
  /** No automatic polling (tests drive `sync()`). */
  manual?: boolean;
  reconcileMs?: number;
  /**
   * Told the ids of every applied change, after the model has them, the rows removed, and whether
   * any of them changed what the text engine or the default order holds (else only columns did).
   */
  onChange: (model: ReadModel, ids: string[], removedRows: number[], textChanged: boolean) => void;
  /** Told when a model was put in place whole: the first one, and each reload's (the caches are sized by it). */
  onReload: (model: ReadModel) => void;
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
    const p = tail.then(async () => {
      // A snapshot file being written keeps the pair as of its position (copies what is left).
      await snapshots?.freeze();
      return f();
    });
    tail = p.catch(() => {});
    return p;
  }

  const catalogue = () => pairCatalogue(db, catalog, loader, !!deps.snapshot);
  const empty = (c: PairCatalogue) => emptyPair(c, deps.text);

  /** A whole new pair, and the feed position it includes everything up to. */
  async function build(): Promise<{ next: Live; at: Snapshot }> {
    const next = empty(await catalogue());
    const { model, text, ref, docs } = next;
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
    // The text engine's arrays grew by half again at a time: cut to size (a sixth of its memory).
    text?.compact?.();
    return { next, at };
  }

  const snapshots = deps.snapshot
    ? liveSnapshot({ options: deps.snapshot, feed, log, serial, state: () => ({ live, at: cursor.snap, closed }) })
    : null;
  /** Where the model came from at start. */
  let startedFrom: 'database' | 'snapshot' | null = null;
  /** How long that took (the catch-up included). */
  let startSeconds = 0;
  const saveSnapshot = async () => (snapshots ? snapshots.save() : 0);

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
      const { snap, changes, companies, pruned } = await feed.read(cursor.snap, BULK);
      // Far behind (a bulk load), or changes this process never read were pruned.
      if (companies >= BULK || pruned > cursor.snap.xmin) return 'reload';
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
      deps.onReload(next.model);
    });
    // What changed while it loaded.
    await pollOnce();
  }

  /** The comparison with the companies' update times (reconcile.ts); how many the feed had missed. */
  const reconcile = () => reconcileWith({ loader, current: () => live, pollOnce, serial, applyTo, nextTurn });

  /**
   * Packs the text engine's postings again once writes moved enough of them out of their shared
   * arrays (text/postings.ts): a part (≤ 16 MB copied) a task of the queue, the event loop turning
   * between parts.
   */
  async function repack() {
    const to = live;
    if (!to?.text?.repackWanted?.()) return;
    for (let from = 0; from >= 0; ) {
      await nextTurn();
      from = await serial(async () => (live === to && !closed ? (to.text?.repack?.(from) ?? -1) : -1));
    }
  }

  async function step() {
    if ((await pollOnce()) === 'reload') await reload();
    await repack();
    const now = Date.now();
    if (now - lastReconcile >= (deps.reconcileMs ?? RECONCILE_MS)) {
      lastReconcile = now;
      const n = await reconcile();
      if (n) log.error({ companies: n }, 'search feed: reconciliation repaired companies the feed missed');
    }
    if (snapshots?.due(now)) await saveSnapshot();
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

  /** The first pair: from the snapshot file when it is valid (then caught up), else loaded whole. */
  async function start(): Promise<Live> {
    const t0 = performance.now();
    const restored = snapshots
      ? await snapshots.restore(catalogue, empty).catch((e) => {
          log.error({ err: e }, 'search snapshot: unreadable; loading from the database');
          return null;
        })
      : null;
    const { next, at } = restored ?? (await build());
    live = next;
    cursor.reset(at);
    deps.onReload(next.model);
    startedFrom = restored ? 'snapshot' : 'database';
    if (restored) {
      // What changed since it was written; then a comparison with the database soon.
      lastReconcile = 0;
      if ((await pollOnce()) === 'reload') await reload();
    } else if (snapshots)
      void saveSnapshot().catch((e) => {
        if (!closed) log.error({ err: e }, 'search snapshot: not written');
      });
    startSeconds = (performance.now() - t0) / 1000;
    schedule();
    return live;
  }

  function ensure(): Promise<Live> {
    if (!ready) {
      ready = start();
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
    saveSnapshot,
    /** Where the model came from at start, and how long that took (the metrics). */
    started: () => ({ from: startedFrom, seconds: startSeconds }),
    /** Prunes the feed below the xmin of the snapshot this process read last (tests). */
    pruneNow: () => feed.prune(cursor.snap.xmin),
    async close() {
      closed = true;
      // A snapshot write under way is told to stop at once (not after the queue has drained).
      const stopping = snapshots?.stop();
      if (timer) clearTimeout(timer);
      timer = null;
      for (const w of waiters) w.done();
      await loop?.catch(() => {});
      await ready?.catch(() => {});
      await tail;
      await stopping;
    },
  };
}
