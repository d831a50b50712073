/** Lighthouse in Debian's Chromium (issue 9): one run = a fresh browser, the default mobile setup. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export type Audit = { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number };
export type Run = {
  scores: Record<string, number | null>;
  audits: Record<string, Audit>;
  /** Each category's audit ids. */
  categoryAudits: Record<string, string[]>;
  userAgent: string;
  /** Lighthouse's own measure of the machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
};

/** A browser for Lighthouse runs; `kill()` it when done. */
export const launchChrome = () => chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });

/**
 * Lighthouse's defaults: mobile form factor, simulated slow 4G and 4× CPU slowdown. In a fresh
 * browser, or in `chrome` when given (each run opens its own tab and clears the origin's cache
 * and storage first, as Lighthouse does by default): the audits that judge no timing need no
 * browser of their own.
 */
export async function runLighthouse(url: string, categories: Category[], shared?: chromeLauncher.LaunchedChrome): Promise<Run> {
  const chrome = shared ?? (await launchChrome());
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, c.score]));
    const audits = Object.fromEntries(
      Object.entries(lhr.audits).map(([k, a]) => [
        k,
        { id: a.id, title: a.title, score: a.score, scoreDisplayMode: a.scoreDisplayMode, numericValue: a.numericValue },
      ]),
    );
    const categoryAudits = Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, c.auditRefs.map((r) => r.id)]));
    return { scores, audits, categoryAudits, userAgent: lhr.environment.hostUserAgent, benchmarkIndex: lhr.environment.benchmarkIndex };
  } finally {
    if (!shared) chrome.kill();
  }
}

const SCORED = new Set(['binary', 'numeric', 'metricSavings']);
/** A category's audits that count and fail (informative, manual and not-applicable ones left out). */
export function failing(run: Run, category: Category): Audit[] {
  return (run.categoryAudits[category] ?? [])
    .map((id) => run.audits[id])
    .filter((a): a is Audit => !!a && SCORED.has(a.scoreDisplayMode) && a.score !== null && a.score < 1);
}
