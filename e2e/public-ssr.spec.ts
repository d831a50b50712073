/**
 * Server rendering (issue 9): the public pages are readable without JavaScript, hydrate without
 * a console error or warning (every public route at 375 and 1280 px, issue 21), fetch nothing
 * they already got, and do not move when React takes over.
 */
import { type ConsoleMessage, devices, type Page, type Request } from '@playwright/test';
import { hydrated } from './helpers/public';
import { someCompany, watch } from './helpers/ssr';
import { expect, test } from './support/test';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the results and a company page are readable', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Encuentra la empresa de construcción que tu proyecto necesita' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accesibilidad' })).toBeVisible();
    await expect(page).toHaveTitle(/Empresas de construcción y reformas/);
    // Laid out for the desktop the user agent names, the page still fits a phone's width: the bar's
    // wide parts are hidden by CSS, not only by the script that reads the width (a window made
    // narrow overflowed by ~480 px until it ran).
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/companies');
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas de construcción' })).toBeVisible();
    await expect(page.getByTestId('results').getByTestId('company-card')).toHaveCount(20);
    await expect(page.getByTestId('results-count')).toHaveText(/\d+ empresas encontradas/);

    const c = await someCompany(page);
    // A card's link leads to the company's page, still without JavaScript.
    await page.goto(`/company/${c.id}`);
    await expect(page.getByRole('heading', { level: 1, name: c.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sobre la empresa' })).toBeVisible();
    await expect(page.getByText(c.description.slice(0, 40))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(c.name));
  });

  test('a missing page shows the not-found page with noindex', async ({ page }) => {
    const res = await page.goto('/no-existe');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('the accessibility statement is linked and readable', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Accesibilidad' }).click();
    await expect(page).toHaveURL(/\/accesibilidad$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' })).toBeVisible();
    await expect(page.getByText(/WCAG\) 2\.2 en el nivel AA/)).toBeVisible();
  });
});

/**
 * Loads a page in a fresh context and lets it hydrate: the console errors and warnings (a 404
 * page's own status excepted), the API calls it made, and whether hydration kept the server's
 * nodes (a mismatch makes React throw the server's HTML away and build the page again, so the
 * header and `main h1` seen at DOMContentLoaded would no longer be in the document).
 */
async function hydrate(page: Page, url: string, expectedStatus = 200): Promise<{ problems: string[]; apiCalls: string[]; kept: boolean }> {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    if (expectedStatus === 404 && /Failed to load resource.*404/.test(m.text()) && m.location().url.endsWith(url)) return;
    problems.push(`${m.type()}: ${m.text()}`);
  };
  const onError = (e: Error) => problems.push(`pageerror: ${e.message}`);
  const onRequest = (r: Request) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(expectedStatus);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => {
    const server = (window as { serverNodes?: (Element | null)[] }).serverNodes ?? [];
    return server.length === 2 && server.every((n) => n?.isConnected);
  });
  page.off('console', onConsole);
  page.off('pageerror', onError);
  page.off('request', onRequest);
  return { problems, apiCalls, kept };
}

