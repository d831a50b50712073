/**
 * The one accessibility check of the specs: axe-core on the page as it is, failing on serious or
 * critical violations. Run in the page itself, as `@axe-core/playwright`'s legacy mode runs it: its
 * default mode opens a second page to merge the results of every frame, which our pages do not have
 * (no iframes), and ships it every node that passed; with only the violations kept (`resultTypes`)
 * a check of a whole page took a fraction of the time on a loaded machine, where 20–25 s checks had
 * run tests out of time. axe-core's source (~550 KB) is evaluated once a document: the builder
 * evaluated it twice a check (once to look at it, once more to inject it into each frame), the same
 * `axe.run` then ran on the same options (BENCHMARKS.md).
 */
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

type AxeWindow = { axe?: typeof axe };
const OPTIONS: RunOptions = { resultTypes: ['violations'] };

/** axe-core in the page's document, unless this version is there already (a check before on the same page). */
async function injectAxe(page: Page) {
  const present = await page.evaluate((version) => (window as AxeWindow).axe?.version === version, axe.version);
  if (!present) await page.evaluate(`${axe.source}\n;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`);
}

/** Every finite CSS animation and transition has ended (a toast sliding in is half transparent, and
 * axe would measure the contrast of that frame). Endless ones (spinners) are left to run. */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/** Fails on serious or critical axe violations of the current page; `label` names it in the message. */
export async function expectNoSeriousViolations(page: Page, label = page.url()) {
  await animationsSettled(page);
  await injectAxe(page);
  const results: AxeResults = await page.evaluate((options) => (window as AxeWindow).axe!.run(document, options), OPTIONS);
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
