import type { Page } from '@playwright/test';
import { createCompany, createUser, expectAccessible, PASSWORD, pickOption, signInWithTokens, toast } from './support/account';
import { expect, test } from './support/test';

// Long browser flows against the real server; the machine may be busy with other suites.
test.describe.configure({ timeout: 120_000 });

// A real 48×48 PNG, small enough to upload quickly.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwQnAFNZRNhNLuo9LKqAh8OBZ86t7zj+Yh0Kh8tCkLOf4GTCGQuWhSVnOITQDLRQqD03KgkMBxqqOKdeYH72fZjPQQqHy0KQsOBRgrOrYp1F4AUCvh4gIvY4XAAAAAElFTkSuQmCC',
  'base64',
);

async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

async function withCompany(page: Page, request: Parameters<typeof createUser>[0]) {
  const user = await createUser(request);
  const companyId = await createCompany(request, user.tokens, `Reformas ${Date.now().toString(36)}`);
  await signInWithTokens(page, user.tokens);
  return { user, companyId };
}

test("a cold /my-profile asks for the profile once, from its own HTML's inline script under the CSP (issue 22)", async ({
  browser,
  request,
}) => {
  const user = await createUser(request, { name: 'Temprana' });
  // A new context: nothing cached, the tokens stored before the page's first script.
  const context = await browser.newContext();
  await context.addInitScript((t) => {
    localStorage.setItem('token', t.token);
    localStorage.setItem('refresh', t.refresh_token);
    // Which script asked: an inline script is `document.currentScript` while it runs; a module
    // (the app's own fallback request) never is.
    const asked: { url: string; inline: boolean }[] = [];
    Object.assign(window, { __asked: asked });
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const script = document.currentScript as HTMLScriptElement | null;
      asked.push({ url: String(input), inline: Boolean(script && !script.src) });
      return fetch(input, init);
    };
  }, user.tokens);
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  await page.goto('/my-profile');
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Temprana');
  const asked = await page.evaluate(() => (window as unknown as { __asked: { url: string; inline: boolean }[] }).__asked);
  expect(asked.filter((a) => a.url.endsWith('/api/v1/users'))).toEqual([{ url: '/api/v1/users', inline: true }]);
  expect(refused).toEqual([]);
  await context.close();
});

