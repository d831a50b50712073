/**
 * Issue 22, "Slow moments": a project saved with two photos answers once the photos are stored;
 * their smaller copies are made by a job afterwards. Whether or not the job has run yet, the
 * owner's list and the public portfolio show every photo loaded (a copy not made yet is the photo
 * itself), with no serious axe issue, at 375 and 1280 px.
 */
import type { Page } from '@playwright/test';
import { snap } from './helpers/public';
import { createCompany, createUser, expectAccessible, signInWithTokens, toast } from './support/account';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

test.describe.configure({ timeout: 120_000 });

/** A 1600 × 1000 JPEG drawn in the page (gradient and shapes), as a file to upload. */
async function photo(page: Page, hue: number): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dataUrl = await page.evaluate((h) => {
    const c = document.createElement('canvas');
    c.width = 1600;
    c.height = 1000;
    const g = c.getContext('2d') as CanvasRenderingContext2D;
    const grad = g.createLinearGradient(0, 0, 1600, 1000);
    grad.addColorStop(0, `hsl(${h}, 45%, 75%)`);
    grad.addColorStop(1, `hsl(${h + 90}, 40%, 35%)`);
    g.fillStyle = grad;
    g.fillRect(0, 0, 1600, 1000);
    g.fillStyle = `hsl(${h + 180}, 30%, 50%)`;
    g.fillRect(300, 400, 600, 500);
    return c.toDataURL('image/jpeg', 0.85);
  }, hue);
  return { name: `obra-${hue}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

/** Every image of the locator has loaded with real pixels. */
async function allLoaded(page: Page, selector: string, count: number) {
  await expect(page.locator(selector)).toHaveCount(count);
  await page.locator(selector).last().scrollIntoViewIfNeeded();
  await expect
    .poll(() => page.$$eval(selector, (imgs) => (imgs as HTMLImageElement[]).every((i) => i.complete && i.naturalWidth > 0)))
    .toBe(true);
}

for (const width of [375, 1280]) {
  test(`a project saved with two photos shows both at once, to its owner and on the company page, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const user = await createUser(request);
    const companyId = await createCompany(request, user.tokens, `Reformas Fotos ${Date.now().toString(36)}`);
    await signInWithTokens(page, user.tokens);
    await page.goto('/my-profile/projects');
    const files = [await photo(page, 20), await photo(page, 200)];

    await page.getByRole('button', { name: 'Añadir proyecto' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Título' }).fill('Reforma de cocina en Chamberí');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Añadir fotos' }).click();
    await (await chooser).setFiles(files);
    await expect(dialog.getByRole('img', { name: 'Fotos 2' })).toBeVisible();
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/projects'));
    await dialog.getByRole('button', { name: 'Guardar proyecto' }).click();
    expect((await saved).status()).toBe(200);
    await expect(toast(page, 'Proyecto guardado')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reforma de cocina en Chamberí' })).toBeVisible();
    await allLoaded(page, 'main img[src^="/uploads/companies/"]', 1);
    await expectAccessible(page, `/my-profile/projects with photos @${width}`);
    await snap(page, `issue22-my-profile-projects-${width}`);

    await page.goto(`/company/${companyId}`);
    const card = page.getByTestId('project').filter({ hasText: 'Reforma de cocina en Chamberí' });
    await expect(card.getByRole('img')).toHaveCount(2);
    await expect(card.getByRole('img').first()).toHaveAttribute('alt', 'Reforma de cocina en Chamberí, foto 1 de 2');
    await allLoaded(page, '[data-testid="project"] img', 2);
    await expectNoSeriousViolations(page);
    await card.scrollIntoViewIfNeeded();
    await snap(page, `issue22-company-portfolio-${width}`, { fullPage: false });
  });
}
