/**
 * Issue 22: forms and links that work before hydration and without JavaScript. The contact form
 * posts (never a GET with personal data in the URL) to a route that answers a page; the «¿Qué
 * necesitas?» box is a GET form of /companies; pages and facet values are links; the account
 * screens say in Spanish that they need JavaScript.
 */
import type { Page } from '@playwright/test';
import { snap } from './helpers/public';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

async function someCompany(page: Page): Promise<{ id: string; name: string }> {
  const res = await page.request.get('/api/v1/companies', { params: { perPage: 1, order: 'name' } });
  const { items } = (await res.json()) as { items: { id: string; name: string }[] };
  if (!items[0]) throw new Error('no companies seeded');
  return items[0];
}

const WIDTHS = [375, 1280] as const;

/**
 * axe needs the page's scripts (it hangs with JavaScript off): the pages seen without it are checked
 * in a page with scripts, from their HTML as the server sent it (`<noscript>` unwrapped, scripts out),
 * served from the server's own origin so its stylesheets load as they would (from `about:blank`
 * the cross-origin stylesheets are refused and only the inlined CSS applies: not what anyone sees).
 */
async function axeOnHtml(page: Page, html: string) {
  const plain = html.replace(/<\/?noscript>/g, '').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const url = `${test.info().project.use.baseURL}/__axe-sin-javascript`;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: plain }));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // The frame's own goto: the specs' `page.goto` waits for a hydration these script-free copies never do.
    await page.mainFrame().goto(url);
    await expectNoSeriousViolations(page);
  }
  await page.unroute(url);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts, confirms on the company page and keeps personal data out of the URL', async ({ page }) => {
    const c = await someCompany(page);
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto(`/company/${c.id}`);
    const form = page.getByRole('region', { name: 'Contacta con la empresa' });
    await form.getByRole('textbox', { name: 'Nombre' }).fill('Marta Ruiz');
    await form.getByRole('textbox', { name: /Correo electrónico/ }).fill('marta.nojs@example.es');
    await form.getByRole('textbox', { name: /Mensaje/ }).fill('Quiero presupuesto para cambiar el tejado.');
    await form.getByRole('checkbox', { name: /He leído y acepto/ }).check();
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${c.id}\\?contacto=enviado#contacto$`));
    await expect(page.getByRole('status').filter({ hasText: 'Tu mensaje se ha enviado a la empresa' })).toBeVisible();
    for (const u of urls) expect(u).not.toMatch(/marta|example\.es|tejado/i);
  });

  test('a refused message comes back on a Spanish page with what was typed, and can be sent again', async ({ page }) => {
    const c = await someCompany(page);
    await page.goto(`/company/${c.id}`);
    const form = page.getByRole('region', { name: 'Contacta con la empresa' });
    await form.getByRole('textbox', { name: 'Nombre' }).fill('Marta Ruiz');
    await form.getByRole('textbox', { name: /Correo electrónico/ }).fill('marta-sin-arroba');
    await form.getByRole('textbox', { name: /Mensaje/ }).fill('Cambiar el tejado.');
    const [res] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), form.getByRole('button').click()]);
    expect(res.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'No hemos podido enviar tu mensaje' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Introduce un correo electrónico válido');
    await expect(page.getByRole('textbox', { name: /Mensaje/ })).toHaveValue('Cambiar el tejado.');
    // Sent without the box ticked: the page asks for it, and the browser will not send again without it.
    await expect(page.getByRole('alert')).toContainText('Debes aceptar la política de privacidad');
    await page.getByRole('checkbox', { name: /He leído y acepto/ }).check();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await snap(page, `issue22-contact-error-${width}`);
    }
    await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('marta@example.es');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page).toHaveURL(/\?contacto=enviado#contacto$/);
    await expect(page.getByRole('heading', { level: 1, name: c.name })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await snap(page, `issue22-contact-sent-${width}`, { fullPage: false });
    }
  });

  test('«¿Qué necesitas?» searches /companies?texto=…, and on the results keeps the filters in force', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: '¿Qué necesitas?' }).first().fill('tejado');
    await page.getByRole('textbox', { name: '¿Qué necesitas?' }).first().press('Enter');
    await expect(page).toHaveURL(/\/companies\?texto=tejado$/);
    await expect(page.getByTestId('results-count')).toHaveText(/\d+ empresas? encontradas?/);

    await page.goto('/companies?tipo=2&provincia=Madrid');
    await page.getByRole('textbox', { name: '¿Qué necesitas?' }).fill('baño');
    await page.getByRole('textbox', { name: '¿Qué necesitas?' }).press('Enter');
    // The filters in force are kept (their order in the URL is the form's, not part of the promise).
    await expect(page).toHaveURL(/\/companies\?.*texto=ba%C3%B1o/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ tipo: '2', provincia: 'Madrid', texto: 'baño' });
  });

  test('results pages and facet values are links to the URLs they stand for', async ({ page }) => {
    await page.goto('/companies');
    const first = await page.getByTestId('company-card').first().getByRole('heading').textContent();
    await page.getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/\/companies\?pagina=2$/);
    await expect(page.getByTestId('company-card').first().getByRole('heading')).not.toHaveText(first ?? '');
    await page.getByRole('link', { name: 'Página siguiente' }).click();
    await expect(page).toHaveURL(/\/companies\?pagina=3$/);

    const facets = page.getByRole('complementary', { name: 'Refinar resultados' });
    const madrid = facets.getByRole('checkbox', { name: /^Madrid \(/ });
    await expect(madrid).toHaveAttribute('aria-checked', 'false');
    await madrid.click();
    await expect(page).toHaveURL(/\/companies\?provincia=Madrid$/);
    await expect(facets.getByRole('checkbox', { name: /^Madrid \(/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('results-count')).toHaveText(/\d+ empresas? encontradas?/);
    await snap(page, 'issue22-facet-links-1280', { fullPage: false });
  });

  test('the account screens say in Spanish that they need JavaScript', async ({ page }) => {
    for (const path of ['/sign-in', '/register', '/rwc/01', '/my-profile', '/users/account/recovery/abc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Esta pantalla necesita JavaScript' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'buscar empresas' })).toHaveAttribute('href', '/companies');
    }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await snap(page, `issue22-noscript-${width}`, { fullPage: false });
    }
    // Not on the public pages, which work without it.
    await page.goto('/companies');
    await expect(page.getByText('Esta pantalla necesita JavaScript')).toBeHidden();
  });

  test('/accesibilidad reads without JavaScript and states what does not work without it', async ({ page }) => {
    await page.goto('/accesibilidad');
    await expect(page.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Limitaciones conocidas' })).toBeVisible();
    await expect(page.getByText(/^Sin JavaScript no funcionan las sugerencias mientras escribes/)).toBeVisible();
    await expect(page.getByText(/se pueden leer y navegar aunque JavaScript no esté disponible/)).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await snap(page, `issue22-accesibilidad-no-js-${width}`, { fullPage: false });
    }
  });
});

