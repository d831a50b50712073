/** Reference data always; demo companies when asked and the table is empty. */
import type { ObjectStorage } from '../../infra/storage';
import type { Database } from '../client';
import { companyCount, seedDemo } from './demo';
import { DEMO_OWNER, seedDemoOwner } from './demo-owner';
import { seedReference } from './reference';

export async function seed(
  database: Database,
  opts: { demo: boolean; count: number; storage?: ObjectStorage; privateStorage?: ObjectStorage; log?: (m: string) => void },
) {
  const log = opts.log ?? (() => {});
  if (await seedReference(database.db)) log('Datos de referencia cargados.');
  if (opts.demo && opts.count > 0 && (await companyCount(database.db)) === 0) {
    const t0 = Date.now();
    await seedDemo(database.db, { count: opts.count, storage: opts.storage, privateStorage: opts.privateStorage });
    // One demo company with an owner, an inbox and statistics to look at (README "Demo").
    if (await seedDemoOwner(database.db)) log(`Cuenta de demostración: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
    await database.vacuum();
    log(`${opts.count} empresas de demostración cargadas en ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  }
}
