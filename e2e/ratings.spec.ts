/**
 * Issue 19 in the results (the search read model): cards show the rating and the verified
 * badges, "Mejor valoradas" orders the list, the minimum-rating and "Solo empresas verificadas"
 * filters narrow it (links, so they work without JavaScript too), and a company a moderator hides
 * in /admin leaves the results and its page until shown again. axe and screenshots at 375 and
 * 1280 px.
 */
import { expectNoHorizontalOverflow, pickOption, snap } from './helpers/public';
import { createCompany, createUser, signInWithTokens, toast } from './support/account';
import { MODERATOR } from './support/moderator';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

type Card = { id: string; name: string; rating: { average: number; count: number } | null; badges: unknown[] };
const WIDTHS = [375, 1280] as const;

/** The stars' accessible names of the cards on the page, in order ("4,6 de 5, 23 opiniones"). */
const ratingLabels = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('company-card')
    .evaluateAll((cards) => cards.map((c) => c.querySelector('[data-testid="card-rating"]')?.getAttribute('aria-label') ?? null));
const averageOf = (label: string) => Number(label.split(' de 5')[0]?.replace(',', '.'));

test('"Mejor valoradas" orders the results, with stars on the cards; "4★ o más" keeps the well rated', async ({ page }) => {
  await page.goto('/companies');
  await pickOption(page, page.getByRole('combobox', { name: 'Ordenar por' }), 'Mejor valoradas');
  await expect(page).toHaveURL(/[?&]orden=rating/);
  const api = (await (await page.request.get('/api/v1/companies', { params: { order: 'rating', perPage: 20 } })).json()) as {
    items: Card[];
  };
  await expect(page.getByTestId('company-card').first().getByRole('heading')).toHaveText(api.items[0]?.name ?? '');
  const names = await page.getByTestId('company-card').getByRole('heading').allTextContents();
  expect(names).toEqual(api.items.map((c) => c.name));
  // Rated companies come first, and the first card says its rating to screen readers.
  const labels = await ratingLabels(page);
  expect(labels[0]).toMatch(/^\d(,\d)? de 5, [\d.]+ opiniones?$/);
  const firstUnrated = labels.indexOf(null);
  if (firstUnrated >= 0) expect(labels.slice(firstUnrated).every((l) => l === null)).toBe(true);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page);
    await snap(page, `ratings-best-rated-${width}`, { fullPage: false });
  }

  // The minimum rating, from the facets (a link to the URL it stands for).
  await page.setViewportSize({ width: 1280, height: 900 });
  const facets = page.getByRole('complementary', { name: 'Refinar resultados' });
  const four = facets.getByRole('checkbox', { name: /^4★ o más \(/ });
  await four.click();
  await expect(page).toHaveURL(/[?&]valoracion=4/);
  await expect(four).toHaveAttribute('aria-checked', 'true');
  // The results' total is the facet's count, both read at one moment from the page once the
  // filtered answer is in (other specs add reviews meanwhile: a count read before the click may
  // be one behind the answer after it).
  const both = () =>
    page.evaluate(() => {
      const facet = [...document.querySelectorAll('[role="checkbox"]')].find((e) => /^4★ o más \(/.test(e.textContent ?? ''));
      const count = facet?.textContent?.match(/\(([\d.]+)\)/)?.[1] ?? '?';
      return { facet: `${count} empresas encontradas`, results: document.querySelector('[data-testid="results-count"]')?.textContent };
    });
  await expect
    .poll(async () => {
      const { facet, results } = await both();
      return facet === results;
    })
    .toBe(true);
  await expect(page.getByTestId('filter-summary')).toContainText('4 estrellas o más');
  for (const label of await ratingLabels(page)) {
    expect(label).not.toBeNull();
    expect(averageOf(label as string)).toBeGreaterThanOrEqual(4);
  }
  await facets.getByText('Valoración', { exact: true }).scrollIntoViewIfNeeded();
  await snap(page, 'ratings-min-4-1280', { fullPage: false });
});

