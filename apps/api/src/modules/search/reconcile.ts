/**
 * The periodic repair of the live pair (live.ts, issue 17: no lost change): every company's update
 * time compared with the model's, and what the change feed never carried applied. What it shares
 * with live.ts is passed in: the pair now, the feed read, the apply queue and the apply.
 */
import { hasBit, setBit, wordsFor } from './bits';
import type { searchLoader } from './loader';
import type { Live } from './pair';

export type ReconcileDeps = {
  loader: ReturnType<typeof searchLoader>;
  /** The pair now (a reload replaces it: the comparison then stops). */
  current: () => Live | null;
  /** One read of the feed, applied; 'reload' when the model must be rebuilt whole. */
  pollOnce: () => Promise<'ok' | 'reload'>;
  /** live.ts's queue of changes to the pair. */
  serial: <T>(f: () => Promise<T>) => Promise<T>;
  /** Applies the database state of these companies to the pair. */
  applyTo: (to: Live, ids: string[]) => Promise<void>;
  nextTurn: () => Promise<void>;
};

/**
 * Compares every company's update time with the model's and applies the differences; answers
 * how many the feed had missed. The times are read outside the queue, so a change committed
 * before that read and not applied yet (a bulk import being applied in chunks, a feed not read
 * since) looks stale too: the feed is read first, and only what still differs after it is
 * counted and applied — what the feed never carried.
 */
export async function reconcile(deps: ReconcileDeps): Promise<number> {
  const { current, serial } = deps;
  const to = current();
  if (!to) return 0;
  const m = to.model;
  const present = new Uint32Array(wordsFor(m.rows));
  /** Ids that differ, with the update time read (null: not in the database). */
  const stale: { id: string; updated: number | null }[] = [];
  for await (const batch of deps.loader.stamps()) {
    if (current() !== to) return 0;
    for (const { id, updated } of batch) {
      const row = m.rowOf.get(id);
      if (row === undefined) stale.push({ id, updated });
      else {
        if (row < m.rows) setBit(present, row);
        if (m.updatedOf(row) !== updated) stale.push({ id, updated });
      }
    }
    await deps.nextTurn();
  }
  for (let row = 0; row < m.rows; row++) if (m.isAlive(row) && !hasBit(present, row)) stale.push({ id: m.idOf(row), updated: null });
  if (!stale.length) return 0;
  // What the feed carries is applied by the feed (a bulk import: a reload, and nothing to repair).
  if ((await deps.pollOnce()) === 'reload') return 0;
  return serial(async () => {
    if (current() !== to) return 0;
    const missed = stale
      .filter(({ id, updated }) => {
        const row = m.rowOf.get(id);
        if (updated === null) return row !== undefined && m.isAlive(row);
        // Newer in the model than the time read: the feed brought a later change.
        return row === undefined || m.updatedOf(row) < updated;
      })
      .map((s) => s.id);
    if (missed.length) await deps.applyTo(to, missed);
    return missed.length;
  });
}
