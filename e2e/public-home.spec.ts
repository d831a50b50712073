import { expectNoHorizontalOverflow, scrollThrough, snap, storedFilter } from './helpers/public';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

test.describe('home', () => {
  test('shows every block of the home page', async ({ page }) => {
    await page.goto('/');
    // Its own title (issue 9), with the brand first.
    await expect(page).toHaveTitle(/^Cimenta · /);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Logged out, the bar's entries lead to sign-in, the free trial and "Conoce Cimenta".
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Inicia Sesión' })).toHaveAttribute('href', '/sign-in');
    await expect(header.getByRole('link', { name: 'Prueba gratis' })).toHaveAttribute('href', '/comenzar');
    await expect(header.getByRole('link', { name: 'Conoce Cimenta' })).toHaveAttribute('href', '/know-me');
    // The bar becomes fixed after 50 px of scroll; back at the top for the blocks below.
    await expect(header).not.toHaveAttribute('data-fixed');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-fixed', 'true');
    await expect(header.getByRole('link', { name: 'Inicia Sesión' })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));

    // Searcher in the hero: "Todas" (selected: no type is chosen for the visitor), then one tab per company type.
    const searcher = page.getByRole('region', { name: 'Buscar empresas' });
    await expect(searcher.getByRole('tab')).toHaveCount(5);
    await expect(searcher.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
    await expect(searcher.getByText('Selecciona una actividad para poder completar este campo')).toBeVisible();

    // Three steps.
    await expect(page.getByRole('heading', { name: 'Descubre. Decide. Conecta.' })).toBeVisible();
    for (const step of ['Busca', 'Decide', 'Conecta']) await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();

    // Featured companies by city: allowed cities only, up to 4 cards, 'Ver todas' and 'Otras'.
    const featured = page.getByRole('region', { name: 'Descubre empresas cerca de ti' });
    const cityTabs = featured.getByRole('tab');
    await expect(cityTabs.first()).toHaveText('Madrid');
    const cities = await cityTabs.allTextContents();
    for (const c of cities) expect(['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Zaragoza']).toContain(c);
    await expect(featured.getByTestId('company-card').first()).toBeVisible();
    expect(await featured.getByTestId('company-card').count()).toBeLessThanOrEqual(4);
    await expect(featured.getByText('Ver todas')).toBeVisible();
    await expect(featured.getByText('Otras')).toBeVisible();
    // Choosing a city reloads its companies.
    const firstMadrid = await featured.getByTestId('company-card').first().textContent();
    await cityTabs.filter({ hasText: 'Barcelona' }).click();
    await expect(featured.getByTestId('company-card').first()).not.toHaveText(firstMadrid ?? '');

    // Most searched services with child counts, and 'Todos los servicios'.
    const services = page.getByRole('region', { name: 'Servicios más buscados' });
    await expect(services.getByText(/\d+ servicios/).first()).toBeVisible();
    await expect(services.getByRole('link', { name: 'Todos los servicios' })).toHaveAttribute('href', '/companies');

    // Offers, banners, strip.
    await expect(page.getByRole('heading', { name: 'Prueba gratis Cimenta' })).toBeVisible();
    await expect(page.getByTestId('join-banner')).toBeVisible();
    await expect(page.getByText('empresas registradas')).toBeVisible();
    await expect(page.getByRole('heading', { name: '¿Quieres tomar la decisión correcta?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Encontrar la empresa' })).toBeVisible();

    // Testimonials: 3 slides with arrows (loaded when scrolled near).
    await page.getByRole('heading', { name: '¿Quieres tomar la decisión correcta?' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 800);
    const testimonials = page.getByTestId('testimonials');
    await expect(testimonials).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lo que opinan de nosotros' })).toBeVisible();
    await expect(testimonials.locator('blockquote')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Opinión siguiente' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opinión anterior' })).toBeVisible();

    // FAQ and the newsletter box, which makes no call.
    await page.mouse.wheel(0, 3000);
    await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) calls.push(r.url());
    });
    await page.getByLabel('Correo electrónico').fill('ana@example.com');
    await page.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(
      page.getByText('Gracias por tu interés. El boletín aún no está disponible: no hemos guardado tu correo ni te escribiremos.'),
    ).toBeVisible();
    expect(calls).toEqual([]);

    // Footer: city quick searches, contact mail, three legal PDFs.
    const footer = page.getByRole('contentinfo');
    for (const city of ['Madrid', 'Barcelona', 'Valencia', 'Murcia', 'Zaragoza'])
      await expect(footer.getByRole('link', { name: `Reformas en ${city}` })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'hola@cimenta.es' })).toHaveAttribute('href', 'mailto:hola@cimenta.es');
    for (const name of ['Política de privacidad', 'Aviso legal', 'Términos de uso']) {
      const href = await footer.getByRole('link', { name }).getAttribute('href');
      const res = await page.request.get(href ?? '');
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/pdf');
      expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  test('logged in: "Mi Perfil" menu with "Cerrar sesión", no join banner; logout clears storage', async ({ page }) => {
    const email = `home-${Date.now()}@example.com`;
    const res = await page.request.post('/api/v1/users', {
      data: { name: 'Ana', lastname: 'García', email, password: 'Secreta123' },
      headers: { 'api-language': 'es' },
    });
    expect(res.ok()).toBeTruthy();
    const pair = (await res.json()) as { token: string; refresh_token: string };
    await page.goto('/');
    await page.evaluate((p) => {
      localStorage.setItem('token', p.token);
      localStorage.setItem('refresh', p.refresh_token);
      localStorage.setItem('type', '2');
    }, pair);
    await page.reload();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Inicia Sesión' })).toHaveCount(0);
    // Hidden by CSS while a session is stored (boot.js marks <html data-session>), with no script.
    await expect(page.getByTestId('join-banner')).toBeHidden();
    await header.getByRole('button', { name: 'Mi Perfil' }).click();
    await expect(page.getByRole('menuitem', { name: 'Mi Perfil' })).toHaveAttribute('href', '/my-profile');
    // Clicking outside closes the menu.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeHidden();
    await header.getByRole('button', { name: 'Mi Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(header.getByRole('link', { name: 'Inicia Sesión' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('type'))).toBeNull();
  });

  test('the phone menu offers the same entries', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Conoce Cimenta' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Prueba gratis' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Explorar empresas' }).click();
    await drawer.getByRole('link', { name: 'Todas las empresas' }).click();
    await expect(page).toHaveURL(/\/companies$/);
    await expect(drawer).toBeHidden();
  });

  test('has no serious accessibility issue, at 1280 and 375 px, and clears a saved filter on load', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Descubre empresas cerca de ti' }).getByTestId('company-card').first()).toBeVisible();
    await scrollThrough(page);
    await expect(page.getByTestId('testimonials')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await snap(page, 'home-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    // The home clears a saved filter on load.
    await page.evaluate(() => localStorage.setItem('filter', JSON.stringify({ type: 1, provinceName: 'Madrid' })));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Buscar empresas' })).toBeVisible();
    await expect.poll(() => storedFilter(page)).toBeNull();
    await scrollThrough(page);
    await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page);
    await snap(page, 'home-375');
  });
});
