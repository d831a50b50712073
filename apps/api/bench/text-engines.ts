/**
 * `npm run bench:text-engines -w apps/api -- [count] [engines…]` (default 1,000,000, all engines):
 * our TextIndex against MiniSearch and Orama, each filled with the same `count` demo companies
 * in a process of its own (text-engines/child.ts), one after the other: load time, memory after
 * load, CPU time of search (median and p99 over the labelled queries and bench:text-index's, each asked once) and
 * of suggest, and recall@5 / MRR of the labelled sets with relevance as bench:search defines it
 * (relevance.ts), over all `count` companies. `ours` runs first: the libraries are given the
 * places it read in each query. TEXT_ENGINES_TIMEOUT_MIN (default 40) bounds each engine;
 * TEXT_ENGINES_PARALLEL=1 runs them side by side; TEXT_ENGINES_UNTIL=HH:MM (UTC) stops loading or
 * asking there; TEXT_ENGINES_RESULTS=<dir> compares an earlier run's results.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { demoCatalog, iterDemoDocs } from './demo-docs';
import { type Query, relevanceOf } from './relevance';
import { ENGINES, type EngineName } from './text-engines/engines';
import { sets } from './text-engines/queries';

const count = Number(process.argv[2] ?? 1_000_000);
const only = process.argv.slice(3) as EngineName[];
const engines = only.length ? ENGINES.filter((e) => only.includes(e)) : [...ENGINES];
if (!engines.includes('ours')) engines.unshift('ours');
const dir = mkdtempSync(join(tmpdir(), 'text-engines-'));
const placesPath = join(dir, 'places.json');
const timeoutMin = Number(process.env.TEXT_ENGINES_TIMEOUT_MIN ?? 40);
// TEXT_ENGINES_UNTIL=13:20 (UTC, today): past it an engine stops loading or asking, and says so.
const until = process.env.TEXT_ENGINES_UNTIL;
const deadline = until ? new Date(`${new Date().toISOString().slice(0, 10)}T${until}:00Z`).getTime() : Number.POSITIVE_INFINITY;
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
  /** Not loaded by the deadline (then nothing else is set). */
  stopped?: { loaded: number; addSeconds: number; cpuSeconds: number; rssMB: number };
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
      { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, TEXT_ENGINES_DEADLINE_MS: String(deadline) } },
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
// Relevance over all `count` companies, computed while the engines run: each labelled query's
// relevant count and rows (a bit per company).
const relevance = relevanceOf(demoCatalog());
const queries = sets.flatMap((s) => s.queries);
const preds = queries.map((q) => relevance(q));
const total = new Map<string, number>();
const relevant = new Map<string, Uint8Array>();
function relevanceCounts() {
  for (const q of queries) relevant.set(q.q, relevant.get(q.q) ?? new Uint8Array(Math.ceil(count / 8)));
  let row = 0;
  for (const d of iterDemoDocs(count)) {
    preds.forEach((p, i) => {
      if (!p(d)) return;
      const q = queries[i].q;
      total.set(q, (total.get(q) ?? 0) + 1);
      const bits = relevant.get(q) as Uint8Array;
      bits[row >> 3] |= 1 << (row & 7);
    });
    row++;
  }
}
// TEXT_ENGINES_PARALLEL=1: all at once (less wall time, more load: compare CPU times then).
// TEXT_ENGINES_RESULTS=<dir>: no run, the results an earlier run left there (its engines'
// <engine>.json; an engine still running or stopped has none) are read and compared.
const earlier = process.env.TEXT_ENGINES_RESULTS;
if (earlier) {
  relevanceCounts();
  for (const engine of engines) {
    const file = join(earlier, `${engine}.json`);
    if (existsSync(file)) results.push(JSON.parse(readFileSync(file, 'utf8')));
    else failed.push({ engine, why: `no result in ${earlier}` });
  }
} else if (process.env.TEXT_ENGINES_PARALLEL === '1') {
  const running = engines.map(run);
  relevanceCounts();
  await Promise.all(running);
} else {
  relevanceCounts();
  for (const engine of engines) await run(engine);
}
results.sort((a, b) => engines.indexOf(a.engine) - engines.indexOf(b.engine));
const done = results.filter((r) => r.answers);

// Recall@5 and MRR as bench:search computes them, over the queries every engine answered (all of
// them unless the deadline cut a pass).
const answeredByAll = (q: Query) => done.every((r) => q.q in r.answers);
const quality = (res: Result, name: string) => {
  const set = (sets.find((s) => s.name === name)?.queries ?? []).filter(answeredByAll);
  let recall = 0;
  let rr = 0;
  for (const q of set) {
    const bits = relevant.get(q.q) as Uint8Array;
    const rel = res.answers[q.q].map((r) => (bits[r >> 3] & (1 << (r & 7))) !== 0);
    const n = total.get(q.q) ?? 0;
    if (n === 0) continue;
    recall += rel.slice(0, 5).filter(Boolean).length / Math.min(5, n);
    const first = rel.indexOf(true);
    rr += first < 0 ? 0 : 1 / (first + 1);
  }
  return `${((recall / set.length) * 100).toFixed(1)} % / ${(rr / set.length).toFixed(3)} (${set.length})`;
};

const f = (x: number, d = 2) => x.toFixed(d);
console.log(`\nload average at the end ${la()}; CPU time per call (user + system, that engine's process)`);
console.log(
  '| engine | load (wall, in add) | load CPU (with generating) | heap after load | RSS | search CPU median | p99 | suggest CPU median | p99 | recall@5 / MRR (queries) tuned | held-out |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of done)
  console.log(
    `| ${r.engine} | ${f(r.load.addSeconds, 0)} s | ${f(r.load.cpuSeconds, 0)} s | ${f(r.load.heapMB, 0)} MB | ${f(r.load.rssMB, 0)} MB | ${f(r.search.median)} ms (${r.search.n}) | ${f(r.search.p99)} ms | ${f(r.suggest.median)} ms (${r.suggest.n}) | ${f(r.suggest.p99)} ms | ${quality(r, 'tuned')} | ${quality(r, 'held-out')} |`,
  );
for (const r of results)
  if (r.stopped)
    console.log(
      `| ${r.engine} | not loaded by the deadline: ${r.stopped.loaded} companies in ${f(r.stopped.addSeconds, 0)} s | ${f(r.stopped.cpuSeconds, 0)} s | | ${f(r.stopped.rssMB, 0)} MB | | | | | | |`,
    );
for (const x of failed) console.log(`| ${x.engine} | ${x.why} | | | | | | | | | |`);
console.log(
  `\nload average during each load: ${done.map((r) => `${r.engine} ${f(r.load.loadavg, 1)} → ${f(r.loadavgEnd, 1)}`).join(', ')}`,
);
console.log(`\nbench:text-index's queries, CPU ms of the search call:\n| query | ${done.map((r) => r.engine).join(' | ')} |`);
console.log(`| --- | ${done.map(() => '---:').join(' | ')} |`);
for (const q of Object.keys(done[0]?.searches ?? {}))
  console.log(`| «${q}» | ${done.map((r) => f(r.searches[q] ?? Number.NaN)).join(' | ')} |`);
