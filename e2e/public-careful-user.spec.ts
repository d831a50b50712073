/**
 * Issue 11, public side: what a careful user trips over (history, long words, place names,
 * dialogs without names, toasts over dialogs). Checked on the way of public-search.spec.ts's
 * journeys instead (the same pages, loaded once): the guided search's lost click and its first
 * step's axe at 1280 px, the filter in force shown at once on the results, the filter tag at 375
 * px, and axe on the open advanced dialog and mega-menu at 1280 px.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expectNoHorizontalOverflow, pickOption, snap, storedFilter } from './helpers/public';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b as Box;
}

/** A company made through the API, with the given name and description. */
async function companyWith(page: Page, name: string, description: string): Promise<string> {
  const user = await page.request.post('/api/v1/users', {
    data: { id: randomUUID(), name: 'Ana', lastname: 'García', email: `largo-${randomUUID()}@ejemplo.es`, password: 'Segura123' },
  });
  expect(user.status(), await user.text()).toBe(200);
  const { token } = (await user.json()) as { token: string };
  const cities = await page.request.get('/api/v1/cities?province=28&perPage=1');
  const city = ((await cities.json()) as { items: { id: number }[] }).items[0];
  const id = randomUUID();
  const res = await page.request.post('/api/v1/companies', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      id,
      name,
      fullName: name,
      type: 1,
      cif: 'B12345678',
      description,
      address: { address: 'Calle Mayor 1', zipcode: '28013', province: 28, city: city?.id, country: 'España' },
      contact: { email: 'contacto@ejemplo.es', phone: '600123123', website: `www.${'muy-largo'.repeat(12)}.es` },
      networks: [
        { name: 'linkedIn', url: `linkedin.com/company/${'x'.repeat(120)}` },
        { name: 'instagram', url: 'instagram.com/ejemplo' },
      ],
      area: { min: 50, max: 500 },
      budget: { min: 50000, max: 250000 },
      employees: 1,
      activities: [101],
      cities: [28],
      buildings: [1],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return id;
}

test.describe('issue 11: what a careful user trips over', () => {
  test('each results page is its own history entry', async ({ page }) => {
    await page.goto('/');
    // Every company (no type is picked for the visitor): "Página 1" must not match "Página 15".
    await page.getByRole('region', { name: 'Buscar empresas' }).getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/companies$/);
    const first = page.getByTestId('results').getByRole('heading', { level: 2 }).first();
    await expect(first).toBeVisible();
    await page.getByRole('link', { name: 'Página 2', exact: true }).click();
    await expect(page).toHaveURL(/\/companies\?pagina=2$/);
    await page.getByRole('link', { name: 'Página 3', exact: true }).click();
    await expect(page).toHaveURL(/\/companies\?pagina=3$/);
    await expect(page.getByRole('link', { name: 'Página 3', exact: true })).toHaveAttribute('data-active', 'true');

    await page.goBack();
    await expect(page).toHaveURL(/\/companies\?pagina=2$/);
    await expect(page.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute('data-active', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/companies$/);
    await expect(page.getByRole('link', { name: 'Página 1', exact: true })).toHaveAttribute('data-active', 'true');
    await page.goForward();
    await expect(page).toHaveURL(/\/companies\?pagina=2$/);
  });

  test('a long unbroken word wraps on the company page and in the results, at 1280 and 375 px', async ({ page }) => {
    const word = `Hormigon${randomUUID().replace(/-/g, '')}`;
    const name = `${word}${'Armado'.repeat(12)}`;
    const description = `${word}${'x'.repeat(800 - word.length)}`;
    const id = await companyWith(page, name, description);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/company/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByText(description)).toBeVisible();
      await expectNoHorizontalOverflow(page);
      if (width === 375) await snap(page, 'company-long-word-375');
      else await snap(page, 'company-long-word-1280');

      await page.goto(`/companies?q=${word}`);
      await expect(page.getByTestId('results').getByRole('heading', { name })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
  });

  test('networks and website read as names on the company page, and open with https', async ({ page }) => {
    const id = await companyWith(page, `Redes ${randomUUID().slice(0, 8)}`, 'Empresa de pruebas.');
    await page.goto(`/company/${id}`);
    const aside = page.getByRole('heading', { name: 'Datos de contacto' }).locator('..');
    for (const name of ['Sitio web', 'LinkedIn', 'Instagram']) {
      const link = aside.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(aside.getByText(/linkedin\.com|instagram\.com|muy-largo/)).toHaveCount(0);
  });

  test('place names people use find their province', async ({ page }) => {
    await page.goto('/');
    const searcher = page.getByRole('region', { name: 'Buscar empresas' });
    const province = searcher.getByRole('combobox', { name: 'Provincia' });
    for (const [typed, found] of [
      ['La Coruña', 'A Coruña'],
      ['Vizcaya', 'Bizkaia'],
      ['Bilbao', 'Bizkaia'],
      ['Gerona', 'Girona'],
      ['madird', 'Madrid'],
      ['Sevila', 'Sevilla'],
    ]) {
      await province.fill(typed);
      await expect(page.getByRole('option', { name: found, exact: true })).toBeVisible();
    }
    await page.getByRole('option', { name: 'Sevilla', exact: true }).click();
    await searcher.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/companies\?provincia=Sevilla$/);
    expect((await storedFilter(page))?.provinceName).toBe('Sevilla');

    // The featured block offers Bilbao (a city) through its province.
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Descubre empresas cerca de ti' });
    await featured.getByRole('tab', { name: 'Bilbao' }).click();
    await expect(featured.getByTestId('company-card').first()).toBeVisible();
    // Companies based in Bizkaia lead; those there for a work zone follow, each saying so (issue 22).
    const worksIn = await featured
      .getByTestId('company-card')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('[data-testid="works-in"]') !== null));
    expect(worksIn).toEqual([...worksIn].sort((a, b) => Number(a) - Number(b)));
    await featured.getByRole('link', { name: 'Ver todas las empresas en Bilbao' }).click();
    await expect(page).toHaveURL(/\/companies\?provincia=Bizkaia$/);
    expect(await storedFilter(page)).toEqual({ provinceName: 'Bizkaia' });
  });

  for (const width of [1280, 375]) {
    test(`an error toast leaves the advanced dialog's close and apply buttons free, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      if (width < 800) await page.getByRole('button', { name: 'Buscar empresas' }).click();
      await page.getByRole('button', { name: 'Filtros avanzados' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filtros avanzados' });
      await expect(dialog).toBeVisible();
      await pickOption(page, dialog.getByRole('combobox', { name: 'Importe mínimo' }), '1.000.000');
      await pickOption(page, dialog.getByRole('combobox', { name: 'Importe máximo' }), '250.000');
      const apply = dialog.getByRole('button', { name: 'Aplicar filtro' });
      await apply.click();
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'El presupuesto mínimo no puede ser mayor a la máximo.' });
      await expect(toast).toBeVisible();
      // Hovered at once, so it stays open meanwhile: it closes itself after 4 s, and on a loaded
      // machine the screenshot and the boxes below took longer (it was gone when hovered after them).
      await toast.hover();
      await snap(page, `advanced-toast-${width}`, { fullPage: false });
      const t = await box(toast);
      expect(overlaps(t, await box(dialog.getByRole('button', { name: 'Cerrar' })))).toBe(false);
      expect(overlaps(t, await box(apply))).toBe(false);
      // The toast itself: a named close button, readable text.
      await expectNoSeriousViolations(page);
      await expect(toast).toBeVisible();
      // The close button still answers.
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(dialog).toBeHidden();
    });
  }

  test('open dialogs and the menu drawer have no serious accessibility issue at 375 px', async ({ page }) => {
    // Four accessibility checks of the home with a dialog open: past 90 s on a loaded machine.
    test.slow();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Buscar empresas' }).click();
    const search = page.getByRole('dialog', { name: 'Búsqueda' });
    await expect(search.getByRole('tab').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await snap(page, 'dialog-search-375', { fullPage: false });

    await search.getByRole('button', { name: 'Filtros avanzados' }).click();
    const advanced = page.getByRole('dialog', { name: 'Filtros avanzados' });
    await expect(advanced.getByRole('checkbox').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await snap(page, 'dialog-advanced-375', { fullPage: false });
    await advanced.getByRole('button', { name: 'Cerrar' }).click();
    await expect(advanced).toBeHidden();
    await search.getByRole('button', { name: 'Cerrar' }).click();
    await expect(search).toBeHidden();

    await page.getByRole('button', { name: 'Sí, hazlo por mí' }).click();
    await expect(page.getByRole('dialog').getByTestId('guided-position')).toBeVisible();
    await expectNoSeriousViolations(page);
    await snap(page, 'dialog-guided-375', { fullPage: false });
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Explorar empresas' }).click();
    await expect(drawer.getByRole('link', { name: 'Todas las empresas' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await snap(page, 'menu-drawer-375', { fullPage: false });
    await drawer.getByRole('button', { name: 'Cerrar' }).click();
    await expect(drawer).toBeHidden();
  });
});
