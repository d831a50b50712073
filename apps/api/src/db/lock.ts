/**
 * One process per PGlite data directory (STACK.md, fact 3): PGlite has no lock
 * of its own and two openers silently lose writes. A pid file taken with O_EXCL;
 * a file left by a dead process (kill -9) is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'cimenta.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isFinite(pid) && pid !== process.pid && alive(pid)) {
        throw new DataDirLockedError(
          `La carpeta de datos ${dir} ya está en uso por otro proceso (pid ${pid}). ` +
            'Detén ese proceso (por ejemplo el servidor de `npm start`) o usa otra DATA_DIR.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`No se pudo bloquear la carpeta de datos ${dir}.`);
}
