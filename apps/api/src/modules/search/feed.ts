/**
 * The change feed's cursor (issue 17). Triggers add a row to `company_changes` for every
 * company write, in the writing transaction, with that transaction's id (`xid`, migrations
 * 0005–0006). Sequence numbers are drawn before commit, so a row with a lower number can become
 * visible after a higher one: the cursor is not a number but a snapshot.
 *
 * The guarantee: each read of the feed is one statement, so it sees exactly the transactions
 * committed as of its snapshot, and it returns that snapshot (`pg_current_snapshot()`: every
 * transaction below `xmax` and not listed in `xip` had finished). A change the read did not see
 * was made by a transaction listed in `xip` or numbered from `xmax` on, so the next read asks for
 * exactly those transactions' rows (`xid = ANY(xip) OR xid >= xmax`), whatever their sequence
 * numbers: each row is read once, when its transaction has committed, and none is skipped after
 * a timeout. PGlite runs the same SQL (one connection: its transactions commit one after another).
 *
 * Pruning deletes rows of transactions that finished before a snapshot read at least
 * `PRUNE_AGE_MS` ago and records that horizon; a reader whose last snapshot is older than the
 * horizon may have missed rows, and reloads whole.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A PostgreSQL snapshot: transactions below `xmin` are finished, from `xmax` on not yet started. */
export type Snapshot = { xmin: bigint; xmax: bigint; xip: bigint[] };

export function parseSnapshot(text: string): Snapshot | null {
  const m = /^(\d{1,20}):(\d{1,20}):((?:\d{1,20})(?:,\d{1,20}){0,999})?$/.exec(text);
  if (!m) return null;
  const xmin = BigInt(m[1]);
  const xmax = BigInt(m[2]);
  if (xmin > xmax) return null;
  return { xmin, xmax, xip: m[3] ? m[3].split(',').map(BigInt) : [] };
}
export const snapshotText = (s: Snapshot) => `${s.xmin}:${s.xmax}:${s.xip.join(',')}`;

/**
 * Whether every transaction committed as of `then` is visible in `now`: `now` was taken after
 * it (or nothing committed in between). Exact, whatever the order the two were taken in.
 */
export function covers(now: Snapshot, then: Snapshot): boolean {
  if (now.xmax < then.xmax) return false;
  // Committed then: below `then.xmax` and not running then. Visible now: not running now.
  const running = new Set(then.xip);
  for (const x of now.xip) if (x < then.xmax && !running.has(x)) return false;
  return true;
}

export type Change = { seq: number; id: string };

/** Feed changes are kept this long (after their transaction finished), then pruned. */
export const PRUNE_AGE_MS = 3_600_000;

export function feedSql(db: Db) {
  const one = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)).rows[0] as T;
  return {
    /** The feed's position now (a reader starts from it). */
    async position(): Promise<Snapshot> {
      const r = await one<{ snap: string }>(sql`SELECT pg_current_snapshot()::text AS snap`);
      return parseSnapshot(r.snap) as Snapshot;
    },
    /**
     * In one statement (one snapshot): the changes `after` did not see (of these companies only,
     * when given), of at most `limit` companies, those first changed first; how many companies
     * that is; the snapshot; the pruning horizon. Counted by company, not by row: one company
     * imported with its activities, zones, buildings and constructions is five rows (one per
     * statement's trigger), and a limit on rows would take a 10,000-company import for a bulk load.
     */
    async read(
      after: Snapshot,
      limit: number,
      ids?: string[],
    ): Promise<{ snap: Snapshot; changes: Change[]; companies: number; pruned: bigint }> {
      const of = ids
        ? sql`company_id IN (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) AND`
        : sql``;
      const r = await one<{ snap: string; changes: [string, number[]][] | string; pruned: string }>(sql`
        SELECT pg_current_snapshot()::text AS snap,
          (SELECT xid::text FROM company_changes_pruned WHERE id = 1) AS pruned,
          coalesce((SELECT json_agg(json_build_array(c.company_id, c.seqs) ORDER BY c.first) FROM (
            SELECT company_id, min(seq) AS first, array_agg(seq::float8) AS seqs FROM company_changes
            WHERE ${of} (xid >= ${after.xmax.toString()}::xid8 OR xid = ANY(string_to_array(${after.xip.join(',')}, ',')::xid8[]))
            GROUP BY company_id ORDER BY min(seq) LIMIT ${limit}) c), '[]'::json) AS changes`);
      const rows = typeof r.changes === 'string' ? (JSON.parse(r.changes) as [string, number[]][]) : r.changes;
      const changes: Change[] = [];
      for (const [id, seqs] of rows) for (const seq of seqs) changes.push({ seq: Number(seq), id });
      return { snap: parseSnapshot(r.snap) as Snapshot, pruned: BigInt(r.pruned ?? '0'), changes, companies: rows.length };
    },
    /** Deletes the changes of transactions finished before `horizon` and records it. */
    async prune(horizon: bigint): Promise<void> {
      const h = horizon.toString();
      await db.execute(sql`
        WITH gone AS (DELETE FROM company_changes WHERE xid < ${h}::xid8)
        UPDATE company_changes_pruned SET xid = greatest(xid, ${h}::xid8) WHERE id = 1`);
    },
  };
}

/**
 * What a process has read of the feed: every change visible in `snap` is applied. `done` holds
 * changes a write of this process applied itself, read again (and skipped) by the next poll.
 */
export class FeedCursor {
  snap: Snapshot = { xmin: 0n, xmax: 0n, xip: [] };
  readonly done = new Set<number>();
  /** Snapshot horizons this process read, oldest first, one a minute: pruning uses an hour-old one. */
  private samples: { at: number; xmin: bigint }[] = [];

  reset(snap: Snapshot) {
    this.snap = snap;
    this.done.clear();
  }
  /** The changes of a read not applied yet. */
  fresh(changes: Change[]) {
    return changes.filter((c) => !this.done.has(c.seq));
  }
  /** After the changes of a read are applied: move to its snapshot. */
  advance(snap: Snapshot, now = Date.now()) {
    this.snap = snap;
    // The read saw every change a local write applied since the last one (it came later).
    this.done.clear();
    const last = this.samples[this.samples.length - 1];
    if (!last || now - last.at >= 60_000) this.samples.push({ at: now, xmin: snap.xmin });
  }
  /** The newest snapshot xmin read at least `age` ago (prune below it), if any. */
  horizon(age: number, now = Date.now()): bigint | null {
    while (this.samples.length > 1 && now - this.samples[1].at >= age) this.samples.shift();
    return this.samples.length && now - this.samples[0].at >= age ? this.samples[0].xmin : null;
  }
}
