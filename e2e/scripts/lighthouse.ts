/**
 * `npm run lighthouse` (issues 9 and 21): builds nothing, starts the built app in production mode on
 * a free port with a temporary DATA_DIR (demo data) and a JavaScript-free copy of it in front
 * (`support/js-free-proxy.ts`: the same HTML without its scripts), then runs Lighthouse with its
 * default mobile setup (simulated slow 4G, 4× CPU slowdown) on each page and on its JavaScript-free
 * copy, interleaved in the same batch (page, copy, next page, … then the next round, the order of
 * each pair alternating), 5 rounds. It prints and writes into BENCHMARKS.md (between the
 * lighthouse markers) the median of each figure for both, the median of the rounds' differences in
 * Total Blocking Time (page minus its copy, run next to each other),
 * and the machine's load average over the batch: on a busy machine both copies pay for it, and
 * the difference is what the page's scripts cost.
 * RUNS=1 for a quick look; PAGES=/,/companies to pick pages (then BENCHMARKS.md is left alone);
 * WEB_DIST=… to measure another build.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { startAppServer } from '../support/app-server';
import { startJsFreeProxy } from '../support/js-free-proxy';
import { CHROME_PATH, type Run, runLighthouse } from '../support/lighthouse';

const root = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.RUNS ?? 5);
const WEB_DIST = process.env.WEB_DIST ?? join(root, 'apps/web/dist');

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is taken again, twice at most. */
async function withRetries(run: () => Promise<Run>): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (attempt >= 3) throw e;
      console.warn(`Lighthouse failed (${(e as Error).message}); running it again.`);
    }
  }
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  return s.length % 2 ? (s[(s.length - 1) / 2] as number) : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};
const score = (r: Run, c: string) => Math.round((r.scores[c] ?? Number.NaN) * 100);
const metric = (r: Run, id: string) => r.audits[id]?.numericValue ?? Number.NaN;

type Row = { page: string; url: string; runs: Run[]; bare: Run[] };

const m = (runs: Run[], f: (r: Run) => number) => median(runs.map(f));
const tbt = (r: Run) => metric(r, 'total-blocking-time');

function cells(runs: Run[]): string {
  return [
    m(runs, (r) => score(r, 'performance')),
    m(runs, (r) => score(r, 'accessibility')),
    m(runs, (r) => score(r, 'best-practices')),
    m(runs, (r) => score(r, 'seo')),
    (m(runs, (r) => metric(r, 'first-contentful-paint')) / 1000).toFixed(1),
    (m(runs, (r) => metric(r, 'largest-contentful-paint')) / 1000).toFixed(1),
    m(runs, (r) => metric(r, 'cumulative-layout-shift')).toFixed(3),
    Math.round(m(runs, tbt)),
    Math.round(m(runs, (r) => metric(r, 'total-byte-weight')) / 1024),
  ].join(' | ');
}

/**
 * TBT of the page minus its JavaScript-free copy, round by round: the two ran next to each other, so
 * they met the same machine; the median of those paired differences is the page's scripts' cost. (The
 * difference of the two medians pairs runs minutes apart: on this machine it swung ±200 ms between
 * batches of the same code.)
 */
const differences = (row: Row) => row.runs.map((r, i) => tbt(r) - tbt(row.bare[i] as Run));
const tbtCost = (row: Row) => median(differences(row));

function table(rows: Row[]): string {
  const head =
    '| page | copy | performance | accessibility | best practices | SEO | FCP s | LCP s | CLS | TBT ms | KB | TBT − JS-free ms, median of the rounds | the rounds |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|';
  const lines = rows.flatMap((row) => [
    `| ${row.page} | as served | ${cells(row.runs)} | **${Math.round(tbtCost(row))}** | ${differences(row)
      .map((d) => Math.round(d))
      .join(', ')} |`,
    `| | without scripts | ${cells(row.bare)} | | |`,
  ]);
  return [head, ...lines].join('\n');
}

/** Every target of issue 21 that a row misses (empty when all are met). */
function misses(row: Row): string[] {
  const out: string[] = [];
  const perf = m(row.runs, (r) => score(r, 'performance'));
  if (perf < 95) out.push(`performance ${perf}`);
  for (const c of ['accessibility', 'best-practices', 'seo']) {
    const v = m(row.runs, (r) => score(r, c));
    if (v < 100) out.push(`${c} ${v}`);
  }
  const lcp = m(row.runs, (r) => metric(r, 'largest-contentful-paint'));
  if (lcp > 2000) out.push(`LCP ${(lcp / 1000).toFixed(1)} s`);
  const cls = m(row.runs, (r) => metric(r, 'cumulative-layout-shift'));
  if (cls > 0.05) out.push(`CLS ${cls.toFixed(3)}`);
  if (tbtCost(row) > 150) out.push(`TBT difference ${Math.round(tbtCost(row))} ms`);
  return out;
}

