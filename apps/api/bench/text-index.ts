/**
 * `npm run bench:text-index -w apps/api -- [count]`: the text index alone, filled with `count`
 * demo companies (default 100,000) generated as the seed does: load time, memory, and the time of
 * `search` and `suggest` (median and p99 over repeated runs of typical and hard queries).
 */
import { demoCatalog, iterDemoDocs } from './demo-docs';
import { TextIndex } from '../src/modules/search/text/index';
import { SEARCHES, TYPED } from './text-engines/queries';

const count = Number(process.argv[2] ?? 100_000);
const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  gc?.();
  return process.memoryUsage();
};

const before = heap();
const index = new TextIndex(demoCatalog());
let t0 = performance.now();
let genMs = 0;
let setMs = 0;
let row = 0;
const it = iterDemoDocs(count);
for (;;) {
  const g = performance.now();
  const next = it.next();
  genMs += performance.now() - g;
  if (next.done) break;
  const s = performance.now();
  index.set(row++, next.value);
  setMs += performance.now() - s;
}
const loadMs = performance.now() - t0;
const after = heap();
const mb = (b: number) => `${(b / 1048576).toFixed(0)} MB`;

/**
 * Median and p99 of the CPU time of `fn` (this process, user + system): on a shared machine the
 * wall clock also counts the time spent waiting for a core. The wall-clock median is given too.
 */
function time(fn: () => unknown, runs: number): { p50: number; p99: number; wall: number } {
  const ts: number[] = [];
  const walls: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    const c = process.cpuUsage();
    fn();
    const d = process.cpuUsage(c);
    walls.push(performance.now() - s);
    ts.push((d.user + d.system) / 1000);
  }
  ts.sort((a, b) => a - b);
  walls.sort((a, b) => a - b);
  return { p50: ts[Math.floor(runs / 2)], p99: ts[Math.min(runs - 1, Math.floor(runs * 0.99))], wall: walls[Math.floor(runs / 2)] };
}

console.log(`TextIndex micro-bench — ${count} demo companies (Node ${process.version})`);
console.log(
  `load: ${(loadMs / 1000).toFixed(1)} s (index.set ${(setMs / 1000).toFixed(1)} s, generating the companies ${(genMs / 1000).toFixed(1)} s)`,
);
console.log(
  `memory: heap +${mb(after.heapUsed - before.heapUsed)}, array buffers +${mb(after.arrayBuffers - before.arrayBuffers)}, RSS ${mb(after.rss)}`,
);
console.log(
  `load average ${(await import('node:os')).loadavg()[0].toFixed(1)} on ${(await import('node:os')).cpus().length} cores; CPU time per call`,
);
console.log('| call | rows | CPU median | CPU p99 | wall median |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const q of SEARCHES) {
  index.search(q);
  const r = index.search(q);
  // A different text each run (trailing "!" change nothing else): never the cached answer.
  let k = 0;
  const t = time(() => index.search(`${q}${'!'.repeat(++k)}`), 50);
  console.log(`| search «${q}» | ${r.rows.length} | ${t.p50.toFixed(2)} ms | ${t.p99.toFixed(2)} ms | ${t.wall.toFixed(2)} ms |`);
}
const all = time(() => {
  for (const q of TYPED) index.suggest(q);
}, 20);
console.log(
  `| suggest, mean of ${TYPED.length} keystrokes («f» … «fontanero», «reformas gar», …) | — | ${(all.p50 / TYPED.length).toFixed(2)} ms | ${(all.p99 / TYPED.length).toFixed(2)} ms | ${(all.wall / TYPED.length).toFixed(2)} ms |`,
);
const worst = TYPED.map((q) => ({ q, t: time(() => index.suggest(q), 20) })).sort((a, b) => b.t.p50 - a.t.p50)[0];
console.log(
  `| suggest, slowest keystroke «${worst.q}» | — | ${worst.t.p50.toFixed(2)} ms | ${worst.t.p99.toFixed(2)} ms | ${worst.t.wall.toFixed(2)} ms |`,
);
t0 = performance.now();
for (let i = 0; i < 1000; i++) index.delete(i);
const delMs = performance.now() - t0;
const again = [...iterDemoDocs(1000)];
t0 = performance.now();
for (let i = 0; i < 1000; i++) index.set(i, again[i]);
console.log(`updates: delete ${(delMs).toFixed(2)} ms / 1000 rows, set back ${(performance.now() - t0).toFixed(2)} ms / 1000 rows`);
