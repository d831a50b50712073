import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoHorizontalOverflow, pickOption, SCREENSHOTS, storedFilter } from './helpers/public';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

/** What a visitor expects (issue 9): shareable results, honest tabs and cards, a phone bar, one load. */

const SHOTS = '/tmp/shots-visitor';
if (SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
/** The whole page, and what the screen shows (with E2E_SCREENSHOTS=1: helpers/public.ts). */
async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/${name}-screen.png` });
}

type Card = { id: string; name: string; address: { province: { name: string }; city: { name: string } }; type: { name: string } };

const cardNames = (page: Page) => page.getByTestId('results').getByRole('heading', { level: 2 }).allTextContents();

/** Requests of a results list (GET /api/v1/companies with perPage), counted from now on. */
function countLists(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/companies' && url.searchParams.get('perPage') === '20') urls.push(url.search);
  });
  return urls;
}

test.describe('a visitor', () => {
  test('shares a results link: another browser (no storage) opens the same results, and the URL wins over storage', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    const searcher = page.getByRole('region', { name: 'Buscar empresas' });
    await searcher.getByRole('tab', { name: 'Empresa de reformas' }).click();
    await pickOption(page, searcher.getByRole('combobox', { name: 'Provincia' }), 'Madrid');
    await searcher.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/companies\?tipo=2&provincia=Madrid$/);
    await pickOption(page, page.getByRole('combobox', { name: 'Ordenar por' }), 'Nombre (A-Z)');
    await expect(page).toHaveURL(/\/companies\?tipo=2&provincia=Madrid&orden=name$/);
    await expect(page.getByTestId('results').getByTestId('company-card').first()).toBeVisible();
    // The earlier order's cards stay on screen (dimmed) until the new page arrives: wait for it, sorted by name.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect
      .poll(async () => {
        const shown = await cardNames(page);
        return shown.length > 0 && shown.every((n, i) => i === 0 || shown[i - 1].localeCompare(n, 'es') <= 0);
      })
      .toBe(true);
    const shared = page.url();
    const names = await cardNames(page);
    const count = await page.getByTestId('results-count').textContent();
    expect(names.length).toBeGreaterThan(0);

    // A fresh browser: nothing in storage.
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto(shared);
    await expect(visitor.getByTestId('results-count')).toHaveText(count ?? '');
    await expect(visitor.getByTestId('results').getByRole('heading', { level: 2 })).toHaveText(names);
    await expect(visitor.getByTestId('filter-summary')).toContainText('Empresa de reformas · Madrid');
    // The link's filter is saved as the spec's storage filter (once the page has taken over).
    await expect.poll(() => storedFilter(visitor)).toEqual({ type: 2, provinceName: 'Madrid' });

    // A browser that had another search saved: the URL wins.
    await visitor.evaluate(() => localStorage.setItem('filter', JSON.stringify({ type: 3, provinceName: 'Sevilla' })));
    await visitor.goto(shared);
    await expect(visitor.getByTestId('results').getByRole('heading', { level: 2 })).toHaveText(names);
    await expect.poll(() => storedFilter(visitor)).toEqual({ type: 2, provinceName: 'Madrid' });

    // A bare /companies shows the stored search and writes it into the address (bookmarkable).
    await visitor.goto('/companies');
    await expect(visitor).toHaveURL(/\/companies\?tipo=2&provincia=Madrid$/);
    await other.close();
  });

  test('sees "Todas" selected while the results hold every type, until they pick one', async ({ page }) => {
    await page.goto('/companies?provincia=Madrid');
    const searcher = page.getByRole('region', { name: 'Buscar empresas' });
    await expect(searcher.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Constructora', 'Empresa de reformas', 'Instaladora']) {
      await expect(searcher.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'false');
    }
    await expect(page.getByTestId('results').getByTestId('company-card').first()).toBeVisible();
    const types = new Set(await page.getByTestId('results').getByTestId('company-card').locator('p').allTextContents());
    expect([...types].filter((t) => ['Constructora', 'Empresa de reformas', 'Instaladora'].includes(t)).length).toBeGreaterThan(1);

    await searcher.getByRole('tab', { name: 'Instaladora' }).click();
    await expect(page).toHaveURL(/\/companies\?tipo=3$/);
    await expect(searcher.getByRole('tab', { name: 'Instaladora' })).toHaveAttribute('aria-selected', 'true');
    await searcher.getByRole('tab', { name: 'Todas' }).click();
    await expect(page).toHaveURL(/\/companies$/);
    await expect(searcher.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
  });

  test('reads "Trabaja en Madrid" on a card listed for its work zone, after those based there', async ({ page }) => {
    // Companies based in Madrid come first (issue 22): the first page with one from elsewhere.
    const pageOf = async (n: number) => {
      const res = await page.request.get('/api/v1/companies', {
        params: { filter: JSON.stringify([{ provinceName: 'Madrid' }]), perPage: 20, page: n },
      });
      return (await res.json()) as { items: Card[]; pages: number };
    };
    const isAway = (c: Card) => c.address.province.name !== 'Madrid';
    let n = 1;
    let answer = await pageOf(n);
    while (!answer.items.some(isAway) && n < answer.pages) answer = await pageOf(++n);
    const items = answer.items;
    const flags = items.map(isAway);
    expect(flags, 'based in Madrid first').toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    const away = items.filter((c) => isAway(c) && c.address.city.name !== 'Madrid');
    const home = items.filter((c) => c.address.province.name === 'Madrid');
    expect(away.length, 'the demo data has companies working in Madrid from elsewhere').toBeGreaterThan(0);

    await page.goto(n === 1 ? '/companies?provincia=Madrid' : `/companies?provincia=Madrid&pagina=${n}`);
    const cards = page.getByTestId('results').getByTestId('company-card');
    await expect(cards.first()).toBeVisible();
    for (const c of away) await expect(cards.filter({ hasText: c.name }).getByTestId('works-in')).toHaveText('Trabaja en Madrid');
    if (SCREENSHOTS)
      await cards
        .filter({ hasText: away[0]?.name ?? '' })
        .first()
        .screenshot({ path: `${SHOTS}/card-works-in-1280.png` });
    for (const c of home) await expect(cards.filter({ hasText: c.name }).getByTestId('works-in')).toHaveCount(0);
    // Ranges read naturally: never "0 - …" nor "… - Más de …".
    const facts = await cards.locator('dd').allTextContents();
    for (const f of facts) expect(f).not.toMatch(/^0 -| - Más de/);
    // axe on these results (Madrid's) at 375 and 1280 px: public-no-js.spec.ts (the facet links).
  });

  test('at 375 px keeps "Contactar" and "Llamar" at hand on a company page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    const res = await page.request.get('/api/v1/companies', { params: { perPage: 1 } });
    const [first] = ((await res.json()) as { items: Card[] }).items;
    if (!first) throw new Error('no company');
    await page.goto(`/company/${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    const bar = page.getByRole('region', { name: 'Contactar con la empresa' });
    await expect(bar).toBeVisible();

    // Still there after scrolling down, fixed to the bottom of the screen.
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(bar).toBeInViewport();
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(700);

    // "Llamar" dials the number; the contact data shows it grouped.
    const call = bar.getByRole('link', { name: /^Llamar/ });
    await expect(call).toHaveAttribute('href', /^tel:\+34\d{9}$/);
    await expect(page.getByRole('link', { name: /^\d{2,3}( \d{2,3}){3}$/ })).toHaveAttribute('href', /^tel:\+34\d{9}$/);

    // "Contactar" takes the visitor to the form, ready to type.
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('button', { name: 'Contactar' }).click();
    const nameField = page.getByRole('textbox', { name: 'Nombre' });
    await expect(nameField).toBeFocused();
    await expect(nameField).toBeInViewport();

    // The bar covers neither the form's button nor the end of the footer.
    const submit = page.getByRole('button', { name: 'Enviar mensaje' });
    await submit.scrollIntoViewIfNeeded();
    const barTop = (await bar.boundingBox())?.y ?? 0;
    const submitBox = await submit.boundingBox();
    expect((submitBox?.y ?? 0) + (submitBox?.height ?? 0)).toBeLessThanOrEqual(barTop);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const rights = page.getByRole('contentinfo').getByText(/Todos los derechos reservados/);
    await expect(rights).toBeInViewport();
    const rightsBox = await rights.boundingBox();
    expect((rightsBox?.y ?? 0) + (rightsBox?.height ?? 0)).toBeLessThanOrEqual((await bar.boundingBox())?.y ?? 0);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await shot(page, 'company-375');

    // Sent, the confirmation takes the focus and is scrolled to: whole, below the bar fixed at the
    // top (it was half under it: global.css scroll-padding-top).
    const form = page.getByRole('region', { name: 'Contacta con la empresa' });
    await form.getByLabel('Nombre').fill('Ana García');
    await form.getByLabel('Correo electrónico').fill('ana@example.com');
    await form.getByLabel('Mensaje').fill('Hola, necesito reformar un piso de 80 m² en el centro. ¿Podéis darme presupuesto?');
    await form.getByRole('checkbox', { name: /He leído y acepto/ }).check();
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    const sent = form.getByRole('status');
    await expect(sent).toBeFocused();
    const top = page.getByRole('banner');
    await expect(top).toHaveAttribute('data-fixed', 'true');
    const below = async () => ((await sent.boundingBox())?.y ?? 0) - ((await top.boundingBox())?.height ?? 0);
    await expect.poll(below).toBeGreaterThanOrEqual(0);

    // Wider screens have the form beside the content: no bar.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
    await shot(page, 'company-1280');
  });

  test('loads the results once per page', async ({ page }) => {
    // A shared link in a fresh browser.
    // Server-rendered (issue 9): the list comes in the HTML with its data, the browser asks for it 0 times.
    const lists = countLists(page);
    await page.goto('/companies?tipo=2&provincia=Madrid');
    await expect(page.getByTestId('results').getByTestId('company-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(lists).toHaveLength(0);
    await shot(page, 'companies-1280');

    // A bare /companies with a saved search: the address gets the search, and the browser does not
    // ask for the list (issue 21: /companies is an islands page; the saved search's URL is loaded in
    // its place, server-rendered with its list).
    lists.length = 0;
    await page.evaluate(() => localStorage.setItem('filter', JSON.stringify({ type: 1, provinceName: 'Barcelona' })));
    await page.goto('/companies');
    await expect(page).toHaveURL(/\/companies\?tipo=1&provincia=Barcelona$/);
    await expect(page.getByTestId('results').getByTestId('company-card').first()).toBeVisible();
    await expect(page.getByTestId('filter-summary')).toContainText('Barcelona');
    await page.waitForLoadState('networkidle');
    expect(lists).toHaveLength(0);

    // The company page does not ask for its company: a result is a link, and from /companies' islands
    // (issue 21) a page load, server-rendered with its data (in the app it asked once).
    const detail: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v1\/companies\/[^/?]+$/.test(new URL(r.url()).pathname)) detail.push(r.url());
    });
    const link = page.getByTestId('results').getByRole('link').first();
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/company\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.waitForLoadState('networkidle');
    expect(detail).toHaveLength(0);

    // At 375 px (the searcher switches to its phone layout) the list is not fetched again.
    await page.setViewportSize({ width: 375, height: 800 });
    lists.length = 0;
    await page.goto('/companies?provincia=Madrid');
    await expect(page.getByTestId('results').getByTestId('company-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Server-rendered with its data: the phone layout switch asks for nothing again.
    expect(lists).toHaveLength(0);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'companies-375');
  });
});
