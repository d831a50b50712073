/** Issue 11: axe on an open select list of an account screen (the profile menu is still open work). */
import { expect, test } from '@playwright/test';
import { createCompany, createUser, expectAccessible, signInWithTokens } from './support/account';

test('an open select list has no serious axe issue', async ({ page, request }) => {
  const user = await createUser(request);
  await createCompany(request, user.tokens);
  await signInWithTokens(page, user.tokens);
  await page.goto('/my-profile/company');
  await page.getByRole('combobox', { name: 'Provincia' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectAccessible(page, 'lista de provincias abierta');
});
