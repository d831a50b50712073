/**
 * The live pair's snapshot file (live.ts; the file's format is snapshot.ts): a new process starts
 * from it when it is still valid, and the pair is written to it every 10 minutes when it changed.
 * What it shares with live.ts is passed in: the apply queue (`serial`), and the pair, the feed
 * position and whether the process is closing, read when needed (`state`).
 */
import { join } from 'node:path';
import { covers, type feedSql, parseSnapshot, type Snapshot, snapshotText } from './feed';
import type { Live, PairCatalogue } from './pair';
import { openSnapshot, SNAPSHOT_FILE, SnapshotStopped, SnapshotWrite } from './snapshot';

/** How often the model is written to its snapshot file, when it changed (well within the feed's pruning horizon). */
const SNAPSHOT_MS = 10 * 60_000;

export type SnapshotDeps = {
  /** The folder of the file (DATA_DIR/search); `everyMs` between writes; `pause` between parts of a write (tests). */
  options: { dir: string; everyMs?: number; pause?: () => Promise<void> };
  feed: ReturnType<typeof feedSql>;
  log: { info: (o: unknown, msg?: string) => void };
  /** live.ts's queue of changes to the pair. */
  serial: <T>(f: () => Promise<T>) => Promise<T>;
  /** The pair now, the feed position it includes, and whether the process is closing. */
  state: () => { live: Live | null; at: Snapshot; closed: boolean };
};

export function liveSnapshot(deps: SnapshotDeps) {
  const { feed, log, serial, state } = deps;
  const file = join(deps.options.dir, SNAPSHOT_FILE);
  let savedVersion = -1;
  let lastSave = Date.now();
  /** The snapshot being written, if any: every task of the queue freezes it before it changes the pair. */
  let writing: { job: SnapshotWrite; done: Promise<number> } | null = null;

  /**
   * The pair as the snapshot file holds it, when the file was written by this code for this
   * catalogue and database, and its feed position is still readable (not older than the pruning
   * horizon, not ahead of the database); null otherwise (a full load follows).
   */
  async function restore(
    catalogue: () => Promise<PairCatalogue>,
    empty: (c: PairCatalogue) => Live,
  ): Promise<{ next: Live; at: Snapshot } | null> {
    const c = await catalogue();
    const opened = await openSnapshot(file);
    if (!opened) return null;
    try {
      const { header } = opened;
      if (header.fingerprint !== c.key) {
        log.info(
          { written: new Date(header.written).toISOString() },
          'search snapshot: written by other code, catalogue or database; loading from the database',
        );
        return null;
      }
      const at = parseSnapshot(header.position);
      if (!at) return null;
      const { snap: now, pruned } = await feed.read(at, 0);
      if (pruned > at.xmin || !covers(now, at)) {
        log.info(
          { written: new Date(header.written).toISOString() },
          'search snapshot: older than the change feed keeps; loading from the database',
        );
        return null;
      }
      const next = empty(c);
      await opened.restore({ model: next.model, text: next.text, docs: next.docs });
      next.model.restored();
      savedVersion = next.model.version;
      return { next, at };
    } finally {
      await opened.close();
    }
  }

  /**
   * Writes the current pair and the feed position it includes to the snapshot file; the bytes.
   * Only taking the position holds the queue: the file is written while changes go on (a change
   * first has the fields not written yet copied, snapshot.ts `SnapshotWrite`).
   */
  async function save(): Promise<number> {
    if (writing) return writing.done;
    // The task answers the write, not its promise: the queue goes on as soon as the position is taken.
    const started = await serial(async () => {
      const { live: to, at, closed } = state();
      if (!to || closed || writing) return writing;
      const version = to.model.version;
      const job = new SnapshotWrite(
        file,
        { fingerprint: to.key, position: snapshotText(at), companies: to.model.size },
        { model: to.model, text: to.text, docs: to.docs },
        deps.options.pause,
      );
      const w = {
        job,
        done: job.run().then((bytes) => {
          savedVersion = version;
          lastSave = Date.now();
          return bytes;
        }),
      };
      // Set inside the task: the next one in the queue freezes it.
      writing = w;
      void w.done
        .finally(() => {
          if (writing === w) writing = null;
        })
        .catch(() => {});
      return w;
    });
    return started ? started.done : 0;
  }

  return {
    restore,
    save,
    /** Before a task of the queue changes the pair: a file being written copies what it has not written yet. */
    freeze: async () => {
      await writing?.job.freeze();
    },
    /** Whether a write is due at `now` (the pair changed since the last and `everyMs` passed); if so, it counts as started. */
    due(now: number): boolean {
      const { live } = state();
      if (!live || live.model.version === savedVersion || now - lastSave < (deps.options.everyMs ?? SNAPSHOT_MS)) return false;
      lastSave = now;
      return true;
    },
    /**
     * Closing: a write under way stops before its next part (its temporary file removed), so a
     * shutdown does not wait for it (448 MB at 1,000,000 took past the 10 s a shutdown has); the
     * last complete file stays, and a process started from it catches up from the feed.
     */
    stop: async () => {
      const w = writing;
      if (!w) return;
      w.job.stop();
      const stopped = await w.done.then(
        () => false,
        (e) => e instanceof SnapshotStopped,
      );
      if (stopped) log.info({}, 'search snapshot: write stopped at shutdown; the last complete file is kept');
    },
  };
}
