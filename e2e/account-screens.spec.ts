/**
 * Every account screen at 375 px and 1280 px: no serious or critical axe violation, no
 * horizontal overflow; and, on the way (issue 11), the open profile menu, an open option list and
 * the projects' dialogs. The account specs check their flows without scanning these screens again.
 * With ACCOUNT_SHOTS=<dir> it also saves full-page screenshots to look at.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { createCompany, createUser, expectAccessible, signInWithTokens } from './support/account';
import { expect, test } from './support/test';

// Long browser flows against the real server; the machine may be busy with other suites.
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.ACCOUNT_SHOTS;
const WIDTHS = [375, 1280];

async function check(page: Page, name: string, width: number) {
  await expectAccessible(page, `${name} @${width}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} @${width} scrolls sideways`).toBeLessThanOrEqual(0);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: resolve(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

/**
 * Issue 11 on /my-profile/company: the navigation bar's open profile menu (a desktop's; a phone
 * has the drawer, public-careful-user.spec.ts) and the province's open option list.
 */
async function openMenus(page: Page, width: number) {
  if (width > 800) {
    await page.getByRole('button', { name: 'Mi Perfil' }).click();
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
    await expectAccessible(page, 'menú de perfil');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeHidden();
  }
  await page.getByRole('combobox', { name: 'Provincia' }).click();
  await expect(page.getByRole('option', { name: 'Madrid' })).toBeVisible();
  await expectAccessible(page, `lista de provincias abierta a ${width} px`);
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('public account screens', async ({ page }) => {
      for (const [name, url] of [
        ['sign-in', '/sign-in'],
        ['register', '/register'],
        ['know-me', '/know-me'],
        ['comenzar', '/comenzar'],
        ['recovery', '/users/account/recovery/token-de-prueba'],
      ] as const) {
        await page.goto(url);
        await expect(page.locator('main h1').first()).toBeVisible();
        // A link that does not work says so at once (issue 11; a used one: account-auth.spec.ts).
        if (name === 'recovery') await expect(page.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeVisible();
        await check(page, name, width);
      }
      await page.goto('/sign-in');
      await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
      await check(page, 'forgot', width);
    });

    test('rwc steps', async ({ page }) => {
      await page.goto('/rwc');
      await page.getByLabel('Nombre de la empresa').fill('Captura S.L.');
      await check(page, 'rwc-01', width);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(/\/rwc\/02$/);
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
      await check(page, 'rwc-02', width);
    });

    test('profile screens, their menus and dialogs', async ({ page, request }) => {
      // Eleven accessibility checks of whole screens: past 90 s on a loaded machine.
      test.slow();
      const user = await createUser(request);
      await signInWithTokens(page, user.tokens);
      await page.goto('/my-profile');
      await expect(page.getByRole('button', { name: 'Actualizar cambios' })).toBeVisible();
      await check(page, 'profile-no-company', width);
      await createCompany(request, user.tokens, 'Capturas Reformas');
      for (const [name, url, ready] of [
        ['profile-admin', '/my-profile', 'Actualizar cambios'],
        ['profile-company', '/my-profile/company', 'Guardar cambios'],
        ['profile-activities', '/my-profile/activities', 'Guardar cambios'],
        ['profile-notifications', '/my-profile/notifications', 'Actualizar'],
        ['profile-projects', '/my-profile/projects', 'Añadir proyecto'],
      ] as const) {
        await page.goto(url);
        await expect(page.getByRole('button', { name: ready, exact: true })).toBeVisible();
        await check(page, name, width);
        if (name === 'profile-company') await openMenus(page, width);
        // Issue 11: the screen says nothing is saved yet.
        if (name === 'profile-notifications')
          await expect(page.getByText('Las preferencias de notificación aún no se guardan')).toBeVisible();
      }
      await page.getByRole('button', { name: 'Añadir proyecto' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, 'project-dialog', width);

      // Issue 11: the dialogs of a listed project. (Not the option lists of every select: Mantine's
      // scroll area there trips axe's scrollable-region-focusable, and a focusable viewport trips
      // aria-required-children; left for a theme-wide decision shared with the searcher.)
      const project = await request.post('/api/v1/projects', {
        headers: { Authorization: `Bearer ${user.tokens.token}` },
        data: { id: crypto.randomUUID(), project: { title: 'Reforma de cocina en Chamberí' } },
      });
      expect(project.status(), await project.text()).toBe(200);
      await page.goto('/my-profile/projects');
      await page.getByRole('button', { name: 'Eliminar: Reforma de cocina en Chamberí' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `delete project dialog @${width}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('button', { name: 'Editar: Reforma de cocina en Chamberí' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `edit project dialog @${width}`);
    });
  });
}
