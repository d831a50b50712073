/**
 * The specs' `test`: Playwright's, with a `page` whose `goto` and `reload` return once React has
 * taken the page over (`html[data-hydrated]`). Public pages arrive server-rendered and readable,
 * and start their scripts after the first paint: a button does nothing until hydration attaches
 * its handler, and a test that clicked right after `goto` would race it on a loaded machine. Pages
 * opened with JavaScript off, and answers that are not HTML (robots.txt, the sitemap, the API), are
 * returned as they load. A spec that looks at a page before hydration opens its own context
 * (public-ssr.spec.ts).
 */
import { test as base, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrated = async (res: Response | null) => {
      const html = res?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (javaScriptEnabled && html) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return res;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options));
    page.reload = async (options) => hydrated(await reload(options));
    await use(page);
  },
});
