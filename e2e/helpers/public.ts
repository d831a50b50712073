import { resolve } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** Picks an option of a Mantine select (searchable or not) by its label. */
export async function pickOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The filter the app keeps in local storage (SPEC §9 key `filter`). */
export async function storedFilter(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate(() => localStorage.getItem('filter'));
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

/**
 * Screenshots for a human look (e2e/screenshots and the folders some specs name, not committed) are
 * taken only with E2E_SCREENSHOTS=1: no test reads them, and a full-page one cost ~0.7 s of CPU
 * (the browser's capture and PNG encoding), about 7 % of the browser tests' CPU (BENCHMARKS.md).
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** Screenshot kept in e2e/screenshots with E2E_SCREENSHOTS=1; the viewport only for open dialogs. */
export async function snap(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: resolve(import.meta.dirname, '../screenshots', `${name}.png`), fullPage });
}

/** Total of GET /api/v1/companies for a filter, to compare with what the page shows. */
export async function apiTotal(page: Page, filter: Record<string, unknown>): Promise<number> {
  const res = await page.request.get('/api/v1/companies', { params: { filter: JSON.stringify([filter]), perPage: 1 } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { total: number }).total;
}

export const spanishCount = (n: number) =>
  new Intl.NumberFormat('es-ES', { useGrouping: true }).format(n).replace(/^(\d)(\d{3})$/, '$1.$2');

/**
 * Brings each block loaded when seen (the home's testimonials and FAQ: `data-when-visible`) on
 * screen until it has loaded, one by one (a step-by-step scroll jumped over one as the page's
 * height changed under it: CI), then scrolls to the bottom and back to the top.
 */
export async function scrollThrough(page: Page) {
  const waiting = page.locator('[data-when-visible="waiting"]');
  for (let left = await waiting.count(); left > 0; left = await waiting.count()) {
    const block = await waiting.first().elementHandle();
    if (!block) break;
    // Kept on screen while the page moves under it (an island above hydrating, a wrong device guess).
    await page.waitForFunction((el) => {
      if (!el.isConnected || el.getAttribute('data-when-visible') !== 'waiting') return true;
      const r = el.getBoundingClientRect();
      if (r.bottom <= 0 || r.top >= window.innerHeight) el.scrollIntoView({ block: 'center' });
      return false;
    }, block);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The page's handlers run from now on: on a page hydrated whole, React has it, its routed page
 * included; on an islands page, the islands listen (a tap on one is replayed once it is React's)
 * and those shown at load are React's (the bar of a signed-in visitor or a wrong device guess).
 * (Before, a click on a link is a plain navigation and the server's HTML shows, laid out for the
 * device its user agent names.)
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Nothing sticks out sideways (the 375 px check). */
export async function expectNoHorizontalOverflow(page: Page) {
  // A server-rendered page is laid out for the device its user agent names (a desktop one here,
  // even at 375 px) until React takes over and reads the real width.
  await hydrated(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
