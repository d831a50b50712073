import type { Page } from '@playwright/test';
import { apiTotal, expectNoHorizontalOverflow, hydrated, snap, spanishCount } from './helpers/public';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

const REFORMAS = 2;

/** The API's own answer for a landing page, to compare with what the page shows. */
async function apiLanding(page: Page, path: string) {
  const res = await page.request.get(`/api/v1/landing${path}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    heading: string;
    companies: {
      items: { id: string; name: string; address: { province: { name: string } | null; city: { name: string } | null } }[];
      total: number;
    };
    neighbours: { path: string; province: { name: string }; total: number }[];
    siblings: { path: string; service: { name: string }; total: number }[];
    facets: { employees: { id: number; count: number }[] };
  };
}
const jsonLd = (page: Page) =>
  page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '')));

test.describe('landing pages', () => {
  test('companies based in the province come first; a card there because of its work zone says "Trabaja en …" (issue 22)', async ({
    page,
  }) => {
    // The first page with a company from elsewhere: those based in Murcia lead.
    const away = (c: { address: { province: { name: string } | null } }) => c.address.province?.name !== 'Murcia';
    let n = 1;
    let api = await apiLanding(page, '/empresas/reformas/murcia');
    const pages = Math.ceil(api.companies.total / api.companies.items.length);
    while (!api.companies.items.some(away) && n < pages) api = await apiLanding(page, `/empresas/reformas/murcia?page=${++n}`);
    const flags = api.companies.items.map(away);
    expect(flags, 'based in Murcia first').toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    await page.goto(n === 1 ? '/empresas/reformas/murcia' : `/empresas/reformas/murcia?page=${n}`);
    const cards = page.getByTestId('landing-results').getByTestId('company-card');
    await expect(cards).toHaveCount(api.companies.items.length);
    let elsewhere = 0;
    for (const [i, c] of api.companies.items.entries()) {
      const there = away(c);
      if (there) elsewhere++;
      await expect(cards.nth(i).getByTestId('works-in')).toHaveCount(there ? 1 : 0);
      if (there) await expect(cards.nth(i).getByTestId('works-in')).toHaveText('Trabaja en Murcia');
    }
    expect(elsewhere).toBeGreaterThan(0);
  });

  test('"Empresas de reformas en Madrid" shows real companies, links and metadata', async ({ page }) => {
    // The footer's city links go to /companies (SPEC §2, issue 22); the landing pages are reached
    // from the mega-menu, company pages and search engines.
    await page.goto('/empresas/reformas/madrid');

    await expect(page.getByRole('heading', { level: 1, name: 'Empresas de reformas en Madrid' })).toBeVisible();
    const api = await apiLanding(page, '/empresas/reformas/madrid');
    expect(api.companies.total).toBe(await apiTotal(page, { type: REFORMAS, provinceName: 'Madrid' }));
    await expect(page.getByTestId('landing-count')).toContainText(spanishCount(api.companies.total));
    const cards = page.getByTestId('landing-results').getByTestId('company-card');
    await expect(cards).toHaveCount(api.companies.items.length);
    await expect(cards.first().getByRole('heading')).toHaveText(api.companies.items[0]?.name ?? '');

    await expect(page).toHaveTitle('Empresas de reformas en Madrid | Cimenta');
    await expect(page.locator('head meta[name="description"]').last()).toHaveAttribute('content', /empresas de reformas en Madrid\./);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/empresas\/reformas\/madrid$/);
    const ld = await jsonLd(page);
    expect(ld.map((x) => x['@type']).sort()).toEqual(['BreadcrumbList', 'ItemList']);
    const list = ld.find((x) => x['@type'] === 'ItemList');
    expect(list.itemListElement[0].name).toBe(api.companies.items[0]?.name);

    const crumbs = page.getByRole('navigation', { name: 'Migas de pan' });
    await expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');

    await expectNoSeriousViolations(page);
    await snap(page, 'landing-1280');

    // Same service nearby, then back through the other services of that province.
    const near = api.neighbours[0];
    expect(near).toBeDefined();
    if (!near) return;
    await page
      .getByRole('region', { name: 'Empresas de reformas en provincias cercanas' })
      .getByRole('link', { name: near.province.name })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Empresas de reformas en ${near.province.name}` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${near.path}$`));
  });

  test('pages by URL, opens a company, and the company page links back', async ({ page }) => {
    await page.goto('/empresas/reformas/madrid');
    const api = await apiLanding(page, '/empresas/reformas/madrid');
    const pager = page.getByRole('navigation', { name: 'Páginas de resultados' });
    if (api.companies.total > 20) {
      await pager.getByRole('link', { name: /Siguiente/ }).click();
      await expect(page).toHaveURL(/\/empresas\/reformas\/madrid\?page=2$/);
      await expect(page).toHaveTitle('Empresas de reformas en Madrid (página 2) | Cimenta');
      await expect(pager.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    }
    const card = page.getByTestId('landing-results').getByTestId('company-card').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const more = page.getByRole('region', { name: /^Más empresas en / });
    await expect(more).toBeVisible();
    const back = more.getByRole('link').first();
    await expect(back).toHaveAttribute('href', /^\/(empresas|servicios)\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await back.click();
    await expect(page.getByTestId('landing-results').getByTestId('company-card').first()).toBeVisible();
  });

  test('shows the facet counts of its companies, and a value opens the results with it', async ({ page }) => {
    await page.goto('/empresas/reformas/madrid');
    const api = await apiLanding(page, '/empresas/reformas/madrid');
    const facets = page.getByRole('complementary', { name: 'Refinar resultados' });
    // Its own type is chosen, with as many companies as the page lists.
    await expect(facets.getByRole('checkbox', { name: `Empresa de reformas (${spanishCount(api.companies.total)})` })).toBeChecked();
    expect(api.facets.employees.some((e) => e.count > 0)).toBe(true);
    const label = facets.getByRole('group', { name: 'Tamaño de la plantilla' }).getByRole('checkbox').first();
    await expect(label).toHaveAccessibleName(/\(\d[\d.]*\)$/);
    await hydrated(page);
    await label.click();
    await expect(page).toHaveURL(/\/companies\?tipo=2&provincia=Madrid&empleados=\d+$/);
    await expect(page.getByTestId('results').getByTestId('company-card').first()).toBeVisible();
  });

  test('the mega-menu lists frequent searches that open landing pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('button', { name: 'Explorar empresas' }).click();
    const block = page.locator('#mega-menu').getByRole('region', { name: 'Búsquedas frecuentes' });
    const first = block.getByRole('link').first();
    const label = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(page.getByTestId('landing-results').getByTestId('company-card').first()).toBeVisible();
  });

  test('an unknown or empty combination shows the not-found page', async ({ page }) => {
    for (const path of ['/empresas/reformas/atlantida', '/servicios/fontaneros/madrid', '/empresas/reformas/madrid?page=999']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    }
  });

  test('reads well at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/servicios/reformas-integrales/madrid');
    await expect(page.getByRole('heading', { level: 1, name: 'Reformas integrales en Madrid' })).toBeVisible();
    await expect(page.getByTestId('landing-results').getByTestId('company-card').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page);
    await snap(page, 'landing-375');
  });

  test('robots.txt and the sitemap index answer from the server', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toMatch(/^application\/xml/);
    const locs = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    // The demo data's projects give the price guide pages (issue 20): their child comes before the companies'.
    expect(locs).toEqual(['/sitemaps/static-1.xml', '/sitemaps/landing-1.xml', '/sitemaps/prices-1.xml', '/sitemaps/companies-1.xml']);
    // Every published company once (other specs may have registered some on this server).
    const total = ((await (await request.get('/api/v1/companies?perPage=1')).json()) as { total: number }).total;
    const companies = await (await request.get('/sitemaps/companies-1.xml')).text();
    expect(companies.match(/<url>/g)).toHaveLength(total);
    const landing = await (await request.get('/sitemaps/landing-1.xml')).text();
    expect(landing).toContain('/empresas/reformas/madrid</loc>');
    const prices = await (await request.get('/sitemaps/prices-1.xml')).text();
    expect(prices).toMatch(/\/precios<\/loc>/);
    expect(prices).toContain('/precios/reforma-de-banos</loc>');
  });
});
