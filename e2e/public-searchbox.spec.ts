import type { Page } from '@playwright/test';
import { apiTotal, expectNoHorizontalOverflow, snap, spanishCount, storedFilter } from './helpers/public';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

/** The «¿Qué necesitas?» box (issue 10), against the real API's `GET /suggest`. */
const box = (page: Page) => page.getByRole('search', { name: '¿Qué necesitas?' }).getByLabel('¿Qué necesitas?');

/** Moves down the suggestions with the arrow key until the named one is the active one. */
async function arrowTo(page: Page, name: RegExp) {
  const combo = page.getByRole('combobox', { name: '¿Qué necesitas?' });
  const target = page.getByRole('option', { name });
  await expect(target).toBeVisible();
  const id = await target.getAttribute('id');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('ArrowDown');
    if ((await combo.getAttribute('aria-activedescendant')) === id) return;
  }
  throw new Error(`${name} never became the active option`);
}

test.describe('«¿Qué necesitas?» box', () => {
  test('typing "fontan" suggests Fontanería; choosing it with the keyboard opens the filtered results', async ({ page }) => {
    await page.goto('/');
    // `goto` waits for hydration; typing before it is covered by the component test (what-box.test.tsx).
    await box(page).focus();
    await page.keyboard.type('fontan');
    const combo = page.getByRole('combobox', { name: '¿Qué necesitas?' });
    await expect(combo).toBeFocused();
    await expect(combo).toHaveValue('fontan');
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: '¿Qué necesitas?' });
    await expect(listbox.getByRole('group', { name: 'Especialidades' })).toBeVisible();
    await expect(listbox.getByRole('option', { name: /^Fontanería, .+, especialidad$/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    await snap(page, 'searchbox-home-1280', { fullPage: false });

    await arrowTo(page, /^Fontanería, /);
    await page.keyboard.press('Enter');
    // The results URL of the filter (issue 9's shared format): activity and sub-activity.
    await expect(page).toHaveURL(/\/companies\?actividad=\d+&sub=\d+$/);
    const filter = (await storedFilter(page)) as { parent?: number; activities?: number[] };
    expect(filter.parent).toEqual(expect.any(Number));
    expect(filter.activities).toHaveLength(1);
    const total = await apiTotal(page, filter);
    await expect(page.getByTestId('results-count')).toHaveText(
      `${spanishCount(total)} ${total === 1 ? 'empresa encontrada' : 'empresas encontradas'}`,
    );
    await expect(page.getByTestId('filter-summary')).toContainText('Fontanería');
    await snap(page, 'searchbox-results-1280');
  });

  test('Enter on free text searches it on the results page, and Escape closes the list', async ({ page }) => {
    await page.goto('/');
    // `goto` waits for hydration; typing before it is covered by the component test (what-box.test.tsx).
    await box(page).focus();
    await page.keyboard.type('sevill');
    const combo = page.getByRole('combobox', { name: '¿Qué necesitas?' });
    await expect(page.getByRole('option', { name: 'Sevilla, provincia' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/companies\?texto=sevill$/);
    await expect(page.getByTestId('results-count')).toHaveText(/empresas? encontradas?/);
    await expect(box(page)).toHaveValue('sevill');
  });

  test('at 375 px the box and its suggestions fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    // `goto` waits for hydration; typing before it is covered by the component test (what-box.test.tsx).
    await box(page).focus();
    await page.keyboard.type('reforma');
    await expect(page.getByRole('listbox', { name: '¿Qué necesitas?' }).getByRole('option').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, 'searchbox-home-375', { fullPage: false });
    await arrowTo(page, /^Reformas integrales, actividad$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/companies\?actividad=\d+$/);
    expect(await storedFilter(page)).toEqual({ parent: expect.any(Number) });
    await expectNoHorizontalOverflow(page);
    await snap(page, 'searchbox-results-375');
  });
});