console.log(`Starting the production server (WEB_DIST ${WEB_DIST})…`);
const server = await startAppServer(root, { webDist: WEB_DIST });
const { base } = server;
const copy = await startJsFreeProxy(base);
const loads: number[] = [];
const sampleLoad = () => loads.push(loadavg()[0] ?? Number.NaN);
try {
  const list = (await (await fetch(`${base}/api/v1/companies?perPage=1`)).json()) as { items: { id: string }[] };
  const companyId = list.items[0]?.id;
  if (!companyId) throw new Error('no company in the demo data');
  const landing = '/empresas/reformas/madrid';
  const pages: [string, string][] = [
    ['home `/`', '/'],
    [`landing \`${landing}\``, landing],
    ['`/companies`', '/companies'],
    ['company page', `/company/${companyId}`],
  ];
  for (const [, path] of pages) {
    const status = (await fetch(base + path)).status;
    if (status !== 200) throw new Error(`${path} answered ${status}`);
  }
  const wanted = process.env.PAGES?.split(',');
  const rows: Row[] = pages
    .filter(([, path]) => !wanted || wanted.includes(path))
    .map(([page, url]) => ({ page, url, runs: [], bare: [] }));
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
  sampleLoad();
  const started = Date.now();
  for (let i = 0; i < RUNS; i++) {
    for (const row of rows) {
      const order = i % 2 === 0 ? (['page', 'copy'] as const) : (['copy', 'page'] as const);
      for (const which of order) {
        const run = await withRetries(() => runLighthouse((which === 'page' ? base : copy.base) + row.url, [...categories]));
        (which === 'page' ? row.runs : row.bare).push(run);
        sampleLoad();
        console.log(
          `round ${i + 1} ${row.page} ${which === 'page' ? 'as served' : 'without scripts'}: performance ${score(run, 'performance')}, TBT ${Math.round(tbt(run))} ms, LCP ${(metric(run, 'largest-contentful-paint') / 1000).toFixed(1)} s, load ${loads.at(-1)?.toFixed(2)}, benchmark index ${Math.round(run.benchmarkIndex)}`,
        );
      }
    }
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(0);
  const lighthouseVersion = (JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string })
    .version;
  const chromium = execFileSync(CHROME_PATH, ['--version']).toString().trim();
  const cpu = cpus();
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const all = rows.flatMap((r) => [...r.runs, ...r.bare]);
  const bench = all.map((r) => r.benchmarkIndex);
  const load = `load average (1 min) ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}, median ${median(loads).toFixed(2)}; Lighthouse's CPU benchmark index ${Math.round(Math.min(...bench))}–${Math.round(Math.max(...bench))}, median ${Math.round(median(bench))} (higher is faster)`;
  console.log(`Machine: ${load}`);
  const verdict = rows.map((row) => {
    const miss = misses(row);
    return `- ${row.page}: ${miss.length ? `**misses** ${miss.join(', ')}` : 'every target met'}`;
  });
  const section = `<!-- lighthouse:start -->
## Web: Lighthouse, mobile, beside a JavaScript-free copy (\`npm run lighthouse\`, ${when} UTC)

Lighthouse ${lighthouseVersion} with its default mobile setup (simulated slow 4G, 4× CPU slowdown), ${chromium} (\`--headless=new\`), against the production server (\`NODE_ENV=production\`, demo data, a temporary DATA_DIR) on loopback. Each page ran ${RUNS} times beside its JavaScript-free copy (the same HTML with its scripts and module preloads taken out, served through a local proxy), interleaved in one batch of ${minutes} minutes; every figure is its own median, and the TBT difference is the median of each round's page minus its copy (run next to each other). Machine: ${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${load}.

${table(rows)}

${verdict.join('\n')}

Targets (issues 9 and 21): performance ≥ 95, accessibility, best practices and SEO 100, LCP ≤ 2.0 s, CLS ≤ 0.05; Total Blocking Time at most 150 ms above the JavaScript-free copy's (median of ${RUNS} rounds).
<!-- lighthouse:end -->`;
  console.log(`\n${section}`);
  if (!wanted && RUNS >= 5) {
    const file = join(root, 'BENCHMARKS.md');
    const text = readFileSync(file, 'utf8');
    const re = /<!-- lighthouse:start -->[\s\S]*?<!-- lighthouse:end -->/;
    writeFileSync(file, re.test(text) ? text.replace(re, section) : `${text.trimEnd()}\n\n${section}\n`);
    console.log('BENCHMARKS.md updated.');
  }
} finally {
  copy.server.close();
  // SIGKILL: a throw-away server on a temporary DATA_DIR; a graceful stop once hung the batch's end.
  server.child.kill('SIGKILL');
  server.stop();
}
