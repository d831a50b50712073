/**
 * Issue 20: the price guide from real projects. From a landing page to a price page with figures
 * (from the demo data's portfolio projects), the 404 of a combination without them, axe and
 * screenshots at 375 and 1280, and the page readable without JavaScript (server-rendered).
 */
import type { PriceLink, PricePage } from '@cimenta/shared';
import { expectNoHorizontalOverflow, snap } from './helpers/public';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

const WIDTHS = [375, 1280] as const;
const euros = (n: number) => `${new Intl.NumberFormat('es-ES', { useGrouping: true }).format(n).replace(/^(\d)(\d{3})$/, '$1.$2')} €`;

test.describe('price guide', () => {
  test("a landing page links a price page whose figures are the API's, in Spanish format", async ({ page }) => {
    await page.goto('/servicios/reformas-integrales/madrid');
    const block = page.getByTestId('price-links');
    await expect(block.getByRole('heading', { name: 'Precios de proyectos reales' })).toBeVisible();
    const first = block.getByRole('link').first();
    const label = (await first.textContent()) ?? '';
    expect(label).toMatch(/^¿Cuánto cuesta .+\?$/);
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    const path = new URL(page.url()).pathname;
    expect(path).toMatch(/^\/precios\/[a-z0-9-]+(\/[a-z0-9-]+)?$/);
    const api = (await (await page.request.get(`/api/v1${path.replace('/precios', '/prices')}`)).json()) as PricePage;
    expect(api.projects).toBeGreaterThanOrEqual(5);
    await expect(page.getByTestId('price-total')).toContainText(euros(api.total.median));
    await expect(page.getByTestId('price-total')).toContainText(`${euros(api.total.p25)} y ${euros(api.total.p75)}`);
    await expect(page.getByTestId('price-projects')).toHaveText(`Basado en ${api.projects} proyectos reales`);
    const companies = page.getByRole('region', { name: 'Empresas que han hecho estos proyectos' }).getByRole('link');
    await expect(companies).toHaveCount(api.companies.length);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${api.baseUrl}${api.path}`);
  });

  test('/precios and a price page pass axe at 375 and 1280, with nothing cut off', async ({ page }) => {
    const links = ((await (await page.request.get('/api/v1/prices')).json()) as { items: PriceLink[] }).items;
    const province = links.find((l) => l.province) ?? links[0];
    expect(province, 'the demo data has price pages').toBeTruthy();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/precios');
      await expect(page.getByRole('heading', { level: 1, name: 'Precios de obras y reformas' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousViolations(page);
      await snap(page, `prices-index-${width}`);
      await page.goto(province?.path ?? '/precios');
      await expect(page.getByRole('heading', { level: 1, name: province?.label })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousViolations(page);
      await snap(page, `prices-page-${width}`);
    }
  });

  test('a combination without enough projects is a 404 page with noindex', async ({ page }) => {
    const res = await page.goto('/precios/reforma-de-banos/melilla');
    expect(res?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('price guide without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the figures and the links', async ({ page }) => {
    const links = ((await (await page.request.get('/api/v1/prices')).json()) as { items: PriceLink[] }).items;
    const link = links[0];
    expect(link).toBeTruthy();
    await page.goto('/precios');
    await page.getByRole('link', { name: link?.label }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: link?.label })).toBeVisible();
    await expect(page.getByTestId('price-total')).toContainText(euros(link?.median ?? 0));
  });
});
