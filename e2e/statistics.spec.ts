/**
 * Statistics (issue 20): a visit to a company's page, made by the test, shows in the company's
 * chart and table at /my-profile/estadisticas; a company nobody has seen gets the empty state.
 * The screen passes axe at 375 and 1280 px.
 */
import { expectNoHorizontalOverflow, snap } from './helpers/public';
import { createCompany, createUser, signInWithTokens } from './support/account';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

test('a view of the company page shows in its statistics chart and table', async ({ page, request }) => {
  test.slow();
  const owner = await createUser(request, { name: 'Marta', lastname: 'Roig' });
  const companyId = await createCompany(request, owner.tokens, 'Reformas Estadística');

  // A visitor opens the company page (rendered on the server): one view, counted without cookies.
  await page.goto(`/company/${companyId}`);
  await expect(page.getByRole('heading', { name: 'Reformas Estadística', level: 1 })).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).toEqual([]);

  // The owner reads it from Mi perfil → Estadísticas.
  await signInWithTokens(page, owner.tokens);
  await page.goto('/my-profile');
  await page
    .getByRole('navigation', { name: /perfil/i })
    .getByRole('link', { name: 'Estadísticas' })
    .click();
  await expect(page).toHaveURL(/\/my-profile\/estadisticas$/);
  await expect(page.getByRole('heading', { name: 'Estadísticas', level: 2 })).toBeVisible();
  const table = page.getByTestId('statistics-table');
  const thisWeek = table.locator('tbody tr').last();
  await expect(thisWeek.locator('[data-series="views"]')).toHaveText('1');
  await expect(page.getByTestId('statistics-summary')).toContainText('1 visita a tu página, 0 apariciones en resultados y 0 contactos');
  // The chart draws the week's view as a bar (recharts' rectangle, only for a non-zero value).
  const audience = page.getByRole('figure', { name: 'Visitas y apariciones' });
  await expect(audience.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  await expect(audience.getByText('Visitas a tu página').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await snap(page, 'statistics-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(thisWeek.locator('[data-series="views"]')).toHaveText('1');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousViolations(page);
  await snap(page, 'statistics-375');
});

test('a company nobody has seen gets the empty state', async ({ page, request }) => {
  const owner = await createUser(request, { name: 'Pau', lastname: 'Serra' });
  await createCompany(request, owner.tokens, 'Reformas Sin Visitas');
  await signInWithTokens(page, owner.tokens);
  await page.goto('/my-profile/estadisticas');
  await expect(page.getByTestId('statistics-empty')).toContainText('Todavía no hay datos');
  await expect(page.locator('.recharts-surface')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousViolations(page);
  await snap(page, 'statistics-empty-375');
});

test('the demo owner of README "Demo" sees a demo inbox and demo statistics', async ({ page, request }) => {
  const login = await request.post('/api/v1/auth/login', { data: { email: 'demo@cimenta.es', password: 'CimentaDemo2026' } });
  expect(login.status(), await login.text()).toBe(200);
  await signInWithTokens(page, await login.json());
  await page.goto('/my-profile/solicitudes');
  await expect(page.getByTestId('inbox-item')).toHaveCount(10);
  await page.goto('/my-profile/estadisticas');
  await expect(page.getByTestId('statistics-summary')).toBeVisible();
  const received = page.getByRole('figure', { name: 'Contactos, solicitudes y respuestas' });
  await expect(received).toContainText('Solicitudes de presupuesto: 7.');
  await expect(received).toContainText('Respuestas: 4.');
  await snap(page, 'statistics-demo-owner-1280');
});
