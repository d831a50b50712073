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

/** Lighthouse's defaults: mobile form factor, simulated slow 4G and 4× CPU slowdown. */
export async function runLighthouse(url: string, categories: Category[]): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
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
    chrome.kill();
  }
}

const SCORED = new Set(['binary', 'numeric', 'metricSavings']);
/** A category's audits that count and fail (informative, manual and not-applicable ones left out). */
export function failing(run: Run, category: Category): Audit[] {
  return (run.categoryAudits[category] ?? [])
    .map((id) => run.audits[id])
    .filter((a): a is Audit => !!a && SCORED.has(a.scoreDisplayMode) && a.score !== null && a.score < 1);
}
