/**
 * One process per PGlite data directory (STACK.md, fact 3): PGlite has no lock
 * of its own and two openers silently lose writes.
 *
 * A real lock (`proper-lockfile`): the directory `DATA_DIR/cimenta.lock` is created
 * atomically with mkdir and its mtime is refreshed every `update` ms while the holder
 * lives. Nothing is read from a pid, so a leftover pid file whose number now belongs to
 * another live process cannot fool it. A holder killed with `kill -9` leaves the
 * directory behind; it counts as abandoned once its mtime is older than `stale`, so an
 * opener that finds it retries for up to `wait` ms before giving up.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

export type LockOptions = {
  /** A lock not refreshed for this long is abandoned (its holder died). */
  stale?: number;
  /** How often the holder refreshes it (at most stale / 2). */
  update?: number;
  /** How long an opener keeps retrying a held lock: longer than `stale`, for a holder killed with -9. */
  wait?: number;
  /** Told once when the lock is held and the opener starts waiting. */
  onWait?: (message: string) => void;
  /** The lock was taken from us (deleted, or another process took it over): by default, stop the process. */
  onCompromised?: (err: Error) => void;
  /** The file system proper-lockfile uses (a test delays its calls). */
  fs?: typeof import('node:fs');
};

export const LOCK_DEFAULTS = { stale: 10_000, update: 2_000, wait: 15_000 } as const;
const RETRY_EVERY = 250;

export async function lockDataDir(dir: string, opts: LockOptions = {}): Promise<() => Promise<void>> {
  const stale = opts.stale ?? LOCK_DEFAULTS.stale;
  const update = opts.update ?? LOCK_DEFAULTS.update;
  const wait = opts.wait ?? LOCK_DEFAULTS.wait;
  mkdirSync(dir, { recursive: true });
  const lockfilePath = join(dir, 'cimenta.lock');
  const onCompromised =
    opts.onCompromised ??
    ((err: Error) => {
      console.error(
        `Se perdió el bloqueo de la carpeta de datos ${dir} (${err.message}); ` +
          'otro proceso puede estar usándola. El servidor se detiene para no perder datos.',
      );
      process.exit(1);
    });
  const deadline = Date.now() + wait;
  let told = false;
  for (;;) {
    // A refresh whose `stat` was under way when we released finds the lock gone (ENOENT) and
    // proper-lockfile calls that a compromise (its `utimes` step checks for a release, its `stat`
    // step does not): after our own release it is none. It stopped a test run's process on a
    // loaded machine, where such a stat waits long enough for the release to pass it.
    let released = false;
    const compromised = (err: Error) => {
      if (!released) onCompromised(err);
    };
    try {
      const release = await lockfile.lock(dir, {
        lockfilePath,
        stale,
        update,
        realpath: false,
        retries: 0,
        onCompromised: compromised,
        ...(opts.fs ? { fs: opts.fs } : {}),
      });
      // The pid file of earlier versions means nothing now: drop it so nobody reads it.
      rmSync(join(dir, 'cimenta.pid'), { force: true });
      return async () => {
        if (released) return;
        released = true;
        await release().catch(() => {});
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ELOCKED') throw e;
      // Told before the deadline is read: an opener allowed to wait says so even when its first try
      // outlasted the wait (a loaded machine), so the message never depends on timing.
      if (!told && wait > 0) {
        told = true;
        opts.onWait?.(
          `La carpeta de datos ${dir} está bloqueada; esperando hasta ${Math.round(wait / 1000)} s ` +
            'por si el bloqueo es de un proceso que terminó de forma brusca…',
        );
      }
      if (Date.now() >= deadline) {
        throw new DataDirLockedError(
          `La carpeta de datos ${dir} ya está en uso por otro proceso. ` +
            'Detén ese proceso (por ejemplo el servidor de `npm start`) o usa otra DATA_DIR.',
        );
      }
      await new Promise((r) => setTimeout(r, RETRY_EVERY));
    }
  }
}
