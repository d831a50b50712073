/**
 * `npm run bench:startup -w apps/api -- <DATA_DIR> [rounds]` (issue 17, start-up): how long a
 * server takes to listen — migrations and the read model — loading every company from the
 * database (no snapshot file yet: the baseline, which then writes the file) and from that file,
 * in alternate rounds in the same run; the RSS once listening;
 * the model's own share (`search_model_start_seconds`, which also tells where it came from); the
 * file's size and how long after listening a full load's file is complete. `DATA_DIR`
 * holds a database loaded by `seed:large` (PGlite), or set DATABASE_URL (PostgreSQL) and give
 * any empty directory. Medians; the load average before and after.
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { SNAPSHOT_FILE } from '../src/modules/search/snapshot';
import { startProcess, stop } from './proc';

const [dataDir, roundsArg] = process.argv.slice(2);
if (!dataDir) throw new Error('uso: bench:startup -- <DATA_DIR> [rondas]');
const rounds = Number(roundsArg ?? 3);
const file = join(dataDir, 'search', SNAPSHOT_FILE);
const port = Number(process.env.BENCH_PORT ?? 3960);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

type Start = { seconds: number; model: number; from: string; rss: number; fileAfter?: number };

async function once(): Promise<Start> {
  const t0 = performance.now();
  const { child, rss } = await startProcess('src/server.ts', port, {
    DATA_DIR: dataDir,
    SEARCH_SNAPSHOT: '1',
    METRICS_PORT: String(port + 1),
  });
  const seconds = (performance.now() - t0) / 1000;
  const mb = rss();
  // The model's own share of the start, and where it came from (infra/metrics.ts).
  // (The metrics server may listen a moment after the API does.)
  let metrics = '';
  for (let i = 0; i < 300 && !metrics; i++)
    metrics = await fetch(`http://127.0.0.1:${port + 1}/metrics`)
      .then((r) => r.text())
      .catch(() => new Promise<string>((r) => setTimeout(() => r(''), 100)));
  const m = /^search_model_start_seconds\{from="(\w+)"\} ([\d.e+-]+)$/m.exec(metrics);
  let fileAfter: number | undefined;
  if (!existsSync(file)) {
    // A full load writes the file once it listens: wait for it (renamed into place whole).
    const t1 = performance.now();
    while (!existsSync(file)) await new Promise((r) => setTimeout(r, 100));
    fileAfter = (performance.now() - t1) / 1000;
  }
  await stop(child);
  return { seconds, model: Number(m?.[2] ?? Number.NaN), from: m?.[1] ?? '?', rss: mb, fileAfter };
}

const show = (x: Start) => `${x.seconds.toFixed(1)} s to listen, model ${x.model.toFixed(1)} s from ${x.from}, ${x.rss.toFixed(0)} MB`;
console.log(`start-up, ${dataDir}, ${rounds} rounds; load before: ${load()}`);
const full: Start[] = [];
const fromFile: Start[] = [];
let written: number[] = [];
// BENCH_FILE_ONLY=1: starts from the file already there only (a full load of a million
// companies may pass the server's 10-minute start timeout on a loaded machine; write the file
// with `BENCH_SNAPSHOT=1 npm run bench:memory` then).
const fileOnly = !!process.env.BENCH_FILE_ONLY && existsSync(file);
for (let r = 0; r < rounds; r++) {
  if (fileOnly) {
    fromFile.push(await once());
    console.log(`round ${r + 1}: from the file ${show(fromFile[r])}; load ${load()}`);
    continue;
  }
  // No file: every company is read (the baseline); the file is written once it listens.
  rmSync(file, { force: true });
  const w = await once();
  full.push(w);
  if (w.fileAfter !== undefined) written = [...written, w.fileAfter];
  // Then a start from that file.
  fromFile.push(await once());
  console.log(`round ${r + 1}: full load ${show(full[r])}; from the file ${show(fromFile[r])}; load ${load()}`);
}
console.log(
  `file: ${(statSync(file).size / 2 ** 20).toFixed(0)} MB${written.length ? `, complete ${median(written).toFixed(1)} s (median) after a full load listened` : ''}`,
);
console.log(
  `medians: ${full.length ? `full load ${median(full.map((x) => x.seconds)).toFixed(1)} s to listen, model ${median(full.map((x) => x.model)).toFixed(1)} s, RSS ${median(full.map((x) => x.rss)).toFixed(0)} MB; ` : ''}from the file ${median(fromFile.map((x) => x.seconds)).toFixed(1)} s to listen, model ${median(fromFile.map((x) => x.model)).toFixed(1)} s, RSS ${median(fromFile.map((x) => x.rss)).toFixed(0)} MB; load after: ${load()}`,
);
