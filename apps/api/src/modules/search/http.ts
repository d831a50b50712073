/**
 * Read-your-writes across processes (issue 17). An answer to a write that changed a company
 * carries the feed position it was applied at, as a short-lived cookie; any process that
 * receives a read with that cookie first waits (at most `WAIT_MS`, reading the feed at once)
 * until its model has everything committed as of that position. The web app refetches what a
 * save changed (apps/web/src/features/account-shared/api/company-cache.ts), so the refetch,
 * through whichever process, shows the save.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseSnapshot, type Snapshot, snapshotText } from './feed';
import type { SearchService } from './service';

const COOKIE = 'cimenta_pos';
/** A read waits at most this long for its position (then answers what the model has). */
export const WAIT_MS = 1000;
/** Past this the position is surely read by every process. */
const MAX_AGE_S = 10;

/** The cookie's value: the snapshot with `-` and `.` (a cookie value holds no comma). */
const encode = (s: Snapshot) => snapshotText(s).replaceAll(':', '-').replaceAll(',', '.');
export function positionOf(cookieHeader: string | undefined): Snapshot | null {
  if (!cookieHeader) return null;
  const m = new RegExp(`(?:^|;\\s*)${COOKIE}=([0-9.-]{1,400})(?:;|$)`).exec(cookieHeader);
  return m ? parseSnapshot(m[1].replace('-', ':').replace('-', ':').replaceAll('.', ',')) : null;
}

export function registerReadYourWrites(app: FastifyInstance, search: SearchService, opts: { secure: boolean }) {
  const writesAt = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      writesAt.set(req, search.written().writes);
      return;
    }
    if (req.url.startsWith('/assets/') || req.url.startsWith('/uploads/')) return;
    const snap = positionOf(req.headers.cookie);
    if (snap) await search.waitFor(snap, WAIT_MS);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const before = writesAt.get(req);
    if (before === undefined || reply.statusCode >= 400) return payload;
    const { snap, writes } = search.written();
    if (snap && writes !== before)
      reply.header(
        'set-cookie',
        `${COOKIE}=${encode(snap)}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${opts.secure ? '; Secure' : ''}`,
      );
    return payload;
  });
}
