/**
 * Every account screen at 375 px and 1280 px: no serious or critical axe violation, no
 * horizontal overflow. With ACCOUNT_SHOTS=<dir> it also saves full-page screenshots to look at.
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

    test('profile screens', async ({ page, request }) => {
      // Six accessibility checks of whole screens: past 90 s on a loaded machine.
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
      }
      await page.getByRole('button', { name: 'Añadir proyecto' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, 'project-dialog', width);
    });
  });
}