test.describe('with JavaScript', () => {
  // axe over four pages at two widths: on a machine busy with other suites it outlasts 90 s.
  test.describe.configure({ timeout: 180_000 });
  test('removing a "Hemos entendido" chip leaves the text in force in the box', async ({ page }) => {
    await page.goto('/companies?texto=tejado+goteras+bilbao');
    await page.getByRole('button', { name: 'Quitar «Bilbao» de la búsqueda' }).click();
    await expect(page).toHaveURL(/texto=tejado\+goteras$/);
    const box = page.getByRole('textbox', { name: '¿Qué necesitas?' }).or(page.getByRole('combobox', { name: '¿Qué necesitas?' }));
    await expect(box).toHaveValue('tejado goteras');
    await box.press('Enter');
    await expect(page).toHaveURL(/texto=tejado\+goteras$/);
  });

  test("axe: /accesibilidad, the contact error page and the account screens' message as sent without JavaScript, and the facet links, at 375 and 1280 px", async ({
    page,
  }) => {
    await axeOnHtml(page, await (await page.request.get('/accesibilidad')).text());
    const c = await someCompany(page);
    const refused = await page.request.post(`/company/${c.id}/contacto`, { form: { name: 'A', email: 'no', message: '' } });
    expect(refused.status()).toBe(400);
    await axeOnHtml(page, await refused.text());
    await axeOnHtml(page, await (await page.request.get('/sign-in')).text());
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/companies?provincia=Madrid');
      if (width === 375) await page.getByRole('button', { name: 'Refinar resultados' }).click();
      await expect(page.getByRole('checkbox', { name: /^Madrid \(/ })).toHaveAttribute('aria-checked', 'true');
      await expectNoSeriousViolations(page);
      await snap(page, `issue22-facets-${width}`, { fullPage: false });
    }
  });
});