test.describe('hydration', () => {
  /**
   * Where the first screen's landmarks sit (with and without JavaScript the same: nothing jumps when
   * React takes over). Heights further down also depend on lazy images, which load later with
   * JavaScript on.
   */
  const landmarks = (page: Page) =>
    page.evaluate(() =>
      ['header', 'main h1', 'main', '[data-testid="company-card"]'].map((sel) => {
        const r = document.querySelector(sel)?.getBoundingClientRect();
        const height = sel === 'main' ? '' : `x${Math.round(r?.height ?? 0)}`;
        return r ? `${sel}: ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}${height}` : `${sel}: none`;
      }),
    );

  /** The ids the server wrote (labels, tabs, described-by) are kept by hydration, and what React rendered since refers to ids that exist. */
  async function idsKept(page: Page, url: string) {
    const html = await (await page.request.get(url)).text();
    const written = [...html.matchAll(/ id="(mantine-[^"]+)"/g)].map((m) => m[1]);
    expect(written.length, url).toBeGreaterThan(0);
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id^="mantine-"]')].map((e) => e.id));
    expect(ids, url).toEqual(expect.arrayContaining(written));
    // Whatever React rendered since (a tab's panel, a label) uses the same ids: references resolve.
    const dangling = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-controls], [aria-labelledby], [aria-describedby], label[for]')].flatMap((e) =>
        ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for']
          .flatMap((a) => (e.getAttribute(a) ?? '').split(/\s+/))
          .filter((id) => id.startsWith('mantine-') && !document.getElementById(id)),
      ),
    );
    expect(dangling, url).toEqual([]);
  }

  // The phone: a phone's user agent (the server guesses the phone layout) at 375 px.
  for (const [name, device] of [
    ['375 px', { ...devices['Pixel 7'], viewport: { width: 375, height: 800 } }],
    ['1280 px', { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }],
  ] as const) {
    test(`every public route hydrates at ${name} without a console error, a mismatch, fetching its data again or moving`, async ({
      browser,
    }) => {
      // Eleven routes hydrated, four of them also read without JavaScript: past 90 s on a loaded machine.
      test.slow();
      const context = await browser.newContext(device);
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as { serverNodes?: (Element | null)[] }).serverNodes = [
            document.querySelector('header'),
            document.querySelector('main h1'),
          ];
        });
      });
      const c = await someCompany(page);
      // The first screen of these as the server sent them, read without JavaScript.
      const still = new Map<string, string[]>();
      const noJs = await browser.newContext({ ...device, javaScriptEnabled: false });
      const plain = await noJs.newPage();
      for (const url of ['/', '/companies', `/company/${c.id}`, '/accesibilidad']) {
        await plain.goto(url);
        still.set(url, await landmarks(plain));
      }
      await noJs.close();
      for (const [url, status] of [
        ['/', 200],
        ['/companies', 200],
        // Parameters out of their canonical order, and one the page does not read: the server
        // renders the canonical URL (page-cache.ts), the browser hydrates the URL as typed.
        ['/companies?tipo=1&provincia=Madrid&orden=name&pagina=2&utm_source=correo', 200],
        [`/company/${c.id}`, 200],
        ['/empresas/reformas/madrid', 200],
        ['/servicios/reformas-integrales/madrid', 200],
        ['/know-me', 200],
        ['/comenzar', 200],
        ['/accesibilidad', 200],
        ['/no-existe', 404],
        ['/company/00000000-0000-4000-8000-000000000000', 404],
      ] as const) {
        const { problems, apiCalls, kept } = await hydrate(page, url, status);
        expect(problems, url).toEqual([]);
        expect(kept, `${url}: the server's header and h1 survive hydration`).toBe(true);
        // The data came with the page.
        expect(
          apiCalls.filter((u) => /\/api\/v1\/companies(\/|\?|$)/.test(u)),
          url,
        ).toEqual([]);
        // Nothing moved when the page hydrated.
        const before = still.get(url);
        if (before) expect(await landmarks(page), `${url}: the first screen as without JavaScript`).toEqual(before);
        if (name === '1280 px' && (url === '/' || url === '/companies')) await idsKept(page, url);
      }
      // Still a working app: a client-side navigation.
      await page.goto('/');
      await hydrated(page);
      if (name === '375 px') {
        await page.getByRole('contentinfo').getByRole('link', { name: 'Conoce Cimenta' }).scrollIntoViewIfNeeded();
      }
      await page.getByRole('contentinfo').getByRole('link', { name: 'Conoce Cimenta' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Conoce Cimenta' })).toBeVisible();
      await expect(page).toHaveTitle(/Conoce Cimenta/);
      await context.close();
    });
  }

  test('a rendered page reaches the account screens without a page load; their routes load only then (issue 21)', async ({ page }) => {
    const { problems, documents, scripts } = watch(page);
    const routeChunks = () => scripts.filter((s) => /\/assets\/account-routes-[^/]+\.js$/.test(s));
    await page.setViewportSize({ width: 1280, height: 800 });
    // A page hydrated whole (the home, the company and landing pages are islands, not routed in the browser: below).
    await page.goto('/know-me');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(routeChunks(), 'a public page does not load the account routes').toEqual([]);
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Inicia Sesión' });
    await signIn.click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(routeChunks()).toHaveLength(1);
    // Back, and there again: the routes are known now.
    await page.goBack();
    await expect(page).toHaveURL(/\/know-me$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await signIn.click();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(routeChunks()).toHaveLength(1);
    expect(documents, 'client-side navigations only').toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('a page never fetches a stylesheet it arrived with inlined (the disabled links, apps/api/src/web/html.ts)', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const c = await someCompany(page);
    for (const url of ['/companies', `/company/${c.id}`]) {
      const fetched: string[] = [];
      const onRequest = (r: Request) => {
        if (r.resourceType() === 'stylesheet') fetched.push(new URL(r.url()).pathname);
      };
      page.on('request', onRequest);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      const inlined = await page.evaluate(() => [...document.querySelectorAll('style[data-href]')].map((s) => s.getAttribute('data-href')));
      expect(inlined.length, url).toBeGreaterThan(0);
      // Vite's loader added no link of its own for them when the page's chunk was imported.
      expect(
        fetched.filter((f) => inlined.includes(f)),
        url,
      ).toEqual([]);
      const links = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')].map((l) => l.getAttribute('href')),
      );
      expect(
        links.filter((h) => inlined.includes(h)),
        url,
      ).toEqual([]);
    }
    await context.close();
  });
});