test('admin data and password: validation, success toasts, new password works', async ({ page, request }) => {
  const user = await createUser(request);
  await signInWithTokens(page, user.tokens);
  // This screen, and the others of this spec as they open, are scanned by axe at 375 and 1280 px
  // in account-screens.spec.ts.
  await page.goto('/my-profile');
  await expect(page.getByText('La contraseña debe tener como mínimo ocho caracteres')).toBeVisible();

  const name = page.getByRole('textbox', { name: 'Nombre', exact: true });
  await expect(name).toHaveValue(user.name);
  await name.fill('');
  await name.blur();
  await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
  await name.fill('Lucía Elena');
  await page.getByRole('button', { name: 'Actualizar cambios' }).click();
  await expect(toast(page, 'Perfil actualizado con exito')).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue('Lucía Elena');

  await page.getByRole('textbox', { name: 'Contraseña actual' }).fill('Equivocada1');
  await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('Cambiada77');
  await page.getByRole('textbox', { name: 'Confirmar nueva contraseña' }).fill('Cambiada77');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(toast(page, 'La contraseña actual no es correcta')).toBeVisible();
  await page.getByRole('textbox', { name: 'Contraseña actual' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(toast(page, 'Su contraseña fue actualizada')).toBeVisible();

  const login = await request.post('/api/v1/auth/login', { data: { email: user.email, password: 'Cambiada77' } });
  expect(login.status()).toBe(200);
});

test('company data: only changed fields are sent, https display, logo upload and delete, 5 MB limit', async ({ page, request }) => {
  const { companyId } = await withCompany(page, request);
  await page.goto('/my-profile/company');
  await expect(page.getByRole('textbox', { name: 'País' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Sitio web' })).toHaveValue('https://prueba.es');
  await expect(page.getByRole('textbox', { name: 'Instagram' })).toHaveValue('https://instagram.com/prueba');

  await page.getByRole('textbox', { name: 'Teléfono' }).fill('');
  await page.getByRole('textbox', { name: 'Teléfono' }).blur();
  await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('910000000');
  await page.getByRole('textbox', { name: 'Descripción' }).fill('Nueva descripción de la empresa.');
  await expect(page.getByText('32/800')).toBeVisible();

  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(`/api/v1/companies/${companyId}`));
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  const body = (await put).postDataJSON();
  // Links were only shown with https://, so the networks did not change and are not sent.
  expect(Object.keys(body).sort()).toEqual(['contact', 'description']);
  await expect(toast(page, 'Cambios guardados')).toBeVisible();

  // Logo: too big is refused before any upload, a real image is stored, then deleted.
  await chooseFile(page, 'Subir imagen: Logotipo', {
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
  });
  await expect(toast(page, 'La imagen excede de 5MB')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'La imagen excede de 5MB' }).first()).toBeVisible();

  await chooseFile(page, 'Subir imagen: Logotipo', { name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Logotipo' })).toBeVisible();
  const company = await (await request.get(`/api/v1/companies/${companyId}`)).json();
  expect(company.images.some((i: { type: string }) => i.type === 'Logo')).toBe(true);

  await page.getByRole('button', { name: 'Eliminar logotipo' }).click();
  await expect(page.getByRole('img', { name: 'Logotipo' })).toHaveCount(0);
  const after = await (await request.get(`/api/v1/companies/${companyId}`)).json();
  expect(after.images.some((i: { type: string }) => i.type === 'Logo')).toBe(false);
});

test('activities and work zones: tree states, min > max toast, saving', async ({ page, request }) => {
  const { companyId } = await withCompany(page, request);
  await page.goto('/my-profile/activities');
  // Reference lists can be slow on a busy test machine; wait for the tree before anything else.
  await expect(page.getByRole('checkbox', { name: 'Toda España' })).toBeVisible({ timeout: 30_000 });

  const madrid = page.getByRole('checkbox', { name: 'Comunidad de Madrid' });
  await expect(madrid).toBeChecked();
  const root = page.getByRole('checkbox', { name: 'Toda España' });
  await expect(root).toHaveAttribute('aria-checked', 'mixed');

  // Castilla y León (9 provinces): one checked → indeterminate, the group → checked.
  const cyl = page.getByRole('checkbox', { name: 'Castilla y León' });
  await page.getByRole('button', { name: 'Mostrar provincias de Castilla y León' }).click();
  await page.getByRole('checkbox', { name: 'Burgos' }).check();
  await expect(cyl).toHaveAttribute('aria-checked', 'mixed');
  await cyl.click();
  await expect(cyl).toBeChecked();
  await root.click();
  await expect(root).toBeChecked();
  await expect(page.getByText('52 provincias seleccionadas')).toBeVisible();
  await root.click();
  await expect(root).not.toBeChecked();
  await expect(madrid).not.toBeChecked();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar provincias de Comunidad de Madrid' }).click();
  await page.getByRole('checkbox', { name: 'Madrid', exact: true }).check();
  await cyl.click();

  // Sub-activities: add one, remove the original one.
  await pickOption(page, 'Actividad', 'Reformas integrales');
  await pickOption(page, 'Subactividad', /.+/);
  const list = page.getByRole('list', { name: 'Subactividades añadidas' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list
    .getByRole('button', { name: /^Quitar/ })
    .first()
    .click();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await pickOption(page, 'Superficie mínima (m²)', '5.000');
  await pickOption(page, 'Superficie máxima (m²)', '100');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'La superficie mínima no puede ser mayor a la máxima.')).toBeVisible();
  await pickOption(page, 'Superficie máxima (m²)', 'Más de 20.000');
  await pickOption(page, 'Importe mínimo del proyecto (€)', '1.000.000');
  await pickOption(page, 'Importe máximo del proyecto (€)', '50.000');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'El presupuesto mínimo no puede ser mayor a la máximo.')).toBeVisible();
  await pickOption(page, 'Importe máximo del proyecto (€)', '5.000.000');

  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(`/api/v1/companies/${companyId}`));
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  const body = (await put).postDataJSON();
  expect(Object.keys(body).sort()).toEqual(['activities', 'area', 'budget', 'cities']);
  await expect(toast(page, 'Cambios guardados')).toBeVisible();
  const company = await (await request.get(`/api/v1/companies/${companyId}`)).json();
  expect(company.cities).toHaveLength(10);
  expect(company.area).toEqual({ min: 5000, max: 20001 });

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Castilla y León' })).toBeChecked({ timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: 'Toda España' })).toHaveAttribute('aria-checked', 'mixed');
});

test('portfolio projects: add, edit, delete', async ({ page, request }) => {
  const { companyId } = await withCompany(page, request);
  await page.goto('/my-profile/projects');
  await expect(page.getByText('Todavía no has añadido ningún proyecto.')).toBeVisible();
  await page.getByRole('button', { name: 'Añadir proyecto' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Guardar proyecto' }).click();
  await expect(dialog.getByText('Este campo es obligatorio')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Título' }).fill('Rehabilitación de fachada en Lavapiés');
  await dialog.getByRole('textbox', { name: 'Año' }).fill('2024');
  await chooseFile(page, 'Añadir fotos', { name: 'obra.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Fotos 1' })).toBeVisible();
  await expectAccessible(page, 'project dialog');
  await dialog.getByRole('button', { name: 'Guardar proyecto' }).click();
  await expect(toast(page, 'Proyecto guardado')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rehabilitación de fachada en Lavapiés' })).toBeVisible();

  await page.getByRole('button', { name: 'Editar: Rehabilitación de fachada en Lavapiés' }).click();
  await dialog.getByRole('textbox', { name: 'Título' }).fill('Fachada ventilada en Lavapiés');
  await dialog.getByRole('button', { name: 'Guardar proyecto' }).click();
  await expect(page.getByRole('heading', { name: 'Fachada ventilada en Lavapiés' })).toBeVisible();
  const company = await (await request.get(`/api/v1/companies/${companyId}`)).json();
  expect(company.projects.map((p: { title: string }) => p.title)).toEqual(['Fachada ventilada en Lavapiés']);

  await page.getByRole('button', { name: 'Eliminar: Fachada ventilada en Lavapiés' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Proyecto eliminado')).toBeVisible();
  await expect(page.getByText('Todavía no has añadido ningún proyecto.')).toBeVisible();
});

test('notifications: three switches and an update button, no call, and no claim of a save', async ({ page, request }) => {
  const user = await createUser(request);
  await signInWithTokens(page, user.tokens);
  await page.goto('/my-profile/notifications');
  await expect(page.getByRole('switch')).toHaveCount(3);
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/') && r.method() !== 'GET') calls += 1;
  });
  await page.getByRole('switch', { name: 'Novedades de la plataforma' }).click({ force: true });
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(toast(page, 'Las preferencias de notificación aún no se guardan')).toBeVisible();
  await expect(toast(page, 'Preferencias de notificación actualizadas')).toHaveCount(0);
  expect(calls).toBe(0);
});
