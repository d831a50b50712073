/**
 * `npm run bench:memory -w apps/api` (issue 17, RSS at 1,000,000): where the read model's memory
 * is. Builds the pair (model, text engine, rows' text hashes) from the configured database as a
 * server does (DATABASE_URL or DATA_DIR; `BENCH_SNAPSHOT=1`: from DATA_DIR's snapshot file when
 * valid, else loaded whole and the file written — no server start timeout at a million), then prints the process's memory and, field by field, what each data field of the pair
 * holds: each field is dropped in turn and the heap measured again after a full collection, so the
 * figures are what that field alone retains (strings shared with other fields are counted at the
 * last one holding them). Run with `--expose-gc`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { join } from 'node:path';
import { catalogRepo } from '../src/modules/catalog/repo';
import { catalogService } from '../src/modules/catalog/service';
import { liveModel } from '../src/modules/search/live';
import { dataLeaves } from '../src/modules/search/snapshot';
import { TextIndex } from '../src/modules/search/text';
import { openConfigured } from '../src/scripts/open';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('node --expose-gc');
const mb = (b: number) => `${(b / 2 ** 20).toFixed(1)} MB`;
const used = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers + (m.external - m.arrayBuffers);
};

const { config, database } = await openConfigured();
const catalog = catalogService(catalogRepo(database.db), async () => new Map());
const live = liveModel({
  db: database.db,
  catalog,
  text: (c) => new TextIndex(c),
  log: { error: (o, m) => console.error(m, o), info: (o, m) => console.log(m, o) },
  manual: true,
  snapshot: process.env.BENCH_SNAPSHOT ? { dir: join(config.dataDir, 'search'), everyMs: 1e12 } : undefined,
  onChange() {},
  onReload() {},
});
const t0 = performance.now();
const pair = await live.ensure();
const seconds = (performance.now() - t0) / 1000;
const m = process.memoryUsage();
if (process.env.BENCH_SNAPSHOT) {
  const w0 = performance.now();
  const bytes = await live.saveSnapshot();
  console.log(`snapshot file: ${mb(bytes)} in ${((performance.now() - w0) / 1000).toFixed(1)} s`);
  // Another write, with a read of the feed (a change) in the middle of it: how long the change
  // waits (the copy of the fields not written yet), and the longest the event loop was held.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const w1 = performance.now();
  const writing = live.saveSnapshot();
  await new Promise((r) => setTimeout(r, 1000));
  const s0 = performance.now();
  await live.sync();
  const waited = performance.now() - s0;
  const again = await writing;
  delay.disable();
  console.log(
    `second write ${mb(again)} in ${((performance.now() - w1) / 1000).toFixed(1)} s; a feed read 1 s into it took ${waited.toFixed(0)} ms; event loop delay during it: p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms`,
  );
}
gc();
const g = process.memoryUsage();
console.log(
  `${pair.model.size} companies from ${live.started().from} in ${seconds.toFixed(1)} s; RSS ${mb(m.rss)}, after gc ${mb(g.rss)}: heap used ${mb(g.heapUsed)} of ${mb(g.heapTotal)}, array buffers ${mb(g.arrayBuffers)}; heap limit ${mb(getHeapStatistics().heap_size_limit)}`,
);
// Paths and owners only: a leaf's value kept here would keep it alive.
const list = dataLeaves({ model: pair.model, text: pair.text, docs: pair.docs }).map(({ path, parent, key }) => ({ path, parent, key }));
const sizes: { path: string; bytes: number }[] = [];
let before = used();
for (const l of list) {
  const parent = l.parent as Record<string, unknown>;
  parent[l.key] = null;
  const after = used();
  sizes.push({ path: l.path.join('.'), bytes: before - after });
  before = after;
}
sizes.sort((a, b) => b.bytes - a.bytes);
const total = sizes.reduce((n, s) => n + s.bytes, 0);
console.log(`the pair's data fields: ${mb(total)}; left after dropping them: ${mb(before)}`);
for (const s of sizes.slice(0, 40)) console.log(`${mb(s.bytes).padStart(10)}  ${s.path}`);
await database.close();
process.exit(0);
