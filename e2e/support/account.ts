/** Helpers for the account specs: users and companies made through the API, sessions in the browser. */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

export type Tokens = { token: string; refresh_token: string };
export const PASSWORD = 'Segura123';

let counter = 0;
/** A unique e-mail per call so specs can share one server and run in any order. */
export function uniqueEmail(prefix = 'admin'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@ejemplo.es`;
}

export async function createUser(
  request: APIRequestContext,
  user: { email?: string; name?: string; lastname?: string; password?: string } = {},
) {
  const body = {
    id: randomUUID(),
    name: user.name ?? 'Lucía',
    lastname: user.lastname ?? 'Martín Pérez',
    email: user.email ?? uniqueEmail(),
    password: user.password ?? PASSWORD,
  };
  const res = await request.post('/api/v1/users', { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return { ...body, tokens: (await res.json()) as Tokens };
}

async function firstItem<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok()).toBeTruthy();
  const { items } = (await res.json()) as { items: T[] };
  return items[0];
}

/** A company for the given user, built from the seeded reference data. */
export async function createCompany(request: APIRequestContext, tokens: Tokens, name = 'Reformas Prueba') {
  const main = await firstItem<{ id: number }>(request, '/api/v1/activities?companyType=1&main=true');
  const sub = await firstItem<{ id: number }>(request, `/api/v1/activities?companyType=1&parent=${main.id}`);
  const city = await firstItem<{ id: number }>(request, '/api/v1/cities?province=28&perPage=5');
  const id = randomUUID();
  const res = await request.post('/api/v1/companies', {
    headers: { Authorization: `Bearer ${tokens.token}` },
    data: {
      id,
      name,
      fullName: name,
      type: 1,
      cif: 'B12345678',
      description: 'Empresa creada por las pruebas.',
      address: { address: 'Calle Mayor 1', zipcode: '28013', province: 28, city: city.id, country: 'España' },
      contact: { email: 'contacto@prueba.es', phone: '600123123', website: 'prueba.es' },
      networks: [{ name: 'instagram', url: 'instagram.com/prueba' }],
      area: { min: 50, max: 500 },
      budget: { min: 50000, max: 250000 },
      employees: 1,
      activities: [sub.id],
      cities: [28],
      buildings: [1],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return id;
}

/**
 * Starts a browser session the way the app does: the token pair in local storage. Written from
 * /robots.txt, a plain-text answer of the same origin: a page of the app would be loaded and
 * hydrated for nothing (the test goes to its own page next), over a second on a loaded machine.
 */
export async function signInWithTokens(page: Page, tokens: Tokens) {
  await page.goto('/robots.txt');
  await page.evaluate((t) => {
    localStorage.setItem('token', t.token);
    localStorage.setItem('refresh', t.refresh_token);
  }, tokens);
}

/** Fails on serious or critical axe violations. */
export async function expectAccessible(page: Page, label: string) {
  // Check the settled screen, not a loading state.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await expectNoSeriousViolations(page, label);
}

/** The success or error toast with this text. */
export const toast = (page: Page, text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** Chooses an option of a Mantine Select by its label, typing to filter long lists. */
export async function pickOption(page: Page, label: string | RegExp, option: string | RegExp, search?: string) {
  const input = page.getByRole('combobox', { name: label, exact: typeof label === 'string' });
  await input.click();
  if (search) await input.fill(search);
  const choice = page.getByRole('option', { name: option, exact: typeof option === 'string' }).first();
  // The list is hidden while its field is out of view (Mantine's floating dropdown), and a field
  // low on the screen can be scrolled away while options load: bring the field back, then choose.
  await input.scrollIntoViewIfNeeded();
  await expect(choice).toBeVisible();
  await choice.click();
}

/**
 * /rwc's "Función" step with a minimum area above the maximum: marked once the maximum is left,
 * "Siguiente" stays on the step (toast, the error, focus on the minimum), `whileStopped` runs
 * there (a screenshot), then a valid maximum clears the error. The caller goes on with "Siguiente".
 */
export async function minAboveMaxStopsFunction(page: Page, whileStopped?: () => Promise<void>) {
  const message = 'La superficie mínima no puede ser mayor a la máxima.';
  const error = page.locator('.mantine-InputWrapper-error', { hasText: message });
  const maximum = page.getByRole('combobox', { name: 'Superficie máxima (m²)' });
  await pickOption(page, 'Superficie mínima (m²)', '5.000');
  await pickOption(page, 'Superficie máxima (m²)', '100');
  // Marked once the maximum is left (errors show after touch; the maximum re-checks the minimum).
  await maximum.blur();
  await expect(error).toBeVisible();
  await pickOption(page, 'Importe mínimo del proyecto (€)', '50.000');
  await pickOption(page, 'Importe máximo del proyecto (€)', '500.000');
  await pickOption(page, 'Número de empleados', 'De 6 a 10 empleados');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(toast(page, message)).toBeVisible();
  await expect(error).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Superficie mínima (m²)' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Finalizar' })).toHaveCount(0);
  await whileStopped?.();
  // Fixing the maximum clears the error and the section advances.
  await pickOption(page, 'Superficie máxima (m²)', '10.000');
  await maximum.blur();
  await expect(error).toHaveCount(0);
}
