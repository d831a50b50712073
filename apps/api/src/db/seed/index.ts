/** Reference data always; demo companies when asked and the table is empty. */
import type { Database } from '../client';
import { companyCount, seedDemo } from './demo';
import { seedReference } from './reference';

export async function seed(database: Database, opts: { demo: boolean; count: number; uploadsDir?: string; log?: (m: string) => void }) {
  const log = opts.log ?? (() => {});
  if (await seedReference(database.db)) log('Datos de referencia cargados.');
  if (opts.demo && opts.count > 0 && (await companyCount(database.db)) === 0) {
    const t0 = Date.now();
    await seedDemo(database.db, { count: opts.count, uploadsDir: opts.uploadsDir });
    await database.vacuum();
    log(`${opts.count} empresas de demostración cargadas en ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  }
}
