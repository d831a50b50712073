/**
 * Counting profile views and appearances in results without cookies (issue 20). A visitor is a
 * hash of the day's salt, the IP and the user agent: the raw values stay in memory until the next
 * flush and are never written; the salt is deleted once its day is over, so yesterday's hashes
 * can no longer be linked to anyone. Bots (user agents `isbot` knows, or none) are not counted.
 *
 * Seen visitors are kept in memory (de-duplicated there) and written every `flushMs` and on
 * close, in one statement per batch (repo.ts `add`): the public read path only adds to a Map.
 * Every instance of a fleet writes to the same tables, and the primary key (day, company, kind,
 * hash) counts a visitor once per company and day whichever instance saw it. Nothing is written
 * to `companies` or its change feed: the read model and the kept pages do not move.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isbot } from 'isbot';
import { dateOfDay, today } from '../search/trust';
import type { SeenRow, StatisticsRepo } from './repo';

export type SeenKind = 'view' | 'appearance';
export type Visitor = { ip: string; userAgent: string | undefined };

const KIND = { view: 0, appearance: 1 } as const;
/** Rows per statement. */
const BATCH = 1000;

export type VisitCounterOptions = {
  repo: StatisticsRepo;
  log: FastifyBaseLogger;
  /** Flush period; 0: only when asked (tests). */
  flushMs: number;
  /** Entries kept before new ones are dropped (a flood of unique visitors must not grow memory without bound). */
  maxPending?: number;
  now?: () => number;
};

export function visitCounter({ repo, log, flushMs, maxPending = 50_000, now = Date.now }: VisitCounterOptions) {
  /** `day kind company visitor` → the entry. */
  let pending = new Map<string, { day: string; kind: 0 | 1; companyId: string; visitor: string }>();
  let running: Promise<void> = Promise.resolve();
  let dropped = 0;
  let pruned = '';
  const salts = new Map<string, string>();
  // The read path's own cost, kept to a Map lookup or two: the day is worked out once a second,
  // and a user agent's verdict kept (isbot's pattern costs a few µs a test).
  let day = { date: '', until: 0 };
  const bots = new Map<string, boolean>();
  const dayNow = () => {
    const t = now();
    if (t >= day.until) day = { date: dateOfDay(today(t)), until: t + 1000 };
    return day.date;
  };
  const isBot = (ua: string) => {
    let bot = bots.get(ua);
    if (bot === undefined) {
      bot = isbot(ua);
      if (bots.size >= 2000) bots.clear();
      bots.set(ua, bot);
    }
    return bot;
  };

  function seen(v: Visitor, kind: SeenKind, companyIds: readonly string[]) {
    if (companyIds.length === 0 || !v.userAgent || isBot(v.userAgent)) return;
    const day = dayNow();
    const visitor = `${v.ip}\n${v.userAgent}`;
    for (const companyId of companyIds) {
      const key = `${day} ${kind} ${companyId} ${visitor}`;
      if (pending.has(key)) continue;
      if (pending.size >= maxPending) {
        dropped++;
        continue;
      }
      pending.set(key, { day, kind: KIND[kind], companyId, visitor });
    }
  }

  async function saltOf(day: string) {
    let salt = salts.get(day);
    if (!salt) {
      salt = await repo.salt(day);
      salts.set(day, salt);
    }
    return salt;
  }

  async function write() {
    const batch = pending;
    pending = new Map();
    const rows: SeenRow[] = [];
    for (const e of batch.values()) {
      const hash = createHash('sha256')
        .update(await saltOf(e.day))
        .update(e.visitor)
        .digest('base64url')
        .slice(0, 22);
      rows.push({ day: e.day, kind: e.kind, companyId: e.companyId, hash });
    }
    rows.sort((a, b) => (a.day + a.companyId + a.kind + a.hash < b.day + b.companyId + b.kind + b.hash ? -1 : 1));
    for (let i = 0; i < rows.length; i += BATCH) {
      await repo.add(rows.slice(i, i + BATCH));
      // Requests waiting meanwhile are answered between two statements.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (dropped) {
      log.warn({ dropped }, 'visitas no contadas: demasiadas pendientes');
      dropped = 0;
    }
    // Yesterday's salt is kept for a late flush of yesterday's views; older days are forgotten.
    const yesterday = dateOfDay(today(now()) - 1);
    if (pruned !== yesterday) {
      await repo.prune(yesterday);
      for (const day of salts.keys()) if (day < yesterday) salts.delete(day);
      pruned = yesterday;
    }
  }

  /** Writes what is pending (one flush at a time); a failed write is logged and its views lost. */
  function flush(): Promise<void> {
    running = running.then(() =>
      write().catch((err) => {
        log.error({ err }, 'no se pudieron guardar las visitas');
      }),
    );
    return running;
  }

  const timer = flushMs > 0 ? setInterval(() => void flush(), flushMs) : null;
  timer?.unref();

  return {
    seen,
    flush,
    /** Entries waiting for the next flush (tests, metrics). */
    pending: () => pending.size,
    async close() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}
export type VisitCounter = ReturnType<typeof visitCounter>;
