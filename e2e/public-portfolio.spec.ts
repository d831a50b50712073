/** Issue 22: a company's portfolio — every photo, a keyboard-accessible lightbox, "Ver más". */
import { snap } from './helpers/public';
import { companyWithProjects, type DemoProject as Project } from './helpers/ssr';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

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