test('"Solo empresas verificadas" lists only companies with a badge, also without JavaScript', async ({ browser, page }) => {
  const api = (await (
    await page.request.get('/api/v1/companies', { params: { filter: JSON.stringify([{ verified: true }]), perPage: 20 } })
  ).json()) as {
    items: Card[];
    total: number;
  };
  // Every company the API lists has a badge valid today.
  for (const c of api.items) expect(c.badges.length).toBeGreaterThan(0);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/companies?verificadas=1&orden=rating');
  await expect(noJs.getByTestId('filter-summary')).toContainText('Verificadas');
  if (api.total > 0) {
    await expect(noJs.getByTestId('company-card')).toHaveCount(api.items.length);
    await expect(noJs.getByTestId('company-card').first().getByTestId('card-badges')).toContainText(/hasta \d\d\/\d{4}|verificad/);
  } else {
    await expect(noJs.getByTestId('company-card')).toHaveCount(0);
  }
  // The no-JS search form keeps the filter and the order with a new text.
  await noJs.getByRole('textbox', { name: '¿Qué necesitas?' }).fill('reformas');
  await noJs.getByRole('textbox', { name: '¿Qué necesitas?' }).press('Enter');
  expect(Object.fromEntries(new URL(noJs.url()).searchParams)).toMatchObject({ verificadas: '1', orden: 'rating', texto: 'reformas' });
  await context.close();
});

test('a company hidden in /admin leaves the results and its page, its owner is told, and it comes back when shown', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await createUser(request, { name: 'Rosa', lastname: 'Vidal' });
  const name = `Reformas Ocultable ${Date.now().toString(36)}`;
  const companyId = await createCompany(request, owner.tokens, name);
  await page.goto(`/companies?texto=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('company-card').filter({ hasText: name })).toHaveCount(1);

  const login = await request.post('/api/v1/auth/login', { data: MODERATOR });
  expect(login.status()).toBe(200);
  await signInWithTokens(page, await login.json());
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Empresas' }).click();
  await page.getByRole('searchbox', { name: 'Buscar empresa por nombre' }).fill(name);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const card = page.getByRole('region', { name });
  await expect(card.getByTestId('company-state')).toHaveText('Visible');
  await card.getByRole('button', { name: 'Ocultar' }).click();
  await expect(card.getByText('Indica el motivo por el que se oculta la empresa')).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page);
    await snap(page, `admin-companies-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByLabel('Motivo').fill('Datos de contacto falsos: el teléfono no es de la empresa.');
  await card.getByRole('button', { name: 'Ocultar' }).click();
  await expect(toast(page, 'Empresa ocultada')).toBeVisible();
  await expect(card.getByTestId('company-state')).toHaveText(/^Oculta desde el \d{1,2}\/\d{1,2}\/\d{4}$/);

  // Out of the results and its page (a 404, rendered on the server as well).
  await page.goto(`/companies?texto=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('results-count')).toBeVisible();
  await expect(page.getByTestId('company-card').filter({ hasText: name })).toHaveCount(0);
  const res = await page.goto(`/company/${companyId}`);
  expect(res?.status()).toBe(404);
  // The Spanish not-found page of a company (one that never existed: public-ssr.spec.ts's routes).
  await expect(page.getByRole('heading', { level: 1, name: 'Empresa no encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver todas las empresas' })).toHaveAttribute('href', '/companies');

  // The decision is in the log.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Registro de decisiones' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Ocultada');
  await expect(row).toContainText('Datos de contacto falsos');

  // Its owner still has /my-profile, with the notice.
  await signInWithTokens(page, owner.tokens);
  await page.goto('/my-profile/company');
  await expect(page.getByTestId('hidden-notice')).toContainText('Un moderador ha ocultado tu empresa');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
    await snap(page, `owner-hidden-notice-${width}`, { fullPage: false });
  }

  // Shown again: back in the results.
  await signInWithTokens(page, await (await request.post('/api/v1/auth/login', { data: MODERATOR })).json());
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Empresas' }).click();
  // Without a name, the hidden companies are listed.
  const hidden = page.getByRole('region', { name });
  await hidden.getByRole('button', { name: 'Volver a mostrar' }).click();
  await expect(toast(page, 'Empresa visible de nuevo')).toBeVisible();
  await page.goto(`/company/${companyId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
