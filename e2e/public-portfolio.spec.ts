/** Issue 22: a company's portfolio — every photo, a keyboard-accessible lightbox, "Ver más". */
import type { Page } from '@playwright/test';
import { snap } from './helpers/public';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

type Project = { title: string; images: string[]; description: string | null };

/** The first company by completeness: the demo gives it projects. */
async function companyWithProjects(page: Page): Promise<{ id: string; projects: Project[] }> {
  const list = await page.request.get('/api/v1/companies', { params: { perPage: 20 } });
  for (const { id } of ((await list.json()) as { items: { id: string }[] }).items) {
    const d = (await (await page.request.get(`/api/v1/companies/${id}`)).json()) as { id: string; projects: Project[] };
    if (d.projects.some((p) => p.images.length > 1)) return d;
  }
  throw new Error('no demo company with projects');
}

for (const width of [375, 1280]) {
  test(`every project photo opens in a lightbox the keyboard can use, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const c = await companyWithProjects(page);
    const project = c.projects.find((p) => p.images.length > 1) as Project;
    await page.goto(`/company/${c.id}`);
    const card = page.getByTestId('project').filter({ hasText: project.title });
    const photos = card.getByRole('img');
    await expect(photos).toHaveCount(Math.min(project.images.length, 5));
    await expect(photos.first()).toHaveAttribute('alt', `${project.title}, foto 1 de ${project.images.length}`);
    // Landscape photos stay landscape (16:9), not cropped to portrait.
    const box = await photos.first().boundingBox();
    expect(box && box.width / box.height).toBeCloseTo(16 / 9, 1);
    await card.scrollIntoViewIfNeeded();
    await snap(page, `issue22-portfolio-${width}`, { fullPage: false });

    await card.getByRole('link', { name: new RegExp(`Ampliar la foto 2 de ${project.images.length}`) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The slide on screen (the lightbox keeps its neighbours ready beside it).
    const current = dialog.locator('.yarl__slide_current img');
    await expect(current).toHaveAttribute('alt', `${project.title}, foto 2 de ${project.images.length}`);
    await page.keyboard.press(project.images.length > 2 ? 'ArrowRight' : 'ArrowLeft');
    await expect(current).toHaveAttribute('alt', `${project.title}, foto ${project.images.length > 2 ? 3 : 1} de ${project.images.length}`);
    await expectNoSeriousViolations(page);
    await snap(page, `issue22-lightbox-${width}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
