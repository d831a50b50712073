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

/** Screenshot kept in e2e/screenshots (not committed) for a human look; the viewport only for open dialogs. */
export async function snap(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
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

/** Scrolls to the bottom step by step so blocks loaded on approach (carousel, FAQ) render. */
export async function scrollThrough(page: Page) {
  for (let i = 0; i < 30; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, 600);
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (done) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * React has taken the page over, its routed page included: its handlers run from now on. (Before,
 * a click on a link is a plain navigation and the server's HTML shows, laid out for the device its
 * user agent names.)
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
