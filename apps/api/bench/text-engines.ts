/**
 * `npm run bench:text-engines -w apps/api -- [count] [engines…]` (default 1,000,000, all engines):
 * our TextIndex against MiniSearch and Orama, each filled with the same `count` demo companies
 * in a process of its own (text-engines/child.ts), one after the other: load time, memory after
 * load, CPU time of search (median and p99 over the labelled queries and bench:text-index's, each asked once) and
 * of suggest, and recall@5 / MRR of the labelled sets with relevance as bench:search defines it
 * (relevance.ts), over all `count` companies. `ours` runs first: the libraries are given the
 * places it read in each query. TEXT_ENGINES_TIMEOUT_MIN (default 40) bounds each engine;
 * TEXT_ENGINES_PARALLEL=1 runs them side by side.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { demoCatalog, iterDemoDocs } from './demo-docs';
import { relevanceOf } from './relevance';
import { ENGINES, type EngineName } from './text-engines/engines';
import { sets } from './text-engines/queries';

const count = Number(process.argv[2] ?? 1_000_000);
const only = process.argv.slice(3) as EngineName[];
const engines = only.length ? ENGINES.filter((e) => only.includes(e)) : [...ENGINES];
if (!engines.includes('ours')) engines.unshift('ours');
const dir = mkdtempSync(join(tmpdir(), 'text-engines-'));
const placesPath = join(dir, 'places.json');
const timeoutMin = Number(process.env.TEXT_ENGINES_TIMEOUT_MIN ?? 40);
const la = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

type Result = {
  engine: EngineName;
  load: { addSeconds: number; cpuSeconds: number; generateSeconds: number; heapMB: number; rssMB: number; loadavg: number };
  search: { median: number; p99: number; mean: number; n: number };
  searches: Record<string, number>;
  suggest: { median: number; p99: number; mean: number; n: number };
  answers: Record<string, number[]>;
  loadavgEnd: number;
};
const results: Result[] = [];
const failed: { engine: EngineName; why: string }[] = [];
console.log(
  `Text engines — ${count} demo companies, Node ${process.version}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; load average ${la()}`,
);
/** One engine in its own process; its result, or why it has none. */
function run(engine: EngineName): Promise<void> {
  const out = join(dir, `${engine}.json`);
  const t0 = performance.now();
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [
        '--expose-gc',
        '--max-old-space-size=12288',
        '--import',
        'tsx',
        'bench/text-engines/child.ts',
        engine,
        String(count),
        placesPath,
        out,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMin * 60_000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const min = ((performance.now() - t0) / 60_000).toFixed(1);
      if (code === 0 && existsSync(out)) results.push(JSON.parse(readFileSync(out, 'utf8')));
      else {
        const why = signal === 'SIGKILL' ? `stopped after ${min} min (limit ${timeoutMin})` : `exit ${code ?? signal} after ${min} min`;
        failed.push({ engine, why });
        console.log(`${engine}: failed (${why})`);
      }
      done();
    });
  });
}
// TEXT_ENGINES_PARALLEL=1: all at once (less wall time, more load: compare CPU times then).
if (process.env.TEXT_ENGINES_PARALLEL === '1') await Promise.all(engines.map(run));
else for (const engine of engines) await run(engine);
if (!results.some((r) => r.engine === 'ours')) process.exit(1);
results.sort((a, b) => engines.indexOf(a.engine) - engines.indexOf(b.engine));

// Relevance over all `count` companies, streamed: the relevant count of each query and whether
// each row an engine answered is relevant.
const relevance = relevanceOf(demoCatalog());
const queries = sets.flatMap((s) => s.queries);
const preds = queries.map((q) => relevance(q));
const total = new Map<string, number>();
const wanted = new Map<number, Set<number>>();
queries.forEach((q, i) => {
  for (const res of results) for (const row of res.answers[q.q] ?? []) wanted.set(row, (wanted.get(row) ?? new Set()).add(i));
});
const relevantRow = new Set<string>();
let row = 0;
for (const d of iterDemoDocs(count)) {
  preds.forEach((p, i) => {
    if (!p(d)) return;
    total.set(queries[i].q, (total.get(queries[i].q) ?? 0) + 1);
    if (wanted.get(row)?.has(i)) relevantRow.add(`${i}:${row}`);
  });
  row++;
}
const quality = (res: Result, name: string) => {
  const set = sets.find((s) => s.name === name)?.queries ?? [];
  let recall = 0;
  let rr = 0;
  for (const q of set) {
    const i = queries.indexOf(q);
    const top = res.answers[q.q] ?? [];
    const rel = top.map((r) => relevantRow.has(`${i}:${r}`));
    const n = total.get(q.q) ?? 0;
    if (n === 0) continue;
    recall += rel.slice(0, 5).filter(Boolean).length / Math.min(5, n);
    const first = rel.indexOf(true);
    rr += first < 0 ? 0 : 1 / (first + 1);
  }
  return `${((recall / set.length) * 100).toFixed(1)} % / ${(rr / set.length).toFixed(3)}`;
};

const f = (x: number, d = 2) => x.toFixed(d);
console.log(`\nload average at the end ${la()}; CPU time per call (user + system, this process)`);
console.log(
  '| engine | load | heap after load | RSS | search CPU median | p99 | suggest CPU median | p99 | recall@5 / MRR tuned | held-out |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results)
  console.log(
    `| ${r.engine} | ${f(r.load.addSeconds, 0)} s | ${f(r.load.cpuSeconds, 0)} s | ${f(r.load.heapMB, 0)} MB | ${f(r.load.rssMB, 0)} MB | ${f(r.search.median)} ms | ${f(r.search.p99)} ms | ${f(r.suggest.median)} ms | ${f(r.suggest.p99)} ms | ${quality(r, 'tuned')} | ${quality(r, 'held-out')} |`,
  );
for (const x of failed) console.log(`| ${x.engine} | ${x.why} | | | | | | | | | |`);
console.log(
  `\nload average during each load: ${results.map((r) => `${r.engine} ${f(r.load.loadavg, 1)} → ${f(r.loadavgEnd, 1)}`).join(', ')}`,
);
console.log(`\nbench:text-index's queries, CPU ms of the search call:\n| query | ${results.map((r) => r.engine).join(' | ')} |`);
console.log(`| --- | ${results.map(() => '---:').join(' | ')} |`);
for (const q of Object.keys(results[0]?.searches ?? {}))
  console.log(`| «${q}» | ${results.map((r) => f(r.searches[q] ?? Number.NaN)).join(' | ')} |`);
