/**
 * The islands pages (issue 21, ARCHITECTURE.md "Islands"): the home, /companies, the company and
 * landing pages are never hydrated whole; their interactive parts are React roots of their own,
 * hydrated when near or when touched (at load only for what a visitor's storage shows), without
 * React, the router or TanStack Query in the first load, and a tap before that is not lost.
 */
import { devices } from '@playwright/test';
import { hydrated } from './helpers/public';
import { companyWithProjects, someCompany, watch } from './helpers/ssr';
import { expect, test } from './support/test';

test.describe('islands', () => {
  test('the home, results, company and landing pages hydrate their islands without the router or TanStack Query; their links load pages (issue 21)', async ({
    page,
  }) => {
    const { problems, documents, scripts } = watch(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const c = await someCompany(page);
    for (const url of ['/', '/companies?tipo=1', `/company/${c.id}`, '/empresas/reformas/madrid']) {
      scripts.length = 0;
      await page.goto(url);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // The islands' entry, never the app's (assets/index-*.js) nor React Router.
      expect(
        scripts.filter((s) => /\/assets\/islands-[^/]+\.js$/.test(s)),
        url,
      ).toHaveLength(1);
      expect(
        scripts.filter((s) => /\/assets\/(index|react-router)-[^/]+\.js$/.test(s)),
        url,
      ).toEqual([]);
      // TanStack Query only for an island hydrated later (the contact form, the reviews, the facets).
      const firstLoad = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          // When the islands shown at load were hydrated (the others start after that: src/islands.tsx).
          .filter((e) => e.startTime < (performance.getEntriesByName('islands-hydrated')[0]?.startTime ?? 0))
          .map((e) => new URL(e.name).pathname),
      );
      expect(
        firstLoad.filter((s) => /\/assets\/islands-[^/]+\.js$/.test(s)),
        url,
      ).toHaveLength(1);
      expect(
        firstLoad.filter((s) => /\/assets\/tanstack-query-[^/]+\.js$/.test(s)),
        url,
      ).toEqual([]);
      // Nor React: a visitor's page load runs none (the islands load it when seen or touched).
      expect(
        firstLoad.filter((s) => /\/assets\/react-dom-[^/]+\.js$/.test(s)),
        url,
      ).toEqual([]);
      // The home's search box, hydrated only when touched, shows what the server read (no spinner).
      if (url === '/') await expect(page.locator('section[aria-labelledby="hero-title"] .mantine-Loader-root')).toHaveCount(0);
      // The navbar is React's: its guided search opens (its dialog loads TanStack Query then).
      await page.getByRole('button', { name: 'Sí, hazlo por mí' }).click();
      const guided = page.getByRole('dialog', { name: /\d empresas/ });
      await expect(guided).toBeVisible();
      // It does not close on Escape (guided-search-dialog.tsx): its button.
      await guided.getByRole('button', { name: 'Cerrar' }).first().click();
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    // A link from an islands page is a page load.
    documents.length = 0;
    await page.getByRole('banner').getByRole('link', { name: 'Inicia Sesión' }).click();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(documents).toEqual(['/sign-in']);
    expect(problems).toEqual([]);
  });

  for (const [name, device] of [
    ['375 px', { ...devices['Pixel 7'], viewport: { width: 375, height: 800 } }],
    ['1280 px', { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }],
  ] as const) {
    test(`/companies is an islands page at ${name}: never hydrated whole, its islands hydrate without a console error or a mismatch (issue 21)`, async ({
      browser,
    }) => {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      const { problems, scripts } = watch(page);
      await page.goto('/companies?tipo=1&provincia=Madrid');
      await hydrated(page);
      // The islands near the screen hydrate (the facets on a desktop, where they are open beside the
      // list); the search box, «Ordenar por» and the pick boxes only when touched, and the facets on
      // a phone too (folded there): their code has not loaded yet.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      const loaded = (island: string) => scripts.some((s) => new RegExp(`/assets/${island}-[^/]+\\.js$`).test(s));
      expect(loaded('results-search')).toBe(false);
      expect(loaded('results-picks')).toBe(false);
      expect(loaded('results-facets')).toBe(name === '1280 px');
      // No whole hydration: the islands' entry only, never the app's entry, the page's chunk or React Router.
      expect(scripts.filter((s) => /\/assets\/islands-[^/]+\.js$/.test(s))).toHaveLength(1);
      expect(scripts.filter((s) => /\/assets\/(index|react-router|companies-page)-[^/]+\.js$/.test(s))).toEqual([]);
      const islands = await page.evaluate(() => document.querySelectorAll('[data-island]').length);
      // The start, the search box, the order, the banner, the facets, 20 pick boxes, the banner and the bar.
      expect(islands).toBeGreaterThan(20);
      // The islands are React's: a pick shows the bar, the order opens its list, the facets fold on a phone.
      await page.getByTestId('quote-pick').first().check();
      await expect(page.getByTestId('quote-picks')).toBeVisible();
      await page.getByRole('button', { name: 'Quitar la selección' }).click();
      await expect(page.getByTestId('quote-picks')).toBeHidden();
      if (name === '375 px') {
        const fold = page.getByTestId('facets').getByRole('button', { name: 'Refinar resultados' });
        await fold.click();
        await expect(fold).toHaveAttribute('aria-expanded', 'true');
        expect(loaded('results-facets')).toBe(true);
      }
      await page.getByRole('combobox', { name: 'Ordenar por' }).click();
      await page.getByRole('option', { name: 'Nombre (A-Z)', exact: true }).click();
      await expect(page).toHaveURL(/\/companies\?tipo=1&provincia=Madrid&orden=name$/);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test("a wrong guess of the device (a desktop browser at phone width) hydrates the server's HTML, then follows the real width", async ({
    browser,
  }) => {
    // The server guesses from the user agent; a narrow desktop window (or a tablet that says it is
    // a Mac) gets the desktop page. Hydrating it must keep it (no mismatch, which would make React
    // throw the server's page away and build it again), then switch to the phone layout.
    const context = await browser.newContext({ ...devices['Desktop Chrome'], viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const { problems } = watch(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { serverH1?: Element | null }).serverH1 = document.querySelector('main h1');
      });
    });
    for (const url of ['/', '/companies']) {
      await page.goto(url);
      await hydrated(page);
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems, url).toEqual([]);
      expect(await page.evaluate(() => document.querySelector('main h1') === (window as { serverH1?: Element | null }).serverH1), url).toBe(
        true,
      );
    }
    await context.close();
  });

  test('a tap on a page before React has it is not lost: it happens once React has it (apps/web/public/boot.js, src/islands.tsx)', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The results page's islands' code is held back (issue 21: /companies is an islands page): the
    // page shows (server-rendered) and React cannot take it over. The tap is held by boot.js, then
    // by the order's island until it is hydrated (src/islands.tsx `whenNear`).
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    await page.route(/\/assets\/islands-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/companies?tipo=2', { waitUntil: 'commit' });
    await page.locator('html[data-holding-clicks]').waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'Ordenar por' }).click();
    const option = page.getByRole('option', { name: 'Nombre (A-Z)', exact: true });
    await expect(option).toHaveCount(0);
    letGo();
    await hydrated(page);
    // The held tap opened the list, as it would have once the page was React's.
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/companies\?tipo=2&orden=name$/);
    await context.close();
  });
  // Held back: the islands' entry (the tap is held by boot.js), then the islands' hydration (the
  // tap waits in the gallery's island, src/islands.tsx `whenNear`; the race CI once lost).
  for (const held of ['islands', 'hydrate']) {
    test(`a tap on a project's photo before the gallery is React's opens the lightbox once it is, not the bare photo (${held} held back)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const c = await companyWithProjects(page);
      let letGo = () => {};
      const holding = new Promise<void>((resolve) => {
        letGo = resolve;
      });
      await page.route(new RegExp(`/assets/${held}-[^/]+\\.js$`), async (route) => {
        await holding;
        await route.continue();
      });
      await page.goto(`/company/${c.id}`, { waitUntil: 'commit' });
      // Taps are held by boot.js, or the islands listen (nothing is shown at load to a visitor).
      await page.locator(held === 'islands' ? 'html[data-holding-clicks]' : 'html[data-hydrated]').waitFor({ state: 'attached' });
      const photo = page
        .getByTestId('project')
        .first()
        .getByRole('link', { name: /^Ampliar la foto 2 de/ });
      await photo.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveCount(0);
      letGo();
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.yarl__slide_current img')).toHaveAttribute('alt', /, foto 2 de \d+$/);
      // Still the company's page: the bare photo was never opened.
      expect(new URL(page.url()).pathname).toBe(`/company/${c.id}`);
      await context.close();
    });
  }
});
