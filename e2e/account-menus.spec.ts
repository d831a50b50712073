/** Issue 11: axe on the open profile menu and on open option lists, at 375 and 1280 px. */
import { createCompany, createUser, expectAccessible, signInWithTokens } from './support/account';
import { expect, test } from './support/test';

for (const width of [375, 1280]) {
  test(`at ${width} px the open profile menu and an open option list have no serious axe issue`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const user = await createUser(request);
    await createCompany(request, user.tokens);
    await signInWithTokens(page, user.tokens);
    await page.goto('/my-profile/company');
    const province = page.getByRole('combobox', { name: 'Provincia' });
    await expect(province).toBeVisible();

    if (width > 800) {
      await page.getByRole('button', { name: 'Mi Perfil' }).click();
      await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
      await expectAccessible(page, 'menú de perfil');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeHidden();
    }

    await province.click();
    await expect(page.getByRole('option', { name: 'Madrid' })).toBeVisible();
    await expectAccessible(page, `lista de provincias abierta a ${width} px`);
  });
}
